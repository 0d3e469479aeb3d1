/**
 * The heading of the area's pages as the portal's server paints them in the page's frame before any script has run
 * (issue 28, scripts/first-paint.mjs): the same `PageLayout` title and description the page renders, in every
 * language, so the page's first words are on screen while its code and data are on their way. Written out as
 * `first-paint.json` beside this file (kept equal by `first-paint.test.ts`), which the build puts in the release
 * folder.
 */
import {
  firstPaintPages as headingsOf,
  type FirstPaintKeys,
  type FirstPaintTexts,
} from '@portal/remote/first-paint';

/**
 * Per route pattern of the area's router (onboarding-app.tsx): the keys of the area's texts (namespace
 * `onboarding`) of the page's PageLayout title and description. The pages of the main and the restricted layout;
 * their loading and failed states are inside the PageLayout.
 *
 * Left out: `/register` (its heading follows the brand: a brand without registration says it is closed);
 * `/self-certification-representative`, `/video-identity-job/:id` and
 * `/identity-verification/:workflowRunId/:token`, public and in the clear layout (no frame), the identity check's
 * heading following the check's state.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // app/documents-page.tsx: the title is the personal or the company one by the customer's type (held), the
  // description the same for both.
  '/kyc': { title: null, description: 'verification.kyc.description' },
  // The registration forms (public, the external layout, whose frame paints the heading the same way): the form's
  // heading whatever the brand (features/registration/components/personal-registration-page.tsx,
  // features/business-wizard/components/business-registration-page.tsx before it is sent).
  '/register/personal': {
    title: 'registration.personal.title',
    description: 'registration.personal.description',
  },
  '/register/business': {
    title: 'businessRegistration.title',
    description: 'businessRegistration.description',
  },
  // features/company/components/company-page.tsx.
  '/company': { title: 'company.page.title', description: 'company.page.description' },
  // features/company-emails/components/company-emails-page.tsx.
  '/company-emails': { title: 'company.emails.title', description: 'company.emails.description' },
  // features/company-access/components/company-access-page.tsx.
  '/company-access': { title: 'company.access.title', description: 'company.access.description' },
  // app/documents-page.tsx, variant companyDocuments (the `/kyc` variant's title follows the customer's type).
  '/company-documents': {
    title: 'verification.kyc.companyDocumentsTitle',
    description: 'verification.kyc.companyDocumentsDescription',
  },
  // features/verification/components/account-state-pages.tsx (a verified customer is sent home once the state is in).
  '/unverified-account': {
    title: 'verification.unverified.title',
    description: 'verification.unverified.description',
  },
  '/limited-account': {
    title: 'verification.limited.title',
    description: 'verification.limited.description',
  },
  // features/profile/components/profile-page.tsx (through app/profile-with-documents.tsx).
  '/profile': { title: 'profile.title', description: 'profile.description' },
  // features/profile/components/profile-update-page.tsx.
  '/profile-update': { title: 'profile.update.title', description: 'profile.update.description' },
  // features/notifications/components/notification-settings-page.tsx.
  '/profile/notifications': { title: 'notifications.title', description: 'notifications.description' },
  // features/legal/components/legal-page.tsx.
  '/legal': { title: 'legal.title', description: 'legal.description' },
  // features/self-certification/components/splash-pages.tsx: why it is asked, as the description.
  '/self-certification-splash': {
    title: 'taxCertification.splash.title',
    description: 'taxCertification.splash.why',
  },
  '/self-certification-business-splash': {
    title: 'taxCertification.splash.titleBusiness',
    description: 'taxCertification.splash.whyBusiness',
  },
  // features/self-certification/components/certification-pages.tsx: the kind is the route's, not the customer's.
  '/self-certification': {
    title: 'taxCertification.page.title',
    description: 'taxCertification.page.description',
  },
  '/self-certification-business': {
    title: 'taxCertification.page.titleBusiness',
    description: 'taxCertification.page.descriptionBusiness',
  },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
