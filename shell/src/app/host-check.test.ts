import { refusalOf, type FederationManifest, type HostProvides } from './host-check';

const host: HostProvides = {
  contract: '1.4.2',
  shared: { react: '19.3.1', 'react/': '19.3.1', '@portal/session/': '0.1.0', i18next: '27.1.2' },
};

const manifest = (range?: string, shared: FederationManifest['shared'] = []): FederationManifest => ({
  metaData: range ? { hostContract: { range, builtWith: range.replace(/^\D+/, '') } } : {},
  shared,
});

describe('refusalOf', () => {
  it.each(['^1.0.0', '^1.4.2', '~1.4.0', '>=1.2.0 <2.0.0', '1.4.2'])(
    'a remote needing host contract %s / this 1.4.2 shell hosts it',
    (range) => {
      expect(refusalOf(manifest(range), host)).toBeUndefined();
    },
  );

  it.each(['^2.0.0', '^1.5.0', '~1.3.0', '0.9.0'])(
    'a remote needing host contract %s / refused, naming the range and this shell’s version',
    (range) => {
      expect(refusalOf(manifest(range), host)).toEqual({
        name: '@portal/host-contract',
        required: range,
        provided: '1.4.2',
      });
    },
  );

  it('a remote from before the contract (no range) / hosted', () => {
    expect(refusalOf({ shared: [] }, host)).toBeUndefined();
  });

  it('a remote built against another React / refused before it runs: a singleton is never loaded twice', () => {
    const built = manifest('^1.0.0', [
      { name: 'react', requiredVersion: '20.0.0' },
      { name: 'react/jsx-runtime', requiredVersion: '^20.0.0' },
    ]);

    expect(refusalOf(built, host)).toEqual({ name: 'react', required: '20.0.0', provided: '19.3.1' });
  });

  it('a subpath of a prefix share / checked against the prefix’s version', () => {
    const built = manifest('^1.0.0', [{ name: '@portal/session/session', requiredVersion: '^0.2.0' }]);

    expect(refusalOf(built, host)).toEqual({
      name: '@portal/session/session',
      required: '^0.2.0',
      provided: '0.1.0',
    });
  });

  it('singletons this shell shares, in range / hosted; what the shell does not share is the remote’s own', () => {
    const built = manifest('^1.0.0', [
      { name: 'react', requiredVersion: '19.3.1' },
      { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
      { name: 'i18next', requiredVersion: '^27.0.0' },
      { name: '@portal/session/react', requiredVersion: '^0.1.0' },
      { name: 'formik', requiredVersion: '^9.0.0' },
      { name: 'i18next', requiredVersion: false },
    ]);

    expect(refusalOf(built, host)).toBeUndefined();
  });
});
