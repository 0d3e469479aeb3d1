import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { PaymentNotificationSettings } from '@portal/api/catalogue';
import { Button } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { useMayCall } from '../../../shared/may-call';
import { NotificationSettings } from '../../../shared/notification-settings';
import styles from '../../../shared/merchant.module.css';
import { useNewPbnSecret, usePbnSettings, useUpdatePbnSettings } from '../api/pbn-settings';

const schema = yup.object({ statusId: yup.number().oneOf([0, 1]).required() });

function SettingsForm({
  settings,
  mayChange,
}: {
  settings: PaymentNotificationSettings;
  mayChange: boolean;
}) {
  const { t } = useTranslation('merchant');
  const update = useUpdatePbnSettings();
  const [notice, setNotice] = useState('');
  const form = useFormik({
    initialValues: { statusId: settings.statusId === 1 ? 1 : 0 },
    validationSchema: schema,
    enableReinitialize: true,
    onSubmit: async ({ statusId }) => {
      setNotice('');
      try {
        await update.mutateAsync(statusId);
        setNotice(t('pbn.saved'));
      } catch {
        // The client showed the response popup (spec 03 §8).
      }
    },
  });
  return (
    <form noValidate className={styles.form} aria-label={t('pbn.formTitle')} onSubmit={form.handleSubmit}>
      <fieldset className={styles.fieldset} disabled={!mayChange}>
        <legend className={styles.legend}>{t('pbn.status')}</legend>
        <div className={styles.radios}>
          {[1, 0].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="statusId"
                value={value}
                checked={form.values.statusId === value}
                onChange={() => void form.setFieldValue('statusId', value)}
              />{' '}
              {t(value === 1 ? 'pbn.on' : 'pbn.off')}
            </label>
          ))}
        </div>
        <p className={styles.hint}>{t('pbn.statusHint')}</p>
      </fieldset>
      {mayChange ? (
        <div className={styles.actions}>
          <Button type="submit" loading={form.isSubmitting} disabled={!form.dirty}>
            {t('pbn.save')}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.muted}>
        {notice}
      </p>
    </form>
  );
}

/**
 * `/merchant/buttons/pbn_settings` (spec 03 §3 "Payment-notification settings: statusId", §7 "get, update, new
 * secret"): notifications of button payments on or off, and a new secret shown once with a way to copy it.
 */
export function PbnSettingsPage() {
  const { t } = useTranslation('merchant');
  const settings = usePbnSettings();
  const mayChange = useMayCall('updatePaymentNotificationSettings');
  const mayMakeSecret = useMayCall('newPaymentNotificationSecret');
  const newSecret = useNewPbnSecret();
  return (
    <MerchantPageLayout title={t('pbn.title')} description={t('pbn.description')}>
      <NotificationSettings texts="pbn" query={settings} secret={mayMakeSecret ? newSecret : null}>
        {(data) => <SettingsForm settings={data} mayChange={mayChange} />}
      </NotificationSettings>
    </MerchantPageLayout>
  );
}
