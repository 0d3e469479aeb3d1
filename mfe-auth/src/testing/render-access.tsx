import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { renderWithProviders } from '@portal/testing/render';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import access from '../locales/access/en';
import pages from '../locales/pages/en';

/** An i18next instance with this remote's English access texts, as the shell would provide them. */
export function createTestI18n(): I18n {
  return englishTestI18n('auth', { ...access, ...pages });
}

export function testServices(overrides: Partial<PortalServices> = {}) {
  const services = {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
    ...overrides,
  };
  return services as typeof services & PortalServices;
}

/** Renders a page of this remote with its texts, the services and a router at `path`. */
export function renderAccess(
  ui: ReactElement,
  { services = testServices(), path = '/' }: { services?: PortalServices; path?: string } = {},
) {
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="auth">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return { services, ...renderWithProviders(ui, { wrapper: Wrapper }) };
}
