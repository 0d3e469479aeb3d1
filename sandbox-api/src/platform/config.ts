import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@portal/api/catalogue';
import { fileURLToPath } from 'node:url';

/**
 * Development defaults of the secrets the product and the provider share: the same constants on both sides, so
 * `npm start` works without set-up. Any real deployment sets `HELPDESK_SHARED_SECRET` and `HELPDESK_SERVICE_KEY`.
 */
export const DEV_HELPDESK_SHARED_SECRET = 'dev-helpdesk-shared-secret-not-for-production';
export const DEV_HELPDESK_SERVICE_KEY = 'dev-helpdesk-service-key-not-for-production';

/** The provider's port in development (`npm start`); the e2e names one per worker (e2e/support/ports.ts). */
export const DEFAULT_HELPDESK_PORT = 4100;

/** Where the package lives, so paths work from any working directory (tsx, jest, drizzle-kit). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** In memory; `loadDataDir` starts it from a dump of another (a test's seeded template, testing/seeded-template.ts). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'pglite-dir'; dataDir: string };

/** At most `max` in any `windowMs`, per key (a user, an e-mail or a client address). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The operations counted per key (http/rate-limit.ts); each answers 429 once its limit is reached. */
export type RateLimitName =
  | 'signInCode'
  | 'emailCheck'
  | 'phoneCheck'
  | 'payeeCheck'
  | 'passwordReset'
  | 'activationResend'
  | 'registration'
  | 'captcha'
  | 'globalPayment'
  | 'contactCode'
  | 'representativeLink'
  | 'merchantApi'
  | 'checkout'
  | 'passkeySignIn';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/**
 * Limits on what sends a message or tells whether an address has an account (issue 22, DESIGN §5). Per user or
 * e-mail where there is one, so the e2e journeys, which sign many users in from one address, stay below them.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimit> = {
  // Per user: each code may be an SMS the bank pays for.
  signInCode: { max: 5, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address (the check is public): a sign-in page checks each e-mail typed, a listing needs thousands.
  emailCheck: { max: 100, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: the registration form checks the phone typed (issue 29).
  phoneCheck: { max: 100, windowMs: FIFTEEN_MINUTES_MS },
  // Per user: a transfer form checks a payee or two; each answer tells whether an e-mail has an account.
  payeeCheck: { max: 30, windowMs: FIFTEEN_MINUTES_MS },
  // Per e-mail: each one mails the address.
  passwordReset: { max: 5, windowMs: FIFTEEN_MINUTES_MS },
  activationResend: { max: 5, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: each registration creates a customer and mails an activation link (issue 29).
  registration: { max: 30, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: each human-check challenge is a row when solved; a registration needs one or two.
  captcha: { max: 60, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: a global-pay recipient's calls (public, keyed by the payment secret, issue 15). One claim
  // takes a few dozen; the secret cannot be guessed, and this keeps anyone from trying.
  globalPayment: { max: 300, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: a passkey sign-in's challenges (public; each is a row until it expires, issue 50). A page asks
  // one when it shows and one per try.
  passkeySignIn: { max: 100, windowMs: FIFTEEN_MINUTES_MS },
  // Per customer: each confirmation code of a profile e-mail or phone is a message to an address the customer typed
  // (issue 30 item 3); a resend waits a minute per address on top.
  contactCode: { max: 10, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: a representative's tax certification by the auth secret of their link (public, issue 30
  // item 5); a certification takes a few calls, and the secret cannot be guessed.
  representativeLink: { max: 300, windowMs: FIFTEEN_MINUTES_MS },
  // Per API key (or per client address for an unknown key): the public merchant API (issue 33 item 3) is a
  // merchant's server calling; a busy shop makes a few requests a second, a key-guesser gets no further.
  merchantApi: { max: 1000, windowMs: FIFTEEN_MINUTES_MS },
  // Per client address: the hosted checkout of saved buttons (public, issue 33 item 4); a payer opens a page or two
  // and creates one payment request, so this only stops one address from flooding the merchant with requests.
  checkout: { max: 120, windowMs: FIFTEEN_MINUTES_MS },
};

export interface SandboxConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** HS256 key of access tokens; random per process unless set, so tokens die with the process. */
  jwtSecret: Buffer;
  accessTokenTtlSeconds: number;
  /** `/sandbox/*` developer tools; off in any environment that must not expose the outbox. */
  toolsEnabled: boolean;
  /**
   * Exact origins of the portal's pages (scheme, host, port): the only sites CORS lets call the sandbox from a
   * browser, and the only other sites the tools answer.
   */
  portalOrigins: string[];
  /**
   * Proxies whose `X-Forwarded-For` names the caller (Fastify's `trustProxy`): the portal's server forwards the
   * method API, auth and live channel from its own origin (DESIGN §8), so by default loopback.
   */
  trustProxy: string;
  /** Exact origins the sandbox itself is reached at: its own pages (the device page's forms) come from them. */
  sandboxOrigins: string[];
  /** Exact origins `POST /service/check-urls` may fetch; nothing else is ever requested (issue 22). */
  checkUrlOrigins: string[];
  /** Time a live-channel socket has to send its `auth` message (contract live.ts). */
  liveAuthTimeoutMs: number;
  rateLimits: Record<RateLimitName, RateLimit>;
  /**
   * Transactions seeded into the history of the large-history demo user (issue 4: at least 10,000 by default;
   * tests seed fewer unless they are about the large history).
   */
  demoHistoryTransactions: number;
  /**
   * The human check of business registration (issue 29): the largest number a challenge hides, so the work a browser
   * does (on average half of it, in SHA-256 hashes), and the HMAC key that signs challenges (random per process).
   */
  captchaMaxNumber: number;
  captchaKey: Buffer;
  /**
   * The help-desk provider (issue 31, sandbox-api/src/providers/helpdesk): its origin (`HELPDESK_URL`, read server to server
   * only, the one other address the sandbox calls), the secret that signs the product's JWT and checks the
   * provider's events (`HELPDESK_SHARED_SECRET`), and the service key of its server-to-server paths.
   */
  helpdeskUrl: string;
  helpdeskSharedSecret: string;
  helpdeskServiceKey: string;
  /**
   * The demo webhook receiver (issue 33, src/merchant-receiver): the port it listens on, on 127.0.0.1
   * (`MERCHANT_RECEIVER_PORT`; default the sandbox's port + 1000; 0: not started).
   */
  merchantReceiverPort: number;
  /**
   * `host:port` targets that webhook and IPN deliveries may reach although they are loopback or private
   * (`WEBHOOK_ALLOWED_TARGETS`, comma-separated; default the demo receiver on 127.0.0.1 and localhost). Every
   * other private, loopback or link-local target is refused (lib/delivery-target.ts).
   */
  webhookAllowedTargets: string[];
  /** Back-off of webhook retries in seconds (`WEBHOOK_RETRY_DELAYS`; default `WEBHOOK_RETRY_DELAYS_SECONDS`). */
  webhookRetryDelaysSeconds: number[];
  /** How often due webhook retries are looked for (ms; 0: never, a test sweeps by hand). */
  webhookSweepIntervalMs: number;
  /**
   * How often the contract scheduler applies the moves that contracts' dates make due (ms;
   * `SANDBOX_CONTRACT_TICK_MS`, default 5000): activation, expiry, a termination taking effect (issue 47 item 3).
   */
  contractTickIntervalMs: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function nonNegativeInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`${name} must be a port number or 0, got "${value}"`);
  return parsed;
}

