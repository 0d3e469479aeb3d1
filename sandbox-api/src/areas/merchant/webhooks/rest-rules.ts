import { randomBytes, randomInt } from 'node:crypto';
import { RestRefusal } from '../../../platform/http/errors';
import type { CountedKind, MerchantWebhooksRepository } from './repository';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import type { MerchantEvents } from './events';
import type { Resolver } from '../../../platform/lib/delivery-target';

/** What the merchant's REST tools share: refusals, limits, new secrets, dates, cursors. */

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

/** What the REST tools work with: the slice's repository, the clock, the webhook events, the delivery targets. */
export interface MerchantRestDeps {
  repository: MerchantWebhooksRepository;
  clock: Clock;
  events: MerchantEvents;
  allowedTargets: readonly string[];
  resolve?: Resolver;
}

/** The checks every REST tool makes: the customer is a business, and how many of a kind it has. */
export function createMerchantRestAccess({ repository }: Pick<MerchantRestDeps, 'repository'>) {
  async function assertBusiness(customerId: number): Promise<void> {
    if ((await repository.customerType(customerId)) !== 1)
      throw new MerchantRestError(403, MERCHANT_REST_TEXTS.businessOnly);
  }

  /** How many webhooks, API keys or allowed IP ranges the customer has. */
  const countOf = (kind: CountedKind, customerId: number) => repository.countOf(kind, customerId);

  return { assertBusiness, countOf };
}

export type MerchantRestAccess = ReturnType<typeof createMerchantRestAccess>;
