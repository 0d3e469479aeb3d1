import fs from 'node:fs';
import path from 'node:path';
import { APPROVAL_PROTOCOL, CONTRACT_EVENTS, HOST_CONTRACT_VERSION } from './contract';

describe('host contract', () => {
  it('version / the package version is the contract version, a plain major.minor.patch', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };

    // The build reads package.json (the range it stamps into a remote); the shell reads the constant.
    expect(pkg.version).toBe(HOST_CONTRACT_VERSION);
    expect(HOST_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('events / each named once, the approval protocol among them', () => {
    expect(new Set(CONTRACT_EVENTS).size).toBe(CONTRACT_EVENTS.length);
    expect(CONTRACT_EVENTS).toEqual(expect.arrayContaining(Object.values(APPROVAL_PROTOCOL)));
  });
});
