import { randomBytes, randomInt } from 'node:crypto';
import type { AllowedIp, ApiKey, ApiRequestLogItem, Webhook } from '@portal/api/catalogue';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { RestRefusal } from '../../../platform/http/errors';
import { customers } from '../../../platform/db/tables';
import type { merchantAllowedIps, merchantApiKeys, merchantApiRequests, merchantWebhooks } from './tables';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import type { MerchantEvents } from './events';
import type { Resolver } from '../../../platform/lib/delivery-target';

/** What the merchant's REST tools share: refusals, limits, new secrets, rows as answers, dates, cursors. */

export class MerchantRestError extends RestRefusal {}

export const MERCHANT_REST_TEXTS = {
  invalid: 'Invalid parameters',
  businessOnly: 'No access: merchant tools are for business customers only',
  webhookNotFound: 'No such webhook.',
  apiKeyNotFound: 'No such API key.',
  allowedIpNotFound: 'No such allowed IP range.',
  requestNotFound: 'No such webhook request.',
  webhookGone: 'The webhook of this request was deleted: it cannot be delivered again.',
} as const;

/** How many of each a customer may have (ours). */
export const MERCHANT_LIMITS = { webhooks: 20, apiKeys: 20, allowedIps: 50, apiLog: 500 } as const;

export const invalid = (errors: string[]) => new MerchantRestError(400, MERCHANT_REST_TEXTS.invalid, errors);

export const webhookSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An API key: `mk_` and 40 random characters (62 each: about 238 bits). */
export function newApiKey(): string {
  let key = 'mk_';
  for (let i = 0; i < 40; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}
/** The first characters kept to tell keys apart (`mk_` and 9 more). */
export const apiKeyPrefix = (key: string): string => key.slice(0, 12);
export const apiKeyHash = (key: string): string => sha256Hex(key);

export type WebhookRow = typeof merchantWebhooks.$inferSelect;
export const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  customerId: row.customerId,
  name: row.name,
  enabled: row.enabled,
  url: row.url,
  secretHint: row.secret.slice(-4),
  createdAt: row.createdAt.toISOString(),
});
export const toApiKey = (row: typeof merchantApiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
export const toAllowedIp = (row: typeof merchantAllowedIps.$inferSelect): AllowedIp => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  ipFrom: row.ipFrom,
  ipTo: row.ipTo,
});
export const toApiRequest = (row: typeof merchantApiRequests.$inferSelect): ApiRequestLogItem => ({
  id: row.id,
  apiKeyId: row.apiKeyId,
  method: row.method,
  path: row.path,
  statusCode: row.statusCode,
  ip: row.ip,
  error: row.error,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
});

/** A name as stored: trimmed, and not blank. */
export function nameOf(name: string, errors: string[]): string {
  const trimmed = name.trim();
  if (trimmed === '') errors.push('name: required');
  return trimmed;
}

/** `YYYY-MM-DD` as the instant its day starts (UTC), or a problem. */
export function dayStart(text: string | undefined, field: string, errors: string[]): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  ) {
    errors.push(`${field}: a date (yyyy-mm-dd)`);
    return undefined;
  }
  return date;
}
export const DAY_MS = 86_400_000;

/** A log page cursor: newer (`p`) or older (`n`) than an item. */
export interface Cursor {
  d: 'n' | 'p';
  id: number;
}
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      (value.d === 'n' || value.d === 'p') &&
      Number.isInteger(value.id) &&
      value.id! > 0 &&
      value.id! < 2 ** 31
    )
      return { d: value.d, id: value.id! };
  } catch {
    // not a cursor
  }
  return undefined;
}

/** `%`, `_` and `\` stand for themselves in a search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MerchantRestDeps {
  db: Database;
  clock: Clock;
  events: MerchantEvents;
  allowedTargets: readonly string[];
  resolve?: Resolver;
}

/** The checks every REST tool makes: the customer is a business, and how many of a kind it has. */
export function createMerchantRestAccess({ db }: Pick<MerchantRestDeps, 'db'>) {
  async function assertBusiness(customerId: number): Promise<void> {
    const [row] = await db
      .select({ customerType: customers.customerType })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (row?.customerType !== 1) throw new MerchantRestError(403, MERCHANT_REST_TEXTS.businessOnly);
  }

  async function countOf(
    table: typeof merchantWebhooks | typeof merchantApiKeys | typeof merchantAllowedIps,
    customerId: number,
  ) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
    return row?.n ?? 0;
  }

  return { assertBusiness, countOf };
}

export type MerchantRestAccess = ReturnType<typeof createMerchantRestAccess>;
