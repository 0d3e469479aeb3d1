import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '@portal/session/react';
import { Alert, Card, PageLayout } from '@portal/ui/components';
import { AreaLink } from '../../../shared/portal-navigation';
import styles from './registration.module.css';

/**
 * `register` (spec 01 §2 "register (choice)"): a personal or a business account. A brand with registration off
 * (spec 01 §1) opens no account online: the page says so and offers the sign-in.
 */
export function RegisterChoicePage() {
  const { t } = useTranslation('onboarding');
  const { brand } = useServices();
  if (!brand.allowRegistration)
    return (
      <PageLayout title={t('registration.choice.closedTitle')}>
        <Alert tone="info">
          <p>
            {t('registration.choice.closedText', { brand: brand.projectName, email: brand.supports.email })}
          </p>
        </Alert>
        <p className={styles.links}>
          <AreaLink href="/login">{t('registration.choice.signIn')}</AreaLink>
        </p>
      </PageLayout>
    );
  const kinds = [
    {
      path: '/register/personal',
      name: t('registration.choice.personal'),
      text: t('registration.choice.personalText'),
    },
    {
      path: '/register/business',
      name: t('registration.choice.business'),
      text: t('registration.choice.businessText'),
    },
  ];
  return (
    <PageLayout title={t('registration.choice.title')} description={t('registration.choice.description')}>
      <ul className={styles.choices}>
        {kinds.map((kind) => (
          <li key={kind.path}>
            <Card title={kind.name} description={kind.text} className={styles.choice}>
              <Link to={kind.path}>{t('registration.choice.open', { kind: kind.name.toLowerCase() })}</Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <AreaLink href="/login">{t('registration.choice.signIn')}</AreaLink>
      </p>
    </PageLayout>
  );
}
