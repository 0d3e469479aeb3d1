import { mayCall } from './permissions';
import type { UserState } from './session';

const owner: UserState = {
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
};
const representative: UserState = { ...owner, customerType: 1, accessRight: 1, isRepresentative: true };
const initiator: UserState = { ...owner, customerType: 1, accessRight: 3 };
const support: UserState = { ...owner, isAdmin: true, accessRight: 1, supportActing: true };

describe('mayCall (issue 22: the portal hides what the sandbox would refuse)', () => {
  it.each([
    ['the owner', owner, { balanceInquiry: true, showPin: true, addCurrency: true, transferP2p: true }],
    [
      'a read-only representative',
      representative,
      {
        balanceInquiry: false,
        showPin: false,
        addCurrency: false,
        transferP2p: false,
        getCustomerInfo: true,
      },
    ],
    ['an initiator (right 3)', initiator, { balanceInquiry: true, addCurrency: false, transferP2p: true }],
    [
      'support acting as the customer',
      support,
      { balanceInquiry: true, showPin: false, changePin: false, cardBlock: true, transferP2p: false },
    ],
  ] as const)('%s', (_who, user, expected) => {
    const answers = Object.fromEntries(
      Object.keys(expected).map((method) => [method, mayCall(user, method as never)]),
    );
    expect(answers).toEqual(expected);
  });

  it('signed out: public operations only', () => {
    expect([mayCall(null, 'getCountries'), mayCall(null, 'balanceInquiry')]).toEqual([true, false]);
  });
});
