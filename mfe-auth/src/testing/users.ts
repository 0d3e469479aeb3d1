import type { UserState } from '@portal/session/session';

/**
 * A signed-in user for tests: a personal customer with full access to it unless `changes` says otherwise (a
 * business user's right, a representative, support acting as the customer).
 */
export function testUser(changes: Partial<UserState> = {}): UserState {
  return {
    firstName: 'Anna',
    lastName: 'Simple',
    login: 'anna.simple@demo.test',
    customerId: 20001,
    customerType: 0,
    residenceCountryCode: 'DE',
    isAdmin: false,
    limited: false,
    verified: true,
    twoStepVerificationMode: 'no',
    approvalCodeMode: 'none',
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    permissions: {
      sendMoneyPaxumUser: false,
      sendMoneyUser: false,
      requestMoney: false,
      settlementAccount: false,
      addFundsWireThirdParty: false,
      addFundsBankThirdParty: false,
    },
    isSubAccount: false,
    accessRight: 2,
    isRepresentative: false,
    supportActing: false,
    ...changes,
  };
}
