import { useTranslation } from 'react-i18next';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import styles from '../../../shared/merchant.module.css';
import { SignatureTester } from './signature-tester';
import { WebhookRequestsCard } from './webhook-requests-card';
import { WebhooksCard } from './webhooks-card';

/**
 * `/merchant/internal/webhook_log` (spec 03 §2, full access only §6): the webhooks, their delivery log with replay,
 * and the signature tester (issue 33 item 2).
 */
export function WebhookLogPage() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantPageLayout title={t('nav.webhookLog')} description={t('webhooks.webhooks.pageDescription')}>
      <div className={styles.stack}>
        <WebhooksCard />
        <WebhookRequestsCard />
        <SignatureTester />
      </div>
    </MerchantPageLayout>
  );
}
