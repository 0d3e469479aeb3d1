import { signJwt, verifyJwt } from './jwt';

const SECRET = Buffer.from('unit-test-secret');
const claims = { sub: '501', customerId: 20001, iat: 1_000, exp: 1_300 };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyJwt', () => {
  it('token it signed, before expiry: answers the claims', () => {
    expect(verifyJwt(signJwt(claims, SECRET), SECRET, 1_299)).toEqual(claims);
  });

  it('at the expiry second: answers null', () => {
    expect(verifyJwt(signJwt(claims, SECRET), SECRET, 1_300)).toBeNull();
  });

  it('payload changed after signing: answers null', () => {
    const [header, , signature] = signJwt(claims, SECRET).split('.');
    const tampered = `${header}.${base64url({ ...claims, customerId: 20003 })}.${signature}`;

    expect(verifyJwt(tampered, SECRET, 1_100)).toBeNull();
  });

  it('alg none without a signature: answers null', () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

    expect(verifyJwt(unsigned, SECRET, 1_100)).toBeNull();
  });

  it('signed with another key: answers null', () => {
    expect(verifyJwt(signJwt(claims, Buffer.from('other')), SECRET, 1_100)).toBeNull();
  });
});
