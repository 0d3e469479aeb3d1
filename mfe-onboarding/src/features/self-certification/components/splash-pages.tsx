import { useTranslation } from 'react-i18next';
import { PageLayout } from '@portal/ui/components';
import { AreaLink } from '../../../shared/portal-navigation';
import styles from './self-certification.module.css';

/**
 * `self-certification-splash` and `self-certification-business-splash` (spec 03 §2; spec 01 §4 post-login rule 7 and
 * business routing): why the tax residence is asked (its description), what it takes, the way to the form and a
 * "later" link home.
 */
function Splash({ business }: { business: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    // Why it is asked is the page's description: plain text, so the server paints it before the scripts (issue 49).
    <PageLayout
      title={t(business ? 'taxCertification.splash.titleBusiness' : 'taxCertification.splash.title')}
      description={t(business ? 'taxCertification.splash.whyBusiness' : 'taxCertification.splash.why')}
    >
      <div className={styles.splash}>
        <p>{t(business ? 'taxCertification.splash.whatBusiness' : 'taxCertification.splash.what')}</p>
        <div className={styles.actions}>
          <AreaLink
            href={business ? '/self-certification-business' : '/self-certification'}
            className={styles.primaryLink}
          >
            {t('taxCertification.splash.start')}
          </AreaLink>
          <AreaLink href="/home" className={styles.secondaryLink}>
            {t('taxCertification.later')}
          </AreaLink>
        </div>
      </div>
    </PageLayout>
  );
}

export function SelfCertificationSplashPage() {
  return <Splash business={false} />;
}

export function SelfCertificationBusinessSplashPage() {
  return <Splash business />;
}
