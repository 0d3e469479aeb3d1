import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, signJwt, verifyJwt } from './jwt';

const SECRET = Buffer.from('unit-test-secret');
const content = {
  sub: '501',
  customerId: 20001,
  sid: '3f2b8c1e-5d4a-4b6f-9a7e-1c2d3e4f5a6b',
  iat: 1_000,
  exp: 1_300,
};
const claims = { ...content, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE };
const at = (seconds: number) => new Date(seconds * 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand around the same claims, to try what signJwt itself never produces. */
function signedWith(
  header: { alg: string },
  payload: Record<string, unknown> = claims,
  secret: Uint8Array = SECRET,
) {
  return new SignJWT(payload).setProtectedHeader(header).sign(secret);
}

describe('verifyJwt', () => {
  it('token it signed, before expiry: answers the claims with issuer and audience', async () => {
    expect(await verifyJwt(await signJwt(content, SECRET), SECRET, at(1_299))).toEqual(claims);
  });

  it('at the expiry second: answers null', async () => {
    expect(await verifyJwt(await signJwt(content, SECRET), SECRET, at(1_300))).toBeNull();
  });

  it('payload changed after signing: answers null', async () => {
    const [header, , signature] = (await signJwt(content, SECRET)).split('.');
    const tampered = `${header}.${base64url({ ...claims, customerId: 20003 })}.${signature}`;

    expect(await verifyJwt(tampered, SECRET, at(1_100))).toBeNull();
  });

  it('alg none without a signature: answers null', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

    expect(await verifyJwt(unsigned, SECRET, at(1_100))).toBeNull();
  });

  it('no algorithm in the header: answers null', async () => {
    const [, payload, signature] = (await signJwt(content, SECRET)).split('.');

    expect(
      await verifyJwt(`${base64url({ typ: 'JWT' })}.${payload}.${signature}`, SECRET, at(1_100)),
    ).toBeNull();
  });

  it('HS512 with the right key: answers null, only HS256 is accepted', async () => {
    expect(await verifyJwt(await signedWith({ alg: 'HS512' }), SECRET, at(1_100))).toBeNull();
  });

  it('signed with another key: answers null', async () => {
    expect(await verifyJwt(await signJwt(content, Buffer.from('other')), SECRET, at(1_100))).toBeNull();
  });

  it('another issuer: answers null', async () => {
    const token = await signedWith({ alg: 'HS256' }, { ...claims, iss: 'someone-else' });

    expect(await verifyJwt(token, SECRET, at(1_100))).toBeNull();
  });

  it('another audience: answers null', async () => {
    const token = await signedWith({ alg: 'HS256' }, { ...claims, aud: 'another-api' });

    expect(await verifyJwt(token, SECRET, at(1_100))).toBeNull();
  });

  it('no session id: answers null, so no token outlives a session check', async () => {
    const { sid: _sid, ...withoutSession } = claims;

    expect(await verifyJwt(await signedWith({ alg: 'HS256' }, withoutSession), SECRET, at(1_100))).toBeNull();
  });

  it('not a token at all: answers null', async () => {
    expect(await verifyJwt('not.a.token', SECRET, at(1_100))).toBeNull();
  });
});
