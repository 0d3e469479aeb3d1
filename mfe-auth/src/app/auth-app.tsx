import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { accessRoutes } from './access-routes';
import { securityRoutes } from './security-routes';

/**
 * This remote's routes (DESIGN §1). Every page but the sign-in page is a lazy chunk, so `/login` stays inside its
 * byte budget.
 */
export function AuthApp() {
  const element = useRoutes([...accessRoutes, ...securityRoutes, { path: '*', element: <PageNotFound /> }]);
  return <Suspense fallback={<PageFallback />}>{element}</Suspense>;
}
