import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { PERSONAL_INFO_ITEMS, type PersonalInfoItem } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { Alert, Button, Card, PageLayout } from '@portal/ui/components';
import { useCompletePersonalInfoUpdate } from '../api/personal-info-update';
import { useProfile } from '../api/profile';
import { failureLines } from '../../../shared/failure-lines';
import { AddressesSection } from './addresses-section';
import { EmailsSection } from './emails-section';
import { useFeedback } from './feedback';
import { PhonesSection } from './phones-section';
import { ProfileLoadFailed, ProfileSkeleton, useSectionContext } from './profile-page';
import { TaxNumberSection } from './tax-number-section';
import styles from './profile.module.css';

/**
 * `profile-update` (spec 01 §4 rule 5, spec 03 §2; issue 30 item 3): a personal customer asked to update their
 * personal information (isNeedPersonalInfoUpdate) sees what is still to do and does it here; once nothing is left,
 * Continue ends the update (the shell reads the user again) and goes home.
 */
export function ProfileUpdatePage() {
  const { t } = useTranslation('onboarding');
  const profile = useProfile();
  const context = useSectionContext(profile.data);
  const { region, actions } = useFeedback();
  const complete = useCompletePersonalInfoUpdate();
  // The sections asked for when the page opened stay, so a finished item still shows what was done.
  const [asked, setAsked] = useState<readonly PersonalInfoItem[] | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  if (profile.data && asked === null) setAsked(profile.data.personalInfoUpdate.items);

  const finish = () => {
    setRefused([]);
    complete.mutate(undefined, {
      onSuccess: () => {
        bus.publish('session.reloadUser', {});
        navigateToUrl('/home');
      },
      onError: (error) => setRefused(failureLines(error, t)),
    });
  };

  let body;
  if (profile.isPending) body = <ProfileSkeleton />;
  else if (profile.isError) body = <ProfileLoadFailed onRetry={() => void profile.refetch()} />;
  else {
    const data = profile.data;
    const outstanding = data.personalInfoUpdate.items;
    const shown = PERSONAL_INFO_ITEMS.filter((item) => asked?.includes(item) || outstanding.includes(item));
    body = (
      <>
        <Card title={outstanding.length > 0 ? t('profile.update.todo') : t('profile.update.complete')}>
          {shown.length > 0 ? (
            <ul className={styles.checklist}>
              {shown.map((item) => {
                const done = !outstanding.includes(item);
                return (
                  <li key={item}>
                    <span className={done ? styles.confirmed : styles.warning}>
                      {done ? t('profile.update.done') : t('profile.update.todo')}:
                    </span>
                    <span>{t(`profile.update.items.${item}`)}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={styles.dialogText}>{t('profile.update.complete')}</p>
          )}
        </Card>
        {shown.includes('email') ? (
          <EmailsSection emails={data.emails} mayChange={context.mayChange} feedback={actions} />
        ) : null}
        {shown.includes('phone') ? (
          <PhonesSection
            phones={data.phones}
            mayChange={context.mayChange}
            business={data.customerType !== 0}
            defaultCountryCode={context.defaultCountryCode}
            feedback={actions}
          />
        ) : null}
        {shown.includes('address') ? (
          <AddressesSection
            addresses={data.addresses}
            countries={context.countries}
            residenceCountryCode={data.residenceCountryCode}
            mayChange={context.mayChange}
            feedback={actions}
          />
        ) : null}
        {shown.includes('taxNumber') ? (
          <TaxNumberSection
            key={data.taxNumber}
            taxNumber={data.taxNumber}
            mayChange={context.mayChange}
            feedback={actions}
          />
        ) : null}
        {refused.length > 0 ? (
          <Alert tone="error" title={t('profile.update.finishFirst')}>
            <p>{refused.join(', ')}</p>
          </Alert>
        ) : null}
        <div>
          <Button loading={complete.isPending} onClick={finish}>
            {t('profile.update.continue')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageLayout title={t('profile.update.title')} description={t('profile.update.description')}>
      <div className={styles.sections}>
        {region}
        {body}
      </div>
    </PageLayout>
  );
}
