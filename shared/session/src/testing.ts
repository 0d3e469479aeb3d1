import type { UserState } from './session';

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
    isStrictMode: false,
    isConverted: false,
    businessRepresentativeId: null,
    businessRepresentativePositionIds: [],
    ...changes,
  };
}

/** Bianca acting for Nordlicht Trading GmbH: read only, without balance access (the sandbox's representative). */
export const representative = testUser({
  firstName: 'Bianca',
  lastName: 'Rossi',
  customerId: 20204,
  customerType: 1,
  businessName: 'Nordlicht Trading GmbH',
  accessRight: 1,
  isRepresentative: true,
});

/** An administrator acting as a personal customer as support. */
export const support = testUser({
  firstName: 'Adam',
  lastName: 'Adler',
  isAdmin: true,
  accessRight: 1,
  supportActing: true,
});

/** A business user who may initiate transfers only (right 3). */
export const initiator = testUser({
  firstName: 'Ivan',
  customerType: 1,
  businessName: 'Bianca Studio Ltd',
  accessRight: 3,
});
