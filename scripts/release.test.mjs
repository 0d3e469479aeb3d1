/* global describe, it, expect, jest -- jest's globals */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseRemote, whatToRelease } from './release.mjs';
import { readPointer } from './releases.mjs';

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
      'name a remote: mfe-auth, mfe-accounts, mfe-transfers, mfe-onboarding, mfe-support, mfe-contracts, mfe-merchant',
    );
    expect(() => whatToRelease(['payments'], root)).toThrow('no remote payments');
  });
});

describe('releaseRemote / a build the deployed shell would refuse (issue 28 item 6)', () => {
  /** A deployed shell that provides host contract 1.2.0, and a built remote that needs `range`. */
  function setUp(range) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-check-'));
    const deployDir = path.join(scratch, 'deploy');
    fs.mkdirSync(deployDir);
    fs.writeFileSync(path.join(deployDir, 'index.html'), '<!doctype html>');
    fs.writeFileSync(
      path.join(deployDir, 'host-provides.json'),
      JSON.stringify({ contract: '1.2.0', shared: {} }),
    );
    const builtDir = path.join(scratch, 'built');
    fs.mkdirSync(builtDir);
    const metaData = {
      name: 'mfe_accounts',
      buildInfo: { buildVersion: '2.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      hostContract: { range, builtWith: range.slice(1) },
    };
    fs.writeFileSync(path.join(builtDir, 'mf-manifest.json'), JSON.stringify({ metaData, shared: [] }));
    fs.writeFileSync(path.join(builtDir, 'remoteEntry.js'), '/* entry */');
    return { deployDir, from: builtDir, app: whatToRelease(['accounts'], root).app };
  }

  it('refused without --force: nothing published, the reason named', async () => {
    const { deployDir, from, app } = setUp('^2.0.0');
    await expect(releaseRemote({ app, deployDir, from })).rejects.toThrow(
      'the deployed shell would refuse mfe_accounts: it needs @portal/host-contract ^2.0.0, the shell provides 1.2.0; nothing released',
    );
    expect(readPointer(deployDir).mfe_accounts).toBeUndefined();
  });

  it('with --force: published, with a warning', async () => {
    const { deployDir, from, app } = setUp('^2.0.0');
    const warn = jest.fn();
    const { event } = await releaseRemote({ app, deployDir, from, force: true, warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('released anyway (--force)'));
    expect(readPointer(deployDir).mfe_accounts.version).toBe(event.version);
  });

  it('a range the shell meets: published, no warning', async () => {
    const { deployDir, from, app } = setUp('^1.0.0');
    const warn = jest.fn();
    await releaseRemote({ app, deployDir, from, warn });
    expect(warn).not.toHaveBeenCalled();
    expect(readPointer(deployDir).mfe_accounts).toBeDefined();
  });
});
