import {
  ACCOUNT_TYPES,
  LOGO_FILE_PART,
  RESPONSE_CODES,
  type PageRequest,
  type WebhookEventType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import type { Database } from '../../../platform/db/client';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken } from '../../../platform/lib/crypto';
import type { PaymentReceived } from '../../../platform/payment-received';
import { createMerchantRepository, type MerchantRepository, type PaymentRefunds } from './repository';

export const MERCHANT_TEXTS = {
  businessOnly: 'The merchant tools are for business customers.',
  subscriptionNotFound: 'No such subscription.',
  alreadyCancelled: 'subscriptionId: the subscription is cancelled already',
  accountNotFound: 'No such account.',
  ipnNotFound: 'No such IPN message.',
  logoNotFound: 'No such logo.',
  buttonNotFound: 'No such saved button.',
  notAnImage: `${LOGO_FILE_PART}: must be a PNG, JPEG, SVG or WebP image`,
} as const;

/** The events of M1's delivery service this area sends (merchant-hooks/events.ts). */
export interface MerchantEventSink {
  emit(customerId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
}

/** What came of posting an IPN message (platform/lib/delivery-target.ts `TargetOutcome`). */
export interface IpnPostOutcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The target guard of platform/lib/delivery-target.ts: every request to a merchant's URL goes through it. */
export interface IpnTransport {
  /** The problems of a notify URL (syntax, and an address that is private, loopback or link-local); [] when fine. */
  check(url: string): Promise<string[]>;
  /** Checks the URL again (DNS may change) and POSTs the form body to it. */
  post(url: string, body: string, headers: Record<string, string>): Promise<IpnPostOutcome>;
}

/** M1's event service (merchant-hooks/events.ts `MerchantEvents`) as this area uses it. */
export interface MerchantEventSource extends MerchantEventSink {
  onPaymentReceived(listener: (payment: PaymentReceived) => Promise<void>): void;
}

export interface MerchantServiceOptions {
  db: Database;
  clock: Clock;
  events?: MerchantEventSink;
  ipn?: IpnTransport;
  /** The refunds of received payments that reputation counts (the public merchant API's; the area's index.ts). */
  refunds: PaymentRefunds;
  /** Failures of a listener are logged, never thrown into the payment. */
  log?: (message: string, error: unknown) => void;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const pageOf = (request: PageRequest) => ({
  limit: request.pageSize,
  offset: (request.pageNumber - 1) * request.pageSize,
});
export const negate = (amount: string) => new Decimal(amount).negated().toFixed();
export const AMOUNT_TEXT = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;
export const ACTIVE = 2;

/** A new secret: a prefix that says what it is, then 32 random bytes (URL-safe). */
export const newSecret = (prefix: string) => `${prefix}_${randomToken(32)}`;
/** The TA1 lines of a button's return address that is not http(s) (none when it is). */
export function urlProblems(field: string, url: string): string[] {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return [`${field}: must be an http or https address`];
    return [];
  } catch {
    return [`${field}: must be an http or https address`];
  }
}

/**
 * What every group of the merchant tools shares: the repository, the check that the customer is a merchant, its
 * usable accounts, and the webhook events (connected later by app.ts, so read at each emit).
 */
export function createMerchantContext(options: MerchantServiceOptions) {
  const { db, clock } = options;
  const repository = createMerchantRepository(db);
  const log = options.log ?? ((message, error) => console.error(message, error));
  let events = options.events;

  async function assertMerchant(customerId: number, repo: MerchantRepository = repository): Promise<void> {
    const type = await repo.customerType(customerId);
    if (type !== 1) throw methodError(RESPONSE_CODES.noAccess, MERCHANT_TEXTS.businessOnly);
  }

  /** An account of the merchant that pays fees and receives payments: an active payment-kind account. */
  async function merchantAccount(repo: MerchantRepository, customerId: number, accountId: number) {
    const account = await repo.account(customerId, accountId);
    if (!account) return undefined;
    const usable =
      account.statusId === ACTIVE &&
      (account.type === ACCOUNT_TYPES.payment ||
        account.type === ACCOUNT_TYPES.prePayment ||
        account.type === ACCOUNT_TYPES.receiving);
    return usable ? account : undefined;
  }

  async function emit(customerId: number, type: WebhookEventType, data: Record<string, unknown>) {
    if (!events) return;
    try {
      await events.emit(customerId, type, data);
    } catch (error) {
      log(`merchant: the ${type} event of customer ${customerId} was not sent`, error);
    }
  }

  return {
    db,
    clock,
    repository,
    log,
    refunds: options.refunds,
    assertMerchant,
    merchantAccount,
    emit,
    /** The events' service from now on (connectEvents). */
    useEvents(source: MerchantEventSink) {
      events = source;
    },
  };
}

export type MerchantContext = ReturnType<typeof createMerchantContext>;
