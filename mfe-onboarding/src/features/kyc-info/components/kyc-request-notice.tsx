import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/components';
import { useKycRequest } from '../api/kyc-info';
import styles from './kyc-info.module.css';

/** A day (YYYY-MM-DD) in the reader's language, without a time zone shift. */
function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  );
}

/**
 * The KYC request (spec 03 §4 "The KYC request when an update is needed"): what the bank asks the customer to update
 * and by when, as a notice above their details; nothing when nothing is asked or it could not be read.
 */
export function KycRequestNotice({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const requests = useKycRequest(enabled);
  const request = requests.data?.[0];
  if (!enabled || !request) return null;
  const fields = request.fields.map((field) => t(`kycInfo.request.fields.${field}`)).join(', ');
  return (
    <Alert tone="warning" title={t('kycInfo.request.title')}>
      <ul className={styles.list}>
        {fields ? <li>{t('kycInfo.request.asked', { fields })}</li> : null}
        {request.dueDate ? (
          <li>{t('kycInfo.request.due', { date: formatDay(request.dueDate, i18n.language) })}</li>
        ) : null}
        {request.reason ? <li>{t('kycInfo.request.reason', { reason: request.reason })}</li> : null}
      </ul>
    </Alert>
  );
}
