import { useTranslation } from 'react-i18next';
import type { Country, ProfileResponse } from '@portal/api/catalogue';
import { countryName, intlLocale } from '@portal/i18n/i18n';
import { Card } from '@portal/ui/components';
import styles from './profile.module.css';

/** Who the profile is of: the name, the customer number, the sign-in e-mail and the country of residence. */
export function DetailsSection({
  profile,
  countries,
}: {
  profile: ProfileResponse;
  countries: readonly Country[];
}) {
  const { t, i18n } = useTranslation('onboarding');
  const country = countries.find((item) => item.code === profile.residenceCountryCode);
  return (
    <Card title={t('profile.details.title')}>
      <dl className={styles.details}>
        {profile.businessName ? (
          <>
            <dt>{t('profile.details.company')}</dt>
            <dd>{profile.businessName}</dd>
          </>
        ) : null}
        <dt>{t('profile.details.name')}</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
        <dt>{t('profile.details.customerId')}</dt>
        <dd>{profile.customerId}</dd>
        <dt>{t('profile.details.login')}</dt>
        <dd>{profile.login}</dd>
        <dt>{t('profile.details.country')}</dt>
        <dd>{countryName(profile.residenceCountryCode, i18n.language, country?.name)}</dd>
      </dl>
    </Card>
  );
}

/** The terms the signed-in user was asked to accept (`acceptTerms`), and when they did. */
export function TermsSection({ terms }: { terms: ProfileResponse['terms'] }) {
  const { t, i18n } = useTranslation('onboarding');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Card title={t('profile.terms.title')}>
      {terms.length === 0 ? (
        <p className={styles.muted}>{t('profile.terms.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {terms.map((item) => (
            <li key={item.id}>
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.title}
              </a>{' '}
              <span className={styles.muted}>({t('profile.terms.version', { version: item.version })})</span>
              {': '}
              <span className={item.acceptedAt ? styles.confirmed : styles.warning}>
                {item.acceptedAt
                  ? t('profile.terms.accepted', { date: date(item.acceptedAt) })
                  : t('profile.terms.pending')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
