import { useTranslation } from 'react-i18next';
import { AreaLink } from '../../../shared/portal-navigation';
import styles from './verification.module.css';

/** These pages open in the restricted layout, without the menu (DESIGN §1 route table): the way on to the accounts. */
export function HomeLink() {
  const { t } = useTranslation('onboarding');
  return (
    <AreaLink href="/home" className={styles.primaryLink}>
      {t('verification.kyc.home')}
    </AreaLink>
  );
}
