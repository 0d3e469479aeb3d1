import type { Account } from '@portal/api/catalogue';
import type { PortalServices } from '@portal/session/app-props';
import { renderTransfers, type Answers } from '../../../shared/testing/render-transfers';
import { ExternalTransferPage } from '../components/external-transfer-page';

export { callsOf, methodWith, type Answers } from '../../../shared/testing/render-transfers';

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

/** Renders the external transfer page with the English texts, a fresh query cache and the given method client. */
export function renderExternal(method: PortalServices['method']) {
  return renderTransfers(<ExternalTransferPage />, method);
}
