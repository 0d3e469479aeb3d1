import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import onboarding from '../../locales/en';

/** An i18next instance with this remote's English texts, ready at once (tests query by the real texts). */
export function createTestI18n(): I18n {
  return englishTestI18n('onboarding', onboarding);
}

export { callsOf, methodWith, type MethodAnswers as Answers } from '@portal/testing/clients';

/** Renders a page of this remote with the English texts, a fresh query cache, the method client and a brand. */
export function renderOnboarding(
  ui: ReactElement,
  method: PortalServices['method'],
  path = '/',
  brand: PortalServices['brand'] = BRANDS.aurora,
) {
  const services: PortalServices = {
    method,
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="onboarding">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(ui, { wrapper: Wrapper });
}
