import { mayCall } from './permissions';
import { testUser } from './testing';

const owner = testUser();
const representative = testUser({ customerType: 1, accessRight: 1, isRepresentative: true });
const initiator = testUser({ customerType: 1, accessRight: 3 });
const support = testUser({ isAdmin: true, accessRight: 1, supportActing: true });

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
