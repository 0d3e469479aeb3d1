import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ACCOUNT_TYPES, CARD_STATUS, type Account } from '@portal/api/catalogue';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import transfers from '../../locales/en';

/** An i18next instance with this remote's English texts, ready at once (tests query by the real texts). */
export function createTestI18n(): I18n {
  return englishTestI18n('transfers', transfers);
}

export { callsOf, methodWith, type MethodAnswers as Answers } from '@portal/testing/clients';

/** A live payment account (type 1001). */
export function paymentAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountId: 11,
    type: ACCOUNT_TYPES.payment,
    accountStatusId: CARD_STATUS.active,
    currencyCode: 'EUR',
    balance: '5000.00',
    accountBalanceMin: '0',
    pendingAmount: '0',
    customerId: 1,
    ...overrides,
  };
}

/** The balance inquiry's answer for these accounts. */
export const balances = (...accounts: Account[]) => ({ accounts: { account: accounts } });

/** Renders a page of this remote with the English texts, a fresh query cache and the given method client. */
export function renderTransfers(ui: ReactElement, method: PortalServices['method'], path = '/') {
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
      <I18nextProvider i18n={i18n} defaultNS="transfers">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(ui, { wrapper: Wrapper });
}
