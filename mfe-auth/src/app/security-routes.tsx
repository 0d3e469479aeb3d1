import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the remote's sign-in page has a byte budget (AuthApp's Suspense shows the fallback).
const SecuritySettingsPage = lazy(() =>
  import('./security-settings-page').then((module) => ({ default: module.SecuritySettingsPage })),
);
const LoginHistoryPage = lazy(() =>
  import('../features/login-history/components/login-history-page').then((module) => ({
    default: module.LoginHistoryPage,
  })),
);
const AdminOverviewPage = lazy(() =>
  import('../features/admin/components/admin-overview-page').then((module) => ({
    default: module.AdminOverviewPage,
  })),
);

/** Security settings, login history and the admin overview (spec 01 §2, spec 02 §2). */
export const securityRoutes: RouteObject[] = [
  { path: '/setting', element: <SecuritySettingsPage /> },
  { path: '/login-history', element: <LoginHistoryPage /> },
  { path: '/admin-overview', element: <AdminOverviewPage /> },
];
