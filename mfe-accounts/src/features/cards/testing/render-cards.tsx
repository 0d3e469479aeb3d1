import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import cards from '../../../locales/cards/en';
import cardsFirst from '../../../locales/cards-first/en';
import en from '../../../locales/en';
import { cardRoutes } from '../routes';

/**
 * An i18next instance with the cards texts in English, and what the area says outside the user's access, ready at
 * once (tests query by the real texts).
 */
export function createTestI18n(): I18n {
  return englishTestI18n('accounts', { cards: { ...cardsFirst, ...cards }, access: en.access });
}

export { callsOf, methodWith, type MethodAnswers as Answers } from '@portal/testing/clients';

/** Where the router is: tests read navigations from it. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Renders the cards routes at `path` with the English texts, a fresh query cache and the given method client. */
export function renderCards(path: string, method: PortalServices['method']) {
  const services: PortalServices = {
    method,
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="accounts">
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{cardRoutes()}</Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: Wrapper },
  );
}
