import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileResponse } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useCountries } from '@portal/remote/dictionaries';
import { useProfile } from '../api/profile';
import { AddressesSection } from './addresses-section';
import { DetailsSection, TermsSection } from './details-sections';
import { EmailsSection } from './emails-section';
import { useFeedback, type FeedbackActions } from './feedback';
import { PhonesSection } from './phones-section';
import { TaxNumberSection } from './tax-number-section';
import { UsernameSection } from './username-section';
import styles from './profile.module.css';

/** While the profile loads: the sections' places kept, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation('onboarding');
  return (
    <div role="status" className={styles.loading}>
      <VisuallyHidden>{t('profile.loading')}</VisuallyHidden>
      <Skeleton height={120} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
}

/** The profile could not be read: say so, with a way to try again. */
export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert tone="error" title={t('loadFailed')}>
      <p>{t('loadFailedText')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** What the sections need beside the profile: who may change it and how a change is told. */
export function useSectionContext(profile: ProfileResponse | undefined) {
  const user = useSubject(user$);
  const countries = useCountries();
  const residence = countries.data?.find((country) => country.code === profile?.residenceCountryCode);
  return {
    // The access policy (issue 22): an administrator acting, or a user without full access, reads only.
    mayChange: user === null || mayCall(user, 'addPhone'),
    // The sign-in e-mail is the user's own (spec 03 §3 username change request), whatever their right.
    mayChangeUsername: user === null || mayCall(user, 'requestUsernameChange'),
    supportActing: user?.supportActing === true,
    /** The signed-in user's own sign-in e-mail (a company's employee signs in with theirs, not the owner's). */
    login: user?.login,
    countries: countries.data ?? [],
    defaultCountryCode: residence ? `+${residence.phoneCode}` : '+',
  };
}

/**
 * `profile` (spec 03 §2 "Profile and settings menu", §3 "Address", "Phone and email", §7 "Profile, identity and
 * documents"; issue 30 item 3): the customer's name and number, e-mails, phones (shown with their plus, spec 03 §5),
 * addresses with their status, the sign-in e-mail with its change requests, the tax number and the terms.
 */
export function ProfilePage({ lead }: { lead?: ReactNode } = {}) {
  const { t } = useTranslation('onboarding');
  const profile = useProfile();
  const context = useSectionContext(profile.data);
  const { region, actions } = useFeedback();

  let body;
  if (profile.isPending) body = <ProfileSkeleton />;
  else if (profile.isError) body = <ProfileLoadFailed onRetry={() => void profile.refetch()} />;
  else body = <ProfileSections profile={profile.data} context={context} feedback={actions} />;

  return (
    <PageLayout title={t('profile.title')} description={t('profile.description')}>
      <div className={styles.sections}>
        {region}
        {/* What the app puts first: the documents and required actions (issue 47 item 2). */}
        {lead}
        {body}
      </div>
    </PageLayout>
  );
}

function ProfileSections({
  profile,
  context,
  feedback,
}: {
  profile: ProfileResponse;
  context: ReturnType<typeof useSectionContext>;
  feedback: FeedbackActions;
}) {
  return (
    <>
      <DetailsSection profile={profile} countries={context.countries} />
      <EmailsSection emails={profile.emails} mayChange={context.mayChange} feedback={feedback} />
      <PhonesSection
        phones={profile.phones}
        mayChange={context.mayChange}
        business={profile.customerType !== 0}
        defaultCountryCode={context.defaultCountryCode}
        feedback={feedback}
      />
      <AddressesSection
        addresses={profile.addresses}
        countries={context.countries}
        residenceCountryCode={profile.residenceCountryCode}
        mayChange={context.mayChange}
        feedback={feedback}
      />
      {/* The sign-in e-mail is the signed-in user's own: not shown to an administrator acting for the customer. */}
      {context.supportActing ? null : (
        <UsernameSection
          login={context.login ?? profile.login}
          mayChange={context.mayChangeUsername}
          feedback={feedback}
        />
      )}
      <TaxNumberSection
        key={profile.taxNumber}
        taxNumber={profile.taxNumber}
        mayChange={context.mayChange}
        feedback={feedback}
      />
      <TermsSection terms={profile.terms} />
    </>
  );
}
