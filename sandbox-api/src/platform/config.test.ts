import path from 'node:path';
import { DEFAULT_RATE_LIMITS, loadConfig, PACKAGE_ROOT } from './config';

describe('loadConfig', () => {
  it('empty environment: listens on 127.0.0.1:4000 with PGlite under <repo>/.data/pglite and tools on', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'pglite-dir', dataDir: path.join(PACKAGE_ROOT, '..', '.data', 'pglite') },
      accessTokenTtlSeconds: 300,
      toolsEnabled: true,
    });
    expect(config.jwtSecret.length).toBe(32);
  });

  it("SANDBOX_TRUST_PROXY: loopback by default (the portal's gateway), else the given proxies", () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ SANDBOX_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('SANDBOX_RATE_LIMITS: raises the named maxima, keeps the windows and the rest; an unknown name throws', () => {
    const config = loadConfig({ SANDBOX_RATE_LIMITS: 'signInCode=100, payeeCheck=60' });

    expect(config.rateLimits.signInCode).toEqual({ ...DEFAULT_RATE_LIMITS.signInCode, max: 100 });
    expect(config.rateLimits.payeeCheck.max).toBe(60);
    expect(config.rateLimits.emailCheck).toEqual(DEFAULT_RATE_LIMITS.emailCheck);
    expect(loadConfig({}).rateLimits.signInCode.max).toBe(5);
    expect(() => loadConfig({ SANDBOX_RATE_LIMITS: 'smsCodes=9' })).toThrow(/SANDBOX_RATE_LIMITS/);
    expect(() => loadConfig({ SANDBOX_RATE_LIMITS: 'signInCode=-1' })).toThrow(/signInCode/);
  });

  it('DATABASE_URL set: chooses PostgreSQL over any PGlite setting', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/sandbox', SANDBOX_DB: 'memory' });

    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://localhost/sandbox' });
  });

  it('SANDBOX_DB=memory, a token lifetime and tools off: are all taken', () => {
    const config = loadConfig({
      SANDBOX_DB: 'memory',
      SANDBOX_ACCESS_TOKEN_TTL: '60',
      SANDBOX_TOOLS: 'off',
      PORT: '4100',
    });

    expect(config).toMatchObject({
      database: { kind: 'pglite-memory' },
      accessTokenTtlSeconds: 60,
      toolsEnabled: false,
      port: 4100,
    });
  });

  it('a token lifetime that is no positive integer: throws naming the variable', () => {
    expect(() => loadConfig({ SANDBOX_ACCESS_TOKEN_TTL: '-5' })).toThrow('SANDBOX_ACCESS_TOKEN_TTL');
  });

  it('SANDBOX_JWT_SECRET set: signs with it, the same in every process', () => {
    expect(loadConfig({ SANDBOX_JWT_SECRET: 'shared' }).jwtSecret.toString()).toBe('shared');
  });

  it('empty environment: the portal of npm start may call; the URL check reaches only the sandbox itself', () => {
    const config = loadConfig({});

    expect(config.portalOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(config.sandboxOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(config.checkUrlOrigins).toEqual(config.sandboxOrigins);
  });

  it('PORT and PORTAL_PORT: the default origins follow them', () => {
    const config = loadConfig({ PORT: '4180', PORTAL_PORT: '8180' });

    expect(config.portalOrigins).toEqual(['http://localhost:8180', 'http://127.0.0.1:8180']);
    expect(config.checkUrlOrigins).toEqual(['http://localhost:4180', 'http://127.0.0.1:4180']);
  });

  it('origin lists set: taken exactly, normalised as a browser names them', () => {
    const config = loadConfig({
      SANDBOX_PORTAL_ORIGINS: 'HTTPS://Portal.Example:443/, http://meridian.localhost:8180',
      SANDBOX_ORIGINS: 'https://sandbox.example',
      SANDBOX_CHECK_URL_ORIGINS: 'https://staging-1.api.example',
    });

    expect(config.portalOrigins).toEqual(['https://portal.example', 'http://meridian.localhost:8180']);
    expect(config.sandboxOrigins).toEqual(['https://sandbox.example']);
    expect(config.checkUrlOrigins).toEqual(['https://staging-1.api.example']);
  });

  it.each(['http://localhost:8080/app', '*.localhost', 'ftp://files.example', 'http://user@localhost:8080'])(
    'an origin list holding %s: throws naming the variable',
    (entry) => {
      expect(() => loadConfig({ SANDBOX_PORTAL_ORIGINS: entry })).toThrow('SANDBOX_PORTAL_ORIGINS');
    },
  );
});
