import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import access from '../locales/access/en';
import pages from '../locales/pages/en';
import security from '../locales/security/en';

/** An i18next instance with this remote's English texts, ready at once (tests query by the real texts). */
export function createTestI18n(): I18n {
  return englishTestI18n('auth', { ...access, ...pages, ...security });
}

/** Stub services for a page test; the test passes the clients it drives. */
export function testServices(overrides: Partial<PortalServices> = {}): PortalServices {
  return {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
    ...overrides,
  };
}

/** Renders a page of this remote with its texts, a fresh query cache and the given services. */
export function renderWithServices(ui: ReactElement, overrides: Partial<PortalServices> = {}) {
  const services = testServices(overrides);
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="auth">
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </I18nextProvider>
    );
  }
  return { services, ...renderWithProviders(ui, { wrapper: Wrapper }) };
}
