import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { IpnSettings } from '@portal/api/catalogue';
import { webhookUrlProblems } from '@portal/api/merchant-webhooks';
import { Button, TextField } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { ErrorSummary, fieldBlur, useSubmitFocus } from '../../../shared/form-errors';
import { useMayCall } from '../../../shared/may-call';
import { NotificationSettings } from '../../../shared/notification-settings';
import styles from '../../../shared/merchant.module.css';
import { useIpnSettings, useNewIpnSecretKey, useUpdateIpnSettings } from '../api/ipn';

interface Values {
  notifyUrl: string;
  notifyStatusId: number;
  statusId: number;
}

/** On and off as two radios under a legend (1 on, 0 off). */
function OnOff({
  name,
  legend,
  hint,
  value,
  disabled,
  onChange,
}: {
  name: string;
  legend: string;
  hint: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('merchant');
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {[1, 0].map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />{' '}
            {t(option === 1 ? 'ipn.settings.on' : 'ipn.settings.off')}
          </label>
        ))}
      </div>
      <p className={styles.hint}>{hint}</p>
    </fieldset>
  );
}

function SettingsForm({ settings, mayChange }: { settings: IpnSettings; mayChange: boolean }) {
  const { t } = useTranslation('merchant');
  const update = useUpdateIpnSettings();
  const [notice, setNotice] = useState('');
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = useMemo(
    () =>
      yup.object({
        notifyUrl: yup
          .string()
          .trim()
          .max(2048, t('ipn.settings.errors.url'))
          // The sandbox posts to this address: the syntax rules of the webhooks (M1's shared rules) apply.
          .test('url', t('ipn.settings.errors.url'), (value) => {
            const problems = value?.trim() ? webhookUrlProblems(value.trim()) : [];
            return !problems.some((problem) => !problem.includes('user or password'));
          })
          .test('credentials', t('ipn.settings.errors.credentials'), (value) => {
            const problems = value?.trim() ? webhookUrlProblems(value.trim()) : [];
            return !problems.some((problem) => problem.includes('user or password'));
          })
          .when('statusId', {
            is: 1,
            then: (rule) => rule.required(t('ipn.settings.errors.required')),
          }),
        notifyStatusId: yup.number().oneOf([0, 1]),
        statusId: yup.number().oneOf([0, 1]),
      }),
    [t],
  );
  const form = useFormik<Values>({
    initialValues: {
      notifyUrl: settings.notifyUrl,
      notifyStatusId: settings.notifyStatusId,
      statusId: settings.statusId,
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setNotice('');
      try {
        const saved = await update.mutateAsync({ ...values, notifyUrl: values.notifyUrl.trim() });
        helpers.resetForm({
          values: {
            notifyUrl: saved.notifyUrl,
            notifyStatusId: saved.notifyStatusId,
            statusId: saved.statusId,
          },
        });
        setNotice(t('ipn.settings.saved'));
      } catch {
        // The client showed the response popup (spec 03 §8).
      }
    },
  });
  const urlError = form.touched.notifyUrl || form.submitCount > 0 ? form.errors.notifyUrl : undefined;
  const lines =
    form.submitCount > 0 && form.errors.notifyUrl
      ? [`${t('ipn.settings.notifyUrl')}: ${form.errors.notifyUrl}`]
      : [];
  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={t('ipn.settings.formTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitForm().then(submitted);
      }}
    >
      <ErrorSummary lines={lines} summaryRef={summaryRef} />
      <OnOff
        name="statusId"
        legend={t('ipn.settings.statusId')}
        hint={t('ipn.settings.statusHint')}
        value={form.values.statusId}
        disabled={!mayChange}
        onChange={(value) => void form.setFieldValue('statusId', value)}
      />
      <TextField
        label={t('ipn.settings.notifyUrl')}
        hint={t('ipn.settings.notifyUrlHint')}
        name="notifyUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        required={form.values.statusId === 1}
        disabled={!mayChange}
        value={form.values.notifyUrl}
        error={urlError}
        onChange={form.handleChange}
        onBlur={fieldBlur(form)}
      />
      <OnOff
        name="notifyStatusId"
        legend={t('ipn.settings.notifyStatusId')}
        hint={t('ipn.settings.notifyStatusHint')}
        value={form.values.notifyStatusId}
        disabled={!mayChange}
        onChange={(value) => void form.setFieldValue('notifyStatusId', value)}
      />
      {mayChange ? (
        <div className={styles.actions}>
          <Button type="submit" loading={form.isSubmitting}>
            {t('ipn.settings.save')}
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
 * `/merchant/ipn/settings` (spec 03 §3 "IPN settings: notifyUrl, notifyStatusId, statusId (defaults 1 and 1)", §7
 * "IPN settings get and update; new secret key"): where and whether payment notifications are posted, and a new
 * secret key shown once.
 */
export function IpnSettingsPage() {
  const { t } = useTranslation('merchant');
  const settings = useIpnSettings();
  const mayChange = useMayCall('updateIpnSettings');
  const mayMakeSecret = useMayCall('newIpnSecretKey');
  const newSecret = useNewIpnSecretKey();
  return (
    <MerchantPageLayout title={t('ipn.settingsTitle')} description={t('ipn.settingsDescription')}>
      <NotificationSettings texts="ipn.settings" query={settings} secret={mayMakeSecret ? newSecret : null}>
        {(data) => <SettingsForm settings={data} mayChange={mayChange} />}
      </NotificationSettings>
    </MerchantPageLayout>
  );
}
