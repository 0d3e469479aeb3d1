import type { ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Account, MethodName } from '@portal/api/contract';
import { BRANDS } from '@portal/brands/brands';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { stubAuthClient, stubMethodClient, stubSecurityClient } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import en from '../../../locales/en';
import { ExternalTransferPage } from '../components/external-transfer-page';

/** An i18next instance with the transfers texts in English, ready at once (tests query by the real texts). */
function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['transfers'],
    defaultNS: 'transfers',
    resources: { en: { transfers: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

type Answer = (request: Record<string, unknown>) => unknown;
export type Answers = Partial<Record<MethodName, Answer>>;

export const account = (accountId: number, currencyCode: string, balance: string): Account => ({
  accountId,
  type: 1001,
  accountStatusId: 2,
  currencyCode,
  balance,
  accountBalanceMin: '0',
  pendingAmount: '0',
  customerId: 20401,
});

/** The answers every render needs: accounts, countries, kinds, nothing saved; the test's own answers win. */
export function baseAnswers(overrides: Answers = {}): Answers {
  return {
    balanceInquiry: () => ({
      accounts: { account: [account(1, 'EUR', '5000.00'), account(2, 'USD', '3000.00')] },
    }),
    getCountries: () => ({
      dictionary: {
        country: [
          { code: 'DE', name: 'Germany', phoneCode: '49' },
          { code: 'BR', name: 'Brazil', phoneCode: '55' },
        ],
      },
    }),
    getAvailableTransfers: (request) =>
      request.countryCode === 'BR'
        ? {
            transfers: [
              { type: 'eft', currencies: ['USD'] },
              { type: 'oct', currencies: ['EUR', 'USD'] },
            ],
          }
        : {
            transfers: [
              { type: 'wire', currencies: ['EUR', 'USD'] },
              { type: 'oct', currencies: ['EUR', 'USD'] },
            ],
          },
    getExtraParams: () => ({ params: [] }),
    getBeneficiaries: () => ({ beneficiaries: [], externalCards: [] }),
    getRecentTransfers: () => ({ transfers: [] }),
    getCustomerLimits: () => ({ limits: [] }),
    getExternalFee: () => ({ fee: '15.00', total: '0' }),
    getMaxAmount: () => ({ maxAmount: '4900.00', minAmount: '1.00', currencyCode: 'EUR' }),
    ...overrides,
  };
}

/** A method client answering from `answers`; any other call rejects, so an unexpected call shows. */
export function methodWith(answers: Answers) {
  return stubMethodClient(
    jest.fn(async (name: MethodName, request: Record<string, unknown>) => {
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(request);
    }),
  );
}

/** The calls made to one operation, their requests only. */
export const callsOf = (method: { call: jest.Mock }, name: MethodName) =>
  method.call.mock.calls.filter(([called]) => called === name).map(([, request]) => request as unknown);

/** Renders the external transfer page with the English texts, a fresh query cache and the given method client. */
export function renderExternal(method: PortalServices['method']) {
  const services: PortalServices = {
    method,
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
  };
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="transfers">
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(<ExternalTransferPage />, { wrapper: Wrapper });
}
