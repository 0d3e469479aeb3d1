import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageComingSoon, PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import { useDataReload } from './data-reload';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$ } from '@portal/session/session';
import { prefetchCompanyPage } from '../features/company/api/page-data';
import { accessRightsQuery } from '../features/company-access/api/access-rights';
import { companyUsersQuery } from '../features/company-access/api/company-users';
import { emailsQuery } from '../features/company-emails/api/emails';
import { legalInfoQuery } from '../features/legal/api/legal-info';
import { notificationSettingsQuery } from '../features/notifications/api/notification-settings';
import { profileQuery } from '../features/profile/api/profile';
import { customerDocumentsQuery, limitReasonsQuery, verificationStateQuery } from '../shared/verification';
import { kycInfoQuery } from '../features/kyc-info/api/kyc-info';
import {
  businessTaxCertificationQuery,
  taxCertificationQuery,
} from '../features/self-certification/api/tax-certification';
import comingSoon from './coming-soon.json';

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/**
 * This remote's routes (DESIGN §1, spec 03 §2): registration (the choice, the personal form and the business wizard),
 * the company's details, payment e-mails and users (issue 29), verification (issue 30: kyc, company-documents,
 * unverified-account, limited-account), notification settings and legal info, each page a chunk of its own.
 */
export const ONBOARDING_ROUTES: readonly PageRoute[] = [
  {
    path: '/register',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/register" */ '../features/registration/components/register-choice-page'
        ),
      'RegisterChoicePage',
    ),
  },
  {
    path: '/register/personal',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/register/personal" */ '../features/registration/components/personal-registration-page'
        ),
      'PersonalRegistrationPage',
    ),
  },
  {
    path: '/register/business',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/register/business" */ '../features/business-wizard/components/business-registration-page'
        ),
      'BusinessRegistrationPage',
    ),
  },
  {
    path: '/company',
    page: page(
      () =>
        import(/* webpackChunkName: "first-load:/company" */ '../features/company/components/company-page'),
      'CompanyPage',
      ({ method }) => prefetchCompanyPage(method, actingCustomerId$.value),
    ),
  },
  {
    path: '/company-emails',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/company-emails" */ '../features/company-emails/components/company-emails-page'
        ),
      'CompanyEmailsPage',
      ({ method }) => areaQueryClient.prefetchQuery(emailsQuery(method, actingCustomerId$.value)),
    ),
  },
  {
    path: '/company-access',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/company-access" */ '../features/company-access/components/company-access-page'
        ),
      'CompanyAccessPage',
      // The users and the rights their selects offer: without the rights a row showed its right as text, and grew
      // into a select when they came (issue 49: CLS 0.034).
      ({ method }) =>
        Promise.all([
          areaQueryClient.prefetchQuery(companyUsersQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(accessRightsQuery(method, actingCustomerId$.value)),
        ]),
    ),
  },
  {
    path: '/kyc',
    page: page(
      () => import(/* webpackChunkName: "first-load:/kyc /company-documents" */ './documents-page'),
      'KycPage',
      // Everything the page shows first, asked for at once with its code (issue 49): it shows when all has come.
      ({ method }) =>
        Promise.all([
          areaQueryClient.prefetchQuery(customerDocumentsQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(verificationStateQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(kycInfoQuery(method, actingCustomerId$.value)),
        ]),
    ),
  },
  {
    path: '/company-documents',
    page: page(
      () => import(/* webpackChunkName: "first-load:/kyc /company-documents" */ './documents-page'),
      'CompanyDocumentsPage',
      ({ method }) =>
        Promise.all([
          areaQueryClient.prefetchQuery(customerDocumentsQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(verificationStateQuery(method, actingCustomerId$.value)),
        ]),
    ),
  },
  {
    path: '/unverified-account',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/unverified-account /limited-account" */ '../features/verification/components/account-state-pages'
        ),
      'UnverifiedAccountPage',
      ({ method }) => areaQueryClient.prefetchQuery(verificationStateQuery(method, actingCustomerId$.value)),
    ),
  },
  {
    path: '/limited-account',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/unverified-account /limited-account" */ '../features/verification/components/account-state-pages'
        ),
      'LimitedAccountPage',
      // The limits, the status and the documents it shows together (account-state-pages.tsx): asked for at once,
      // not the last two once the first had rendered (issue 49: LCP 2.9 s, a second round of calls).
      ({ method }) =>
        Promise.all([
          areaQueryClient.prefetchQuery(limitReasonsQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(verificationStateQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(customerDocumentsQuery(method, actingCustomerId$.value)),
        ]),
    ),
  },
  {
    // issue 30 item 4: the online identity check's pages, public (spec 03 §2), read live or by polling
    path: '/identity-verification/:workflowRunId/:token',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/identity-verification/:workflowRunId/:token /video-identity-job/:id" */ '../features/identity-check/components/identity-check-pages'
        ),
      'IdentityVerificationPage',
    ),
  },
  {
    path: '/video-identity-job/:id',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/identity-verification/:workflowRunId/:token /video-identity-job/:id" */ '../features/identity-check/components/identity-check-pages'
        ),
      'VideoIdentityJobPage',
    ),
  },
  {
    // issue 30 item 3: the customer's profile, and the personal-info update a user may be sent to after sign-in
    path: '/profile',
    page: page(
      () => import(/* webpackChunkName: "first-load:/profile" */ './profile-with-documents'),
      'ProfileWithDocuments',
      ({ method }) =>
        Promise.all([
          areaQueryClient.prefetchQuery(profileQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(verificationStateQuery(method, actingCustomerId$.value)),
          areaQueryClient.prefetchQuery(customerDocumentsQuery(method, actingCustomerId$.value)),
        ]),
    ),
  },
  {
    path: '/profile-update',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/profile-update" */ '../features/profile/components/profile-update-page'
        ),
      'ProfileUpdatePage',
      ({ method }) => areaQueryClient.prefetchQuery(profileQuery(method, actingCustomerId$.value)),
    ),
  },
  {
    path: '/profile/notifications',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/profile/notifications" */ '../features/notifications/components/notification-settings-page'
        ),
      'NotificationSettingsPage',
      ({ method }) => areaQueryClient.prefetchQuery(notificationSettingsQuery(method)),
    ),
  },
  {
    path: '/legal',
    page: page(
      () => import(/* webpackChunkName: "first-load:/legal" */ '../features/legal/components/legal-page'),
      'LegalPage',
      ({ method }) => areaQueryClient.prefetchQuery(legalInfoQuery(method, actingCustomerId$.value)),
    ),
  },
  // issue 30 item 5: tax self-certification (FATCA/CRS); the representative's page is public (its link's secret)
  {
    path: '/self-certification-splash',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/self-certification-splash /self-certification-business-splash" */ '../features/self-certification/components/splash-pages'
        ),
      'SelfCertificationSplashPage',
    ),
  },
  {
    path: '/self-certification-business-splash',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/self-certification-splash /self-certification-business-splash" */ '../features/self-certification/components/splash-pages'
        ),
      'SelfCertificationBusinessSplashPage',
    ),
  },
  {
    path: '/self-certification',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/self-certification /self-certification-business /self-certification-representative" */ '../features/self-certification/components/certification-pages'
        ),
      'SelfCertificationPage',
      ({ method }) => areaQueryClient.prefetchQuery(taxCertificationQuery(method, actingCustomerId$.value)),
    ),
  },
  {
    path: '/self-certification-business',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/self-certification /self-certification-business /self-certification-representative" */ '../features/self-certification/components/certification-pages'
        ),
      'SelfCertificationBusinessPage',
      ({ method }) =>
        areaQueryClient.prefetchQuery(businessTaxCertificationQuery(method, actingCustomerId$.value)),
    ),
  },
  {
    path: '/self-certification-representative',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/self-certification /self-certification-business /self-certification-representative" */ '../features/self-certification/components/certification-pages'
        ),
      'SelfCertificationRepresentativePage',
    ),
  },
];

/**
 * Pages of this area's part of the route table (DESIGN §1, spec 03 §2) that a release does not offer yet. Every
 * page is offered today, so the list is empty; a release that ships before one of its pages lists it here, and the
 * page then says so in a branded panel with the way home, never an empty main area (issue 14). The list is
 * `coming-soon.json`: the build writes it into the release's manifest, and the shell sends nobody to these pages
 * after sign-in.
 */
export const ONBOARDING_COMING_SOON: readonly string[] = comingSoon;

export function OnboardingApp() {
  // issue 31, 47 item 6: a notification reloads the documents, e-mails and verification lists in ONBOARDING_RELOADS.
  useDataReload(areaQueryClient);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {ONBOARDING_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {ONBOARDING_COMING_SOON.map((path) => (
          <Route key={path} path={path} element={<PageComingSoon />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
