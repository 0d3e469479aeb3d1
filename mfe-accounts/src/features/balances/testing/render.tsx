import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { Account } from '@portal/api/catalogue';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import accounting from '../../../locales/accounting/en';
import en from '../../../locales/en';

/**
 * Test helpers of this remote's pages (every feature's tests use them): the English texts, stub services, a
 * router at a path, and a fresh query cache. The texts of the accounting export's dialog, a part loaded with it
 * (features/accounting-exports/texts.ts), are in from the start.
 */
export function createTestI18n(): I18n {
  return englishTestI18n('accounts', { ...en, accounting });
}

export const TEST_API_BASE_URL = 'http://sandbox.test';

export function testServices(overrides: Partial<PortalServices> = {}): PortalServices {
  return {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: TEST_API_BASE_URL,
    helpdeskBaseUrl: `${TEST_API_BASE_URL}/helpdesk/api/v1`,
    tokens: stubTokenSource(),
    ...overrides,
  };
}

/** The router's current location, for asserting what a page put in the address bar. */
export interface LocationProbe {
  pathname: string;
  search: string;
}

function Probe({ into }: { into: LocationProbe }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

/**
 * Renders a page at `path`; with `route` (e.g. `/receive/:id`) the page is that route's element, so it reads its
 * parameters.
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', route, ...overrides }: Partial<PortalServices> & { path?: string; route?: string } = {},
) {
  const services = testServices(overrides);
  const i18n = createTestI18n();
  const location: LocationProbe = { pathname: '', search: '' };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="accounts">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>
            {route ? (
              <Routes>
                <Route path={route} element={children} />
              </Routes>
            ) : (
              children
            )}
            <Probe into={location} />
          </MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return { services, location, ...renderWithProviders(ui, { wrapper: Wrapper }) };
}

/** An account as the balance inquiry answers it. */
export function testAccount(fields: Partial<Account> & Pick<Account, 'accountId'>): Account {
  return {
    type: 1001,
    currencyCode: 'EUR',
    balance: '100.00',
    accountBalanceMin: '0.00',
    pendingAmount: '0.00',
    accountStatusId: 2,
    customerId: 1,
    ...fields,
  };
}

/**
 * A method client answering from a table of handlers by method name; an unexpected method fails the test. Each
 * handler gets the request.
 */
export function methodServer(handlers: Record<string, (request: Record<string, unknown>) => unknown>) {
  return stubMethodClient(
    jest.fn(async (name: string, request: Record<string, unknown>) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected method ${name}`);
      return handler(request);
    }),
  );
}

/** The calls made to one method, as [request, options] pairs. */
export function callsOf(method: { call: jest.Mock }, name: string): [Record<string, unknown>, unknown][] {
  return method.call.mock.calls
    .filter(([called]) => called === name)
    .map(([, request, options]) => [request as Record<string, unknown>, options]);
}
