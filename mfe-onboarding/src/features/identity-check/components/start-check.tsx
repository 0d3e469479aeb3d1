import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import * as yup from 'yup';
import {
  VERIFICATION_CHANNELS,
  identityVerificationPagePath,
  type VerificationChannel,
} from '@portal/api/catalogue';
import { Alert, Button, Card } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import { useVerificationState } from '../../../shared/verification';
import { useCheckedCustomer, useStartIdentityCheck } from '../api/identity-check';
import styles from './identity-check.module.css';

interface StartValues {
  channel: VerificationChannel | '';
}

/** The order offered: this device first (the quickest), then a link to the phone, then e-mail. */
const CHANNELS: readonly VerificationChannel[] = ['camera', 'sms', 'email'];

/**
 * "Verify your identity online" on the KYC page (spec 03 §7 "POST /identity-verification"; issue 30 item 4): the
 * customer chooses how to reach the identity provider (this device's camera, a link by SMS, a link by e-mail), the
 * check starts, and the check's own page follows it (`/identity-verification/{workflowRunId}/{token}`).
 */
export function StartCheck() {
  const { t } = useTranslation('onboarding');
  const customer = useCheckedCustomer();
  const state = useVerificationState();
  const start = useStartIdentityCheck();
  const [failure, setFailure] = useState<string[]>([]);
  const legendId = useId();
  const errorId = useId();
  const schema = yup.object({
    channel: yup
      .string()
      .oneOf([...VERIFICATION_CHANNELS], t('identityCheck.start.channelRequired'))
      .required(t('identityCheck.start.channelRequired')),
  });
  const form = useFormik<StartValues>({
    initialValues: { channel: 'camera' },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!customer || values.channel === '') return;
      setFailure([]);
      try {
        const { started } = await start.mutateAsync({ ...customer, type: values.channel });
        navigateToUrl(identityVerificationPagePath(started.workflowRunId, started.token));
      } catch (error) {
        setFailure(failureLines(error, t));
      }
    },
  });
  const video = state.data?.identity.videoIdentity.status;
  const channelError = form.submitCount > 0 ? form.errors.channel : undefined;
  return (
    <Card
      titleLevel={4}
      title={t('identityCheck.start.title')}
      description={t('identityCheck.start.description')}
    >
      <div className={styles.panel}>
        {video === 'validated' ? (
          <p className={`${styles.status} ${styles.good}`}>{t('identityCheck.start.verified')}</p>
        ) : video === 'pending' ? (
          <p className={styles.muted}>{t('identityCheck.start.pending')}</p>
        ) : video === 'rejected' ? (
          <p className={styles.bad}>{t('identityCheck.start.rejected')}</p>
        ) : null}
        {video === 'validated' ? null : (
          <form onSubmit={form.handleSubmit} noValidate className={styles.panel}>
            <fieldset
              className={styles.fieldset}
              aria-labelledby={legendId}
              aria-describedby={channelError ? errorId : undefined}
            >
              <legend id={legendId}>{t('identityCheck.start.channelLegend')}</legend>
              {CHANNELS.map((channel) => (
                <label key={channel} className={styles.radio}>
                  <input
                    type="radio"
                    name="channel"
                    value={channel}
                    checked={form.values.channel === channel}
                    onChange={() => void form.setFieldValue('channel', channel)}
                  />
                  <span>{t(`identityCheck.start.channel.${channel}`)}</span>
                </label>
              ))}
              {channelError ? (
                <p id={errorId} className={styles.error}>
                  {channelError}
                </p>
              ) : null}
            </fieldset>
            {failure.length > 0 ? (
              <Alert tone="error" title={t('identityCheck.start.failed')}>
                {failure.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={form.isSubmitting} disabled={!customer || form.isSubmitting}>
                {form.isSubmitting ? t('identityCheck.start.starting') : t('identityCheck.start.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
