import type { UserState } from '@portal/session/session';
import { postLoginTarget } from './post-login-routing';

const personal: UserState = {
  firstName: 'Anna',
  lastName: 'Novak',
  login: 'anna@x.test',
  customerId: 1,
  customerType: 0,
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
};

describe('postLoginTarget (spec 01 §4)', () => {
  it('rule 1 / old-web user without custom customer id / old web URL', () => {
    expect(postLoginTarget({ ...personal, useOldWeb: true, oldWebUrl: 'https://old.test' })).toEqual({
      kind: 'external',
      url: 'https://old.test',
    });
  });
  it('rule 1 / old-web user acting for a customer / not redirected', () => {
    expect(
      postLoginTarget(
        { ...personal, useOldWeb: true, oldWebUrl: 'https://old.test' },
        { customCustomerId: 5 },
      ),
    ).toEqual({ kind: 'path', path: '/home' });
  });
  it('rule 2 / admin / admin overview, before the personal rules', () => {
    expect(postLoginTarget({ ...personal, isAdmin: true, isNeedKyc: true })).toEqual({
      kind: 'path',
      path: '/admin-overview',
    });
  });
  it('rule 5 / personal info update needed, KYC too / profile update first', () => {
    expect(postLoginTarget({ ...personal, isNeedPersonalInfoUpdate: true, isNeedKyc: true })).toEqual({
      kind: 'path',
      path: '/profile-update',
    });
  });
  it('rule 6 / KYC needed / kyc', () => {
    expect(postLoginTarget({ ...personal, isNeedKyc: true })).toEqual({ kind: 'path', path: '/kyc' });
  });
  it('rule 7 / tax certification required / splash', () => {
    expect(postLoginTarget(personal, { taxCertificationRequired: true })).toEqual({
      kind: 'path',
      path: '/self-certification-splash',
    });
  });
  it('rule 8 / saved path / the saved path', () => {
    expect(postLoginTarget(personal, { savedPath: '/history' })).toEqual({ kind: 'path', path: '/history' });
  });
  it('rule 8 / nothing saved / home', () => {
    expect(postLoginTarget(personal)).toEqual({ kind: 'path', path: '/home' });
  });
  it('business user needing KYC / personal rules do not apply', () => {
    expect(postLoginTarget({ ...personal, customerType: 1, isNeedKyc: true })).toEqual({
      kind: 'path',
      path: '/home',
    });
  });
});
