import { useTranslation } from 'react-i18next';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import styles from '../../../shared/merchant.module.css';
import { AllowedIpsCard } from './allowed-ips-card';
import { ApiKeysCard } from './api-keys-card';

/** `/merchant/internal/api_key` (spec 03 §2, full access only §6): API keys and the allowed IPs that guard them. */
export function ApiKeyPage() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantPageLayout title={t('nav.apiKey')} description={t('webhooks.keys.pageDescription')}>
      <div className={styles.stack}>
        <ApiKeysCard />
        <AllowedIpsCard />
      </div>
    </MerchantPageLayout>
  );
}
