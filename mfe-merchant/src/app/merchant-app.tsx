import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { MerchantClient } from '@portal/api/merchant';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { installmentsQuery, subscribersQuery } from '../features/subscribers/api/subscribers';
import { merchantClientOf } from '../features/webhooks/api/merchant-client';
import {
  allowedIpsQuery,
  apiKeysQuery,
  webhookRequestsQuery,
  webhooksQuery,
} from '../features/webhooks/api/webhooks-api';
import { hasFullAccess, INTERNAL_FALLBACK_PATH, useFullAccess } from '../shared/may-call';
import { MERCHANT_HOME, MERCHANT_ROOT } from '../shared/sections';
import { useDataReload } from './data-reload';
import styles from './merchant-app.module.css';

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/**
 * The first data of the pages whose lists fill the screen, asked for with their code (issue 49: rendered first with
 * a short skeleton, the subscribers page pushed its second list out of view as the first came, CLS 0.25; the
 * internal pages 0.06-0.09). The internal ones only for a user with full access, whom they serve (spec 03 §6).
 */
/** An internal page's first data, asked only for a user with full access (the others are sent elsewhere). */
const forFullAccess =
  (prefetch: (client: MerchantClient) => Promise<unknown>) => (services: PortalServices) =>
    hasFullAccess(user$.value) ? prefetch(merchantClientOf(services)) : Promise.resolve();

const prefetchOf = {
  subscribers: ({ method }: PortalServices) =>
    Promise.all([
      areaQueryClient.prefetchQuery(subscribersQuery(method, actingCustomerId$.value, 1)),
      areaQueryClient.prefetchQuery(installmentsQuery(method, actingCustomerId$.value, 1)),
    ]),
  apiKey: forFullAccess((client) =>
    Promise.all([
      areaQueryClient.prefetchQuery(apiKeysQuery(client, actingCustomerId$.value)),
      areaQueryClient.prefetchQuery(allowedIpsQuery(client, actingCustomerId$.value)),
    ]),
  ),
  apiLog: forFullAccess((client) =>
    areaQueryClient.prefetchQuery(apiKeysQuery(client, actingCustomerId$.value)),
  ),
  webhookLog: forFullAccess((client) =>
    Promise.all([
      areaQueryClient.prefetchQuery(webhooksQuery(client, actingCustomerId$.value)),
      // The log as it opens: no filter (webhook-requests-card.tsx).
      areaQueryClient.prefetchQuery(webhookRequestsQuery(client, actingCustomerId$.value, {})),
    ]),
  ),
};

/** A merchant route; `internal` ones need full access (spec 03 §6). */
export interface MerchantRoute extends PageRoute {
  internal?: boolean;
}

/**
 * This remote's routes (spec 03 §2 "Merchant root redirects to security verification. Buttons: my_saved_buttons,
 * pbn_settings, business_logos. Internal: api_key, api_log, webhook_log (only users with full access; others go to
 * saved buttons). Also accounts/subscribers, security/verification and its history, security/reputation,
 * ipn/history, ipn/settings."). The root's redirect is a route of its own below.
 */
export const MERCHANT_ROUTES: readonly MerchantRoute[] = [
  {
    path: '/merchant/security/verification',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant /merchant/security/verification" */ '../features/verification/components/verification-page'
        ),
      'VerificationPage',
    ),
  },
  {
    path: '/merchant/security/verification/history',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/security/verification/history" */ '../features/verification/components/verification-history-page'
        ),
      'VerificationHistoryPage',
    ),
  },
  {
    path: '/merchant/security/reputation',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/security/reputation" */ '../features/reputation/components/reputation-page'
        ),
      'ReputationPage',
    ),
  },
  {
    path: '/merchant/buttons/my_saved_buttons',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/buttons/my_saved_buttons" */ '../features/buttons/components/saved-buttons-page'
        ),
      'SavedButtonsPage',
    ),
  },
  {
    path: '/merchant/buttons/pbn_settings',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/buttons/pbn_settings" */ '../features/buttons/components/pbn-settings-page'
        ),
      'PbnSettingsPage',
    ),
  },
  {
    path: '/merchant/buttons/business_logos',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/buttons/business_logos" */ '../features/buttons/components/business-logos-page'
        ),
      'BusinessLogosPage',
    ),
  },
  {
    path: '/merchant/accounts/subscribers',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/accounts/subscribers" */ '../features/subscribers/components/subscribers-page'
        ),
      'SubscribersPage',
      prefetchOf.subscribers,
    ),
  },
  {
    path: '/merchant/ipn/history',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/ipn/history" */ '../features/ipn/components/ipn-history-page'
        ),
      'IpnHistoryPage',
    ),
  },
  {
    path: '/merchant/ipn/settings',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/ipn/settings" */ '../features/ipn/components/ipn-settings-page'
        ),
      'IpnSettingsPage',
    ),
  },
  {
    path: '/merchant/internal/api_key',
    internal: true,
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/internal/api_key" */ '../features/webhooks/components/api-key-page'
        ),
      'ApiKeyPage',
      prefetchOf.apiKey,
    ),
  },
  {
    path: '/merchant/internal/api_log',
    internal: true,
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/internal/api_log" */ '../features/webhooks/components/api-log-page'
        ),
      'ApiLogPage',
      prefetchOf.apiLog,
    ),
  },
  {
    path: '/merchant/internal/webhook_log',
    internal: true,
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/merchant/internal/webhook_log" */ '../features/webhooks/components/webhook-log-page'
        ),
      'WebhookLogPage',
      prefetchOf.webhookLog,
    ),
  },
];

/** An internal page, or saved buttons for a user without full access (spec 03 §2, §6). */
export function FullAccessOnly({ children }: { children: ReactNode }) {
  return useFullAccess() ? children : <Navigate to={INTERNAL_FALLBACK_PATH} replace />;
}

export function MerchantApp() {
  // issue 47 item 6: a batch partly executed or a card closed reloads the accounts in MERCHANT_RELOADS.
  useDataReload(areaQueryClient);
  return (
    <div className={styles.area}>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path={MERCHANT_ROOT} element={<Navigate to={MERCHANT_HOME} replace />} />
          {MERCHANT_ROUTES.map(({ path, page: Page, internal }) => (
            <Route
              key={path}
              path={path}
              element={
                internal ? (
                  <FullAccessOnly>
                    <Page />
                  </FullAccessOnly>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<PageNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
