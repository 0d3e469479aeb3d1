/* global describe, it, expect -- jest's globals */
import { refusalOf } from './host-check.mjs';

const SHELL = { contract: '1.2.0', shared: { react: '19.3.1', 'react-dom/': '19.3.1' } };
const manifest = (range, shared = []) => ({ metaData: { hostContract: { range } }, shared });

describe('refusalOf (the shell’s check, for the server and the release script)', () => {
  it('a range the shell meets / hosted', () => {
    expect(refusalOf(manifest('^1.0.0'), SHELL)).toBeUndefined();
  });

  it('a newer contract / refused, naming what is needed and what the shell has', () => {
    expect(refusalOf(manifest('^1.3.0'), SHELL)).toEqual({
      name: '@portal/host-contract',
      required: '^1.3.0',
      provided: '1.2.0',
    });
  });

  it('a shared singleton the shell provides in another major, also by prefix / refused', () => {
    expect(
      refusalOf(manifest('^1.0.0', [{ name: 'react', requiredVersion: '^20.0.0' }]), SHELL),
    ).toMatchObject({
      name: 'react',
      provided: '19.3.1',
    });
    expect(
      refusalOf(manifest('^1.0.0', [{ name: 'react-dom/client', requiredVersion: '^18.0.0' }]), SHELL),
    ).toMatchObject({ name: 'react-dom/client', provided: '19.3.1' });
  });

  it('nothing known of the shell, or a remote from before the contract / hosted', () => {
    expect(refusalOf(manifest('^9.0.0'), undefined)).toBeUndefined();
    expect(refusalOf({ metaData: {} }, SHELL)).toBeUndefined();
  });
});
