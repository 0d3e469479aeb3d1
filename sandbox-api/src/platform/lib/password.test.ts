import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('the same password twice: gives different hashes, each of which verifies', async () => {
    const first = await hashPassword('Demo-pass-1');
    const second = await hashPassword('Demo-pass-1');

    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo-pass-1', first)).toBe(true);
    expect(await verifyPassword('Demo-pass-1', second)).toBe(true);
  });

  it('another password: does not verify', async () => {
    expect(await verifyPassword('Demo-pass-2', await hashPassword('Demo-pass-1'))).toBe(false);
  });

  it('a malformed stored hash: answers false instead of throwing', async () => {
    expect(await verifyPassword('Demo-pass-1', 'plain-text')).toBe(false);
  });
});
