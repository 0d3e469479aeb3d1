import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PagePrefetch, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$, user$, type UserState } from '@portal/session/session';
import type { BrandConfig } from '@portal/brands/brands';
import { contractsRefusal, type ContractsRefusal } from '@portal/api/catalogue';
import { contractsOf } from '../features/contracts/api/contract-client';
import { contractQuery, contractsQuery } from '../features/contracts/api/contracts';
import { listQueryOf } from '../features/contracts/components/list-filters';
import { ContractsNotOffered } from './contracts-not-offered';

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: PagePrefetch,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/**
 * Whether contracts are offered to the signed-in customer, by the rule the menu and the contract service ask
 * (spec 03 §2; issue 47 item 4); null while no user is known yet.
 */
export function contractsRefusalOf(
  user: UserState | null,
  brand: Pick<BrandConfig, 'contractsEnable'>,
): ContractsRefusal | null {
  if (!user) return null;
  return contractsRefusal({
    contractsEnable: brand.contractsEnable,
    customerType: user.customerType,
    verified: user.verified,
  });
}

/** A page's first data, asked only where contracts are offered (a refused customer gets the page that says why). */
const offered =
  (prefetch: PagePrefetch): PagePrefetch =>
  (services, params) =>
    contractsRefusalOf(user$.value, services.brand) ? Promise.resolve() : prefetch(services, params);

/** The list of the filter in the address. */
const prefetchList = (services: PortalServices) =>
  areaQueryClient.prefetchQuery(
    contractsQuery(
      contractsOf(services),
      actingCustomerId$.value,
      listQueryOf(new URLSearchParams(window.location.search)),
    ),
  );

/** The contract of the address. */
const prefetchOne: PagePrefetch = (services, { contractId }) => {
  const id = Number(contractId);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return areaQueryClient.prefetchQuery(contractQuery(contractsOf(services), actingCustomerId$.value, id));
};

/** This remote's routes (spec 03 §2 "Smart contracts: revenue-split (list), revenue-split/new, revenue-split/{id}"). */
export const CONTRACTS_ROUTES: readonly PageRoute[] = [
  {
    path: '/revenue-split',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/revenue-split" */ '../features/contracts/components/contracts-page'
        ),
      'ContractsPage',
      offered(prefetchList),
    ),
  },
  {
    path: '/revenue-split/new',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/revenue-split/new" */ '../features/contracts/components/new-contract-page'
        ),
      'NewContractPage',
    ),
  },
  {
    path: '/revenue-split/:contractId',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/revenue-split/:contractId" */ '../features/contracts/components/contract-page'
        ),
      'ContractPage',
      offered(prefetchOne),
    ),
  },
];

export function ContractsApp() {
  const { brand } = useServices();
  const refusal = contractsRefusalOf(useSubject(user$), brand);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {CONTRACTS_ROUTES.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={refusal ? <ContractsNotOffered refusal={refusal} /> : <Page />}
          />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
