import { useTranslation } from 'react-i18next';
import { PageLayout } from '@portal/ui/components';
import { DevicesSection } from '../features/devices/components/devices-section';
import { IpWhitelistSection } from '../features/ip-whitelist/components/ip-whitelist-section';
import { PasswordChangeSection } from '../features/password/components/password-change-section';
import { TwoStepSection } from '../features/security/components/two-step-section';
import styles from './security-settings-page.module.css';

/**
 * The `setting` page (spec 02 §2 "Settings and security"): it combines four features, so it lives in `app/`
 * (STYLE.md "Layout inside an app").
 */
export function SecuritySettingsPage() {
  const { t } = useTranslation('auth');
  return (
    <PageLayout title={t('security.settings.title')} description={t('security.settings.description')}>
      <div className={styles.sections}>
        <TwoStepSection />
        <DevicesSection />
        <IpWhitelistSection />
        <PasswordChangeSection />
      </div>
    </PageLayout>
  );
}
