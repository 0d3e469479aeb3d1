import { testUser } from '@portal/session/testing';
import type { CustomerAccess } from '@portal/api/catalogue';
import {
  accessChoiceTarget,
  authorisedUserTarget,
  businessAccessTarget,
  postLoginTarget,
} from './post-login-routing';

/** A personal customer with full access, whom each rule changes as it needs. */
const personal = testUser();

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

  it('a personal activation / goes home even when KYC or the personal info is pending (spec 03 §4 "Activation")', () => {
    const pending = { ...personal, isNeedKyc: true, isNeedPersonalInfoUpdate: true };
    expect(postLoginTarget(pending, { authFlow: 'activation' })).toEqual({ kind: 'path', path: '/home' });
    expect(postLoginTarget(pending, { authFlow: 'password' })).toEqual({
      kind: 'path',
      path: '/profile-update',
    });
    expect(postLoginTarget({ ...pending, customerType: 1 }, { authFlow: 'activation' })).toEqual({
      kind: 'authorisedUser',
    });
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
  it('rule 3 / business user without related accounts, needing KYC / authorised-user info first', () => {
    expect(postLoginTarget({ ...personal, customerType: 1, isNeedKyc: true })).toEqual({
      kind: 'authorisedUser',
    });
  });
  it('rule 4 / business user with related accounts / customer accesses first', () => {
    expect(postLoginTarget({ ...personal, customerType: 1, isHaveRelatedAccounts: true })).toEqual({
      kind: 'customerAccesses',
    });
  });
  it('rule 2 before 3 / business admin / admin overview', () => {
    expect(postLoginTarget({ ...personal, customerType: 1, isAdmin: true })).toEqual({
      kind: 'path',
      path: '/admin-overview',
    });
  });
  it('no login e-mail / sign-in page', () => {
    expect(postLoginTarget({ ...personal, login: '' }, { savedPath: '/history' })).toEqual({
      kind: 'path',
      path: '/login',
    });
  });
});

const business = testUser({
  customerType: 1,
  businessName: 'Ben Logistics GmbH',
  oldWebUrl: 'http://old-web.test/business',
});
const info = { email: 'ben@x.test', businessName: 'Ben Logistics GmbH', firstName: 'Ben', lastName: 'Kohl' };

describe('authorisedUserTarget (spec 01 §4 rule 3)', () => {
  it('info loaded / old web URL carrying the info, e-mail and business name', () => {
    const target = authorisedUserTarget(business, info);
    expect(target.kind).toBe('external');
    const url = new URL(target.kind === 'external' ? target.url : '');
    expect(url.origin + url.pathname).toBe('http://old-web.test/business');
    expect(url.searchParams.get('email')).toBe('ben@x.test');
    expect(url.searchParams.get('businessName')).toBe('Ben Logistics GmbH');
    expect(url.searchParams.get('firstName')).toBe('Ben');
  });
  it('info failed / sign-in page', () => {
    expect(authorisedUserTarget(business, undefined)).toEqual({ kind: 'path', path: '/login' });
  });
});

const access: CustomerAccess = {
  customerId: 7,
  businessName: 'Bianca Studio Ltd',
  accessRight: 2,
  balanceInfo: true,
  selfCertification: 'validated',
};

describe('accessChoiceTarget (spec 01 §4 rule 4)', () => {
  it('accesses exist / the choice', () => {
    expect(accessChoiceTarget([access])).toEqual({ kind: 'choose', accesses: [access] });
  });
  it('no accesses / sign-in page', () => {
    expect(accessChoiceTarget([])).toEqual({ kind: 'path', path: '/login' });
  });
});

describe('businessAccessTarget (spec 03 §4)', () => {
  it('KYC needed / kyc, before everything', () => {
    expect(businessAccessTarget({ isNeedKyc: true }, { ...access, balanceInfo: false }, '/history')).toEqual({
      kind: 'path',
      path: '/kyc',
    });
  });
  it('no balance access / company documents, before a stored path', () => {
    expect(businessAccessTarget({ isNeedKyc: false }, { ...access, balanceInfo: false }, '/history')).toEqual(
      { kind: 'path', path: '/company-documents' },
    );
  });
  it('stored path / the stored path', () => {
    expect(businessAccessTarget({ isNeedKyc: false }, access, '/history')).toEqual({
      kind: 'path',
      path: '/history',
    });
  });
  it.each(['validated', 'pending'] as const)('self-certification %s / home', (selfCertification) => {
    expect(businessAccessTarget({ isNeedKyc: false }, { ...access, selfCertification })).toEqual({
      kind: 'path',
      path: '/home',
    });
  });
  it('self-certification required / business splash', () => {
    expect(businessAccessTarget({ isNeedKyc: false }, { ...access, selfCertification: 'required' })).toEqual({
      kind: 'path',
      path: '/self-certification-business-splash',
    });
  });
});
