/* global describe, it, expect -- jest's globals */
import path from 'node:path';
import { whatToRelease } from './release.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('whatToRelease', () => {
  it.each(['accounts', 'mfe-accounts', '@portal/mfe-accounts', 'mfe_accounts'])(
    'from the root, %s / the accounts remote',
    (name) => {
      expect(whatToRelease([name], root).app.name).toBe('mfe_accounts');
    },
  );

  it('from the root, a remote and a version / both', () => {
    expect(whatToRelease(['transfers', '1.0.0'], root)).toEqual({
      app: expect.objectContaining({ name: 'mfe_transfers' }),
      version: '1.0.0',
    });
  });

  it('inside a remote’s folder, nothing named / that remote; a lone word is the version', () => {
    const inside = path.join(root, 'mfe-accounts');

    expect(whatToRelease([], inside).app.name).toBe('mfe_accounts');
    expect(whatToRelease(['1.0.0'], inside)).toEqual({
      app: expect.objectContaining({ name: 'mfe_accounts' }),
      version: '1.0.0',
    });
  });

  it('from the root, no remote or an unknown one / refused, naming the remotes', () => {
    expect(() => whatToRelease([], root)).toThrow(
      'name a remote: mfe-auth, mfe-accounts, mfe-transfers, mfe-onboarding',
    );
    expect(() => whatToRelease(['payments'], root)).toThrow('no remote payments');
  });
});
