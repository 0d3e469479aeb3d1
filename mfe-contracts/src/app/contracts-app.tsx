import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$ } from '@portal/session/session';
import { contractsOf } from '../features/contracts/api/contract-client';
import { contractQuery, contractsQuery } from '../features/contracts/api/contracts';
import { listQueryOf } from '../features/contracts/components/list-filters';
import { PageFallback } from './page-fallback';

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/** The list of the filter in the address. */
const prefetchList = (services: PortalServices) =>
  areaQueryClient.prefetchQuery(
    contractsQuery(
      contractsOf(services),
      actingCustomerId$.value,
      listQueryOf(new URLSearchParams(window.location.search)),
    ),
  );

/** The contract in the address. */
const prefetchOne = (services: PortalServices) => {
  const id = Number(/\/revenue-split\/(\d+)/.exec(window.location.pathname)?.[1]);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return areaQueryClient.prefetchQuery(contractQuery(contractsOf(services), actingCustomerId$.value, id));
};

/** This remote's routes (spec 03 §2 "Smart contracts: revenue-split (list), revenue-split/new, revenue-split/{id}"). */
export const CONTRACTS_ROUTES: readonly PageRoute[] = [
  {
    path: '/revenue-split',
    page: page(
      () => import('../features/contracts/components/contracts-page'),
      'ContractsPage',
      prefetchList,
    ),
  },
  {
    path: '/revenue-split/new',
    page: page(() => import('../features/contracts/components/new-contract-page'), 'NewContractPage'),
  },
  {
    path: '/revenue-split/:contractId',
    page: page(() => import('../features/contracts/components/contract-page'), 'ContractPage', prefetchOne),
  },
];

export function ContractsApp() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {CONTRACTS_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
