import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, PageLayout } from '@portal/ui/components';
import { DevicesSection } from '../features/devices/components/devices-section';
import { IpWhitelistSection } from '../features/ip-whitelist/components/ip-whitelist-section';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';
import { PasswordChangeSection } from '../features/password/components/password-change-section';
import { TwoStepSection } from '../features/security/components/two-step-section';
import { useMayCall } from '../utils/may-call';
import { LOGIN_HISTORY_PATH, SUPPORT_ACTIONS_PATH } from './security-paths';
import styles from './security-settings-page.module.css';

/** Where to see who signed in and what support did on the customer's behalf (issue 22). */
function AccountActivity() {
  const { t } = useTranslation('auth');
  return (
    <Card title={t('security.activity.title')} description={t('security.activity.description')}>
      <ul className={styles.links}>
        <li>
          <Link to={LOGIN_HISTORY_PATH} className={styles.link}>
            {t('security.loginHistory.title')}
          </Link>
        </li>
        <li>
          <Link to={SUPPORT_ACTIONS_PATH} className={styles.link}>
            {t('security.supportActions.title')}
          </Link>
        </li>
      </ul>
    </Card>
  );
}

/**
 * The `setting` page (spec 02 §2 "Settings and security"): it combines five features, so it lives in `app/`
 * (STYLE.md "Layout inside an app"). Two-step verification, devices and the password are the signed-in user's own
 * credentials: support acting as a customer never changes them (issue 22), so they are not shown then. Passkeys
 * (issue 50) show to support as a list without its controls, as the IP whitelist does.
 */
export function SecuritySettingsPage() {
  const { t } = useTranslation('auth');
  const ownCredentials = useMayCall('changePassword');
  return (
    <PageLayout title={t('security.settings.title')} description={t('security.settings.description')}>
      <div className={styles.sections}>
        {ownCredentials ? <TwoStepSection /> : null}
        {ownCredentials ? <DevicesSection /> : null}
        <PasskeysSection />
        <IpWhitelistSection />
        {ownCredentials ? <PasswordChangeSection /> : null}
        <AccountActivity />
      </div>
    </PageLayout>
  );
}
