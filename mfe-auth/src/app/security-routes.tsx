import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../utils/text-parts';

/**
 * A security page with its server-state cache: TanStack Query loads with these chunks, not with the sign-in page,
 * which has a byte budget.
 */
function withQuery(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page, { QueryProvider }] = await Promise.all([
      load(),
      import(
        /* webpackChunkName: "first-load:/setting /login-history /admin-overview" */ '@portal/remote/query'
      ),
    ]);
    return function SecurityPage() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    };
  };
}

// Each page is its own chunk (AuthApp's Suspense shows the fallback).
const SecuritySettingsPage = lazyWithTexts(
  'security',
  withQuery(() =>
    import(/* webpackChunkName: "first-load:/setting" */ './security-settings-page').then(
      (module) => module.SecuritySettingsPage,
    ),
  ),
);
const LoginHistoryPage = lazyWithTexts(
  'security',
  withQuery(() =>
    import(/* webpackChunkName: "first-load:/login-history" */ './login-history-page').then(
      (module) => module.LoginHistoryPage,
    ),
  ),
);
const AdminOverviewPage = lazyWithTexts(
  'security',
  withQuery(() =>
    import(
      /* webpackChunkName: "first-load:/admin-overview" */ '../features/admin/components/admin-overview-page'
    ).then((module) => module.AdminOverviewPage),
  ),
);

/** Security settings, login history with the actions by support, and the admin overview (spec 01 §2, spec 02 §2). */
export const securityRoutes: RouteObject[] = [
  { path: '/setting', element: <SecuritySettingsPage /> },
  { path: '/login-history', element: <LoginHistoryPage /> },
  { path: '/admin-overview', element: <AdminOverviewPage /> },
];