/** `host:port` entries, lower case; `WEBHOOK_ALLOWED_TARGETS`. */
function hostPortList(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry))
        throw new Error(`WEBHOOK_ALLOWED_TARGETS must list host:port entries, got "${entry}"`);
      return entry;
    });
}

/** `WEBHOOK_RETRY_DELAYS`: seconds, comma-separated (`1,2` for a quick demo of retries). */
function retryDelays(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return [...WEBHOOK_RETRY_DELAYS_SECONDS];
  return value.split(',').map((entry) => positiveInteger(entry.trim(), 1, 'WEBHOOK_RETRY_DELAYS'));
}

function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.SANDBOX_DB === 'memory') return { kind: 'pglite-memory' };
  const repoRoot = path.resolve(PACKAGE_ROOT, '..');
  return { kind: 'pglite-dir', dataDir: env.SANDBOX_DATA_DIR || path.join(repoRoot, '.data', 'pglite') };
}

/** An http(s) URL that is an origin and nothing more, or undefined. */
function parseOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    // A path, query or user would suggest a narrower rule than the one applied, which is the whole origin.
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of origins, each normalised (`HTTP://LocalHost:80` is `http://localhost`). */
function originList(value: string | undefined, fallback: string[], name: string): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = parseOrigin(entry);
      if (!origin) throw new Error(`${name} must list origins such as http://localhost:8080, got "${entry}"`);
      return origin;
    });
}

