import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/login/components/login-page';

// `/login` has a byte budget: every other page is its own lazy chunk (the Suspense boundary is in auth-app.tsx).
const PasswordResetPage = lazy(() =>
  import('../features/password-reset/components/password-reset-page').then((m) => ({
    default: m.PasswordResetPage,
  })),
);
const ActivationPage = lazy(() =>
  import('../features/activation/components/activation-page').then((m) => ({ default: m.ActivationPage })),
);
const AuthorizePage = lazy(() =>
  import('../features/authorize/components/authorize-page').then((m) => ({ default: m.AuthorizePage })),
);
const ScpPage = lazy(() =>
  import('../features/scp/components/scp-page').then((m) => ({ default: m.ScpPage })),
);
const ScpMobilePage = lazy(() =>
  import('../features/scp/components/scp-mobile-page').then((m) => ({ default: m.ScpMobilePage })),
);
const TermsPage = lazy(() =>
  import('../features/terms/components/terms-page').then((m) => ({ default: m.TermsPage })),
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
