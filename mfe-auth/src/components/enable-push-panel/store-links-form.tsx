import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { reportError } from '@portal/api/client';
import { ApiError } from '@portal/api/errors';
import { useServices } from '@portal/session/react';
import { Alert, Button, TextField } from '@portal/ui/components';
import { useFocusFirstError } from '../../utils/focus';
import styles from './enable-push-panel.module.css';

const COUNTRY_CODE = /^\+?\d{1,4}$/;
const PHONE_DIGITS = /^\d{5,14}$/;
const digitsOnly = (value: string) => value.replace(/[\s\-().]/g, '');

/** "Send the app links by SMS" (spec 01 §7 `/auth/stores-urls/send`); the client strips the plus signs (§5). */
export function StoreLinksForm({ temporaryToken }: { temporaryToken?: string }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { countryCode: '', phone: '' },
    validate: ({ countryCode, phone }) => {
      const errors: Partial<Record<'countryCode' | 'phone', string>> = {};
      if (!countryCode.trim()) errors.countryCode = t('scp.errors.countryCodeRequired');
      else if (!COUNTRY_CODE.test(countryCode.trim())) errors.countryCode = t('scp.errors.countryCodeFormat');
      if (!phone.trim()) errors.phone = t('scp.errors.phoneRequired');
      else if (!PHONE_DIGITS.test(digitsOnly(phone))) errors.phone = t('scp.errors.phoneFormat');
      return errors;
    },
    onSubmit: async ({ countryCode, phone }) => {
      const number = `+${countryCode.trim().replace(/^\+/, '')}${digitsOnly(phone)}`;
      try {
        setSentTo(null);
        await auth.sendStoreLinks(number, temporaryToken);
        setSentTo(number);
      } catch (error) {
        reportError(error instanceof ApiError ? error : ApiError.noResponse());
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form);
  const fieldError = (name: 'countryCode' | 'phone') => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit}
      className={styles.smsForm}
      aria-labelledby="store-links-title"
    >
      <h3 id="store-links-title" className={styles.subheading}>
        {t('scp.smsTitle')}
      </h3>
      <p className={styles.muted}>{t('scp.smsIntro')}</p>
      <div className={styles.phoneRow}>
        <TextField
          label={t('scp.countryCode')}
          name="countryCode"
          inputMode="tel"
          autoComplete="tel-country-code"
          placeholder="+44"
          className={styles.countryCode}
          value={form.values.countryCode}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('countryCode')}
        />
        <TextField
          label={t('scp.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.values.phone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('phone')}
        />
      </div>
      <Button type="submit" variant="secondary" loading={form.isSubmitting}>
        {t('scp.sendLinks')}
      </Button>
      {sentTo ? <Alert tone="success">{t('scp.linksSent', { phone: sentTo })}</Alert> : null}
    </form>
  );
}