/**
 * `SANDBOX_RATE_LIMITS`: other maxima per window, as `name=max` pairs separated by commas, e.g.
 * `signInCode=100` for the e2e journeys, which sign one SMS user in more often than a person would.
 */
function rateLimits(value: string | undefined): Record<RateLimitName, RateLimit> {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const entry of (value ?? '').split(',').filter(Boolean)) {
    const [name = '', max] = entry.split('=').map((part) => part.trim());
    if (!Object.hasOwn(limits, name))
      throw new Error(`SANDBOX_RATE_LIMITS names ${Object.keys(limits).join(', ')}; got "${name}"`);
    const limit = limits[name as RateLimitName];
    limits[name as RateLimitName] = {
      ...limit,
      max: positiveInteger(max, limit.max, `SANDBOX_RATE_LIMITS ${name}`),
    };
  }
  return limits;
}

/** A site on this machine as the browser names it: by `localhost` and by the loopback address. */
const localOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = positiveInteger(env.PORT, 4000, 'PORT');
  // `npm start` and the e2e name the portal's origins exactly (scripts/serve.mjs); alone, the sandbox expects
  // the portal where `npm start` serves it.
  const portalPort = positiveInteger(env.PORTAL_PORT, 8080, 'PORTAL_PORT');
  const sandboxOrigins = originList(env.SANDBOX_ORIGINS, localOrigins(port), 'SANDBOX_ORIGINS');
  const merchantReceiverPort = nonNegativeInteger(
    env.MERCHANT_RECEIVER_PORT,
    port + 1000 <= 65_535 ? port + 1000 : 0,
    'MERCHANT_RECEIVER_PORT',
  );
  return {
    port,
    host: env.HOST || '127.0.0.1',
    database: databaseTarget(env),
    jwtSecret: env.SANDBOX_JWT_SECRET ? Buffer.from(env.SANDBOX_JWT_SECRET, 'utf8') : randomBytes(32),
    accessTokenTtlSeconds: positiveInteger(env.SANDBOX_ACCESS_TOKEN_TTL, 300, 'SANDBOX_ACCESS_TOKEN_TTL'),
    toolsEnabled: env.SANDBOX_TOOLS !== 'off',
    portalOrigins: originList(env.SANDBOX_PORTAL_ORIGINS, localOrigins(portalPort), 'SANDBOX_PORTAL_ORIGINS'),
    trustProxy: env.SANDBOX_TRUST_PROXY || 'loopback',
    sandboxOrigins,
    // By default the URL check may reach only the sandbox itself: the one back end this deployment knows.
    checkUrlOrigins: originList(env.SANDBOX_CHECK_URL_ORIGINS, sandboxOrigins, 'SANDBOX_CHECK_URL_ORIGINS'),
    liveAuthTimeoutMs: 5000,
    rateLimits: rateLimits(env.SANDBOX_RATE_LIMITS),
    demoHistoryTransactions: positiveInteger(env.SANDBOX_DEMO_HISTORY, 10_000, 'SANDBOX_DEMO_HISTORY'),
    captchaMaxNumber: positiveInteger(env.SANDBOX_CAPTCHA_MAX_NUMBER, 50_000, 'SANDBOX_CAPTCHA_MAX_NUMBER'),
    captchaKey: env.SANDBOX_CAPTCHA_KEY ? Buffer.from(env.SANDBOX_CAPTCHA_KEY, 'utf8') : randomBytes(32),
    helpdeskUrl: env.HELPDESK_URL || `http://127.0.0.1:${env.HELPDESK_PORT || DEFAULT_HELPDESK_PORT}`,
    helpdeskSharedSecret: env.HELPDESK_SHARED_SECRET || DEV_HELPDESK_SHARED_SECRET,
    helpdeskServiceKey: env.HELPDESK_SERVICE_KEY || DEV_HELPDESK_SERVICE_KEY,
    merchantReceiverPort,
    webhookAllowedTargets: hostPortList(
      env.WEBHOOK_ALLOWED_TARGETS,
      merchantReceiverPort === 0
        ? []
        : [`127.0.0.1:${merchantReceiverPort}`, `localhost:${merchantReceiverPort}`],
    ),
    webhookRetryDelaysSeconds: retryDelays(env.WEBHOOK_RETRY_DELAYS),
    webhookSweepIntervalMs: 5000,
    contractTickIntervalMs: positiveInteger(env.SANDBOX_CONTRACT_TICK_MS, 5000, 'SANDBOX_CONTRACT_TICK_MS'),
  };
}
