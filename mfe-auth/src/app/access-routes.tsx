import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/login/components/login-page';
import { lazyWithTexts } from '../utils/text-parts';

// `/login` has a byte budget: every other page is its own lazy chunk (the Suspense boundary is in auth-app.tsx).
const PasswordResetPage = lazyWithTexts('pages', () =>
  import(
    /* webpackChunkName: "first-load:/password-reset" */ '../features/password-reset/components/password-reset-page'
  ).then((m) => m.PasswordResetPage),
);
const ActivationPage = lazyWithTexts('pages', () =>
  import(
    /* webpackChunkName: "first-load:/activate" */ '../features/activation/components/activation-page'
  ).then((m) => m.ActivationPage),
);
const AuthorizePage = lazyWithTexts('pages', () =>
  import(
    /* webpackChunkName: "first-load:/oau /auth/sei" */ '../features/authorize/components/authorize-page'
  ).then((m) => m.AuthorizePage),
);
const ScpPage = lazyWithTexts('pages', () =>
  import(/* webpackChunkName: "first-load:/scp" */ '../features/scp/components/scp-page').then(
    (m) => m.ScpPage,
  ),
);
const ScpMobilePage = lazyWithTexts('pages', () =>
  import(/* webpackChunkName: "first-load:/scp-mobile" */ '../features/scp/components/scp-mobile-page').then(
    (m) => m.ScpMobilePage,
  ),
);
const TermsPage = lazyWithTexts('pages', () =>
  import(/* webpackChunkName: "first-load:/legal-terms" */ '../features/terms/components/terms-page').then(
    (m) => m.TermsPage,
  ),
);

/** Sign-in, activation, password reset, authorize, second-factor enablement and the terms page (spec 01 §2). */
export const accessRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/password-reset', element: <PasswordResetPage /> },
  { path: '/activate', element: <ActivationPage /> },
  { path: '/oau', element: <AuthorizePage /> },
  { path: '/auth/sei', element: <AuthorizePage /> },
  { path: '/scp', element: <ScpPage /> },
  { path: '/scp-mobile', element: <ScpMobilePage /> },
  { path: '/legal-terms', element: <TermsPage /> },
];
