import {
  MERCHANT_API_KEY_HEADER,
  MERCHANT_API_PATHS,
  type MerchantApiError,
  type MerchantPaymentRequest,
} from '@portal/api/catalogue';
import { ipInRange } from '@portal/api/merchant-webhooks';
import Decimal from 'decimal.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CURRENCIES } from '../../../platform/db/reference-data';
import { answerRefusalsIn, ApiError, describeValidationIssues } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import { SYSTEM_CUSTOMER_ID } from '../../../money/ledger';
import type { LivePublisher } from '../../../platform/live/service';
import { minorUnitsOf } from '../../../money/fees';
import type { MerchantEvents } from './events';
import { receivedPayments, RefundError, refundPayment } from './payments';
import type { MerchantWebhooksRepository } from './repository';
import {
  paymentByIdSchema,
  paymentRequestByIdSchema,
  paymentRequestSchema,
  paymentsSchema,
  REFUND_AMOUNT,
  refundSchema,
} from './schemas';
import { apiKeyHash } from './service';

/**
 * The public merchant API (issue 33 item 3; ours, `MERCHANT_API_PATH`): a merchant's server calls it with an API
 * key (`Authorization: Bearer <key>` or `X-Api-Key`), looked up by its SHA-256. An unknown key is 401
 * `invalidKey`, a disabled one 403 `keyDisabled`, a source address outside every ENABLED allowed-IP range of the
 * customer 403 `ipNotAllowed`. A customer with no enabled range is reached from anywhere (as before any range is
 * set: ranges narrow access, they are not needed to open it). The source address is `request.ip`: behind the
 * trusted proxy (loopback by default, `trustProxy`) it is the `X-Forwarded-For` it names. Every call with a known
 * key, refused or not, is logged in the API request log (status, address, duration), and counted by the rate
 * limiter (per key; per address for an unknown key).
 */

export class MerchantApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: MerchantApiError,
    message: string,
  ) {
    super(message);
  }
}

export const MERCHANT_API_TEXTS = {
  invalidKey: 'The API key is missing or unknown.',
  keyDisabled: 'The API key is disabled.',
  ipNotAllowed: 'Requests from this address are not allowed for this API key.',
  notFound: 'Not found.',
} as const;

interface CallContext {
  started: number;
  apiKeyId?: number;
  customerId?: number;
  error?: string;
}

/** What the public merchant API works with: the slice's repository, the clock, the events, the rate limiter. */
export interface MerchantApiOptions {
  repository: MerchantWebhooksRepository;
  clock: Clock;
  events: MerchantEvents;
  limits: RateLimiter;
  live?: LivePublisher;
}

/** The key a request carries, if any. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+/i.test(header))
    return header.replace(/^Bearer\s+/i, '').trim();
  const named = request.headers[MERCHANT_API_KEY_HEADER.toLowerCase()];
  return typeof named === 'string' && named.trim() !== '' ? named.trim() : undefined;
}

export interface NewPaymentRequest {
  customerId: number;
  /** The key that asked; null when the hosted checkout created it (merchant-checkout). */
  apiKeyId: number | null;
  amount: string;
  currencyCode: string;
  description: string;
  reference?: string | null;
  payerEmail?: string | null;
}

/**
 * A new open payment request of a merchant: the one way one is made, by the public API and by the hosted checkout
 * (merchant-checkout). An amount that is not over 0 or has more decimals than the currency's minor units, an unknown
 * currency or an empty description is refused (400 `invalidRequest`).
 */
export async function createPaymentRequest(
  repository: Pick<MerchantWebhooksRepository, 'insertPaymentRequest'>,
  now: Date,
  input: NewPaymentRequest,
): Promise<MerchantPaymentRequest> {
  const invalid = (message: string) => new MerchantApiFailure(400, 'invalidRequest', message);
  const { amount, currencyCode, description, reference, payerEmail } = input;
  if (!CURRENCIES.some((currency) => currency.code === currencyCode))
    throw invalid('currencyCode: not a currency the bank offers');
  const value = new Decimal(amount);
  if (!value.greaterThan(0)) throw invalid('amount: must be more than 0');
  const minor = minorUnitsOf(currencyCode);
  if (value.decimalPlaces() > minor) throw invalid(`amount: at most ${minor} decimals in ${currencyCode}`);
  if (description.trim() === '') throw invalid('description: required');
  return repository.insertPaymentRequest({
    customerId: input.customerId,
    apiKeyId: input.apiKeyId,
    amount: value.toFixed(minor),
    currencyCode,
    description: description.trim(),
    reference: reference?.trim() || null,
    payerEmail: payerEmail?.trim() || null,
    createdAt: now,
  });
}

const INT32_MAX = 2_147_483_647;

export const merchantApiRoutes: FastifyPluginAsync<MerchantApiOptions> = async (
  app,
  { repository, clock, events, limits, live },
) => {
  const calls = new WeakMap<FastifyRequest, CallContext>();
  const contextOf = (request: FastifyRequest): CallContext => {
    let context = calls.get(request);
    if (!context) {
      context = { started: performance.now() };
      calls.set(request, context);
    }
    return context;
  };

  answerRefusalsIn(app, {
    answer(error, request, reply) {
      const context = contextOf(request);
      const send = (statusCode: number, code: MerchantApiError, message: string) => {
        context.error = code === 'invalidRequest' ? message : code;
        return reply.code(statusCode).send({ error: code, message });
      };
      if (error instanceof MerchantApiFailure) return send(error.statusCode, error.error, error.message);
      if (error.validation)
        return send(
          400,
          'invalidRequest',
          describeValidationIssues(error.validation, error.validationContext ?? 'body').join('; '),
        );
      if (error instanceof ApiError && error.statusCode === 429) {
        reply.headers(error.headers);
        return send(429, 'rateLimited', error.body.responseDescription ?? 'Too many requests.');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return send(400, 'invalidRequest', 'body: could not be read');
      return undefined;
    },
  });

  // Before anything else: the key, the rate, the key's state and the source address.
  app.addHook('onRequest', async (request) => {
    const context = contextOf(request);
    const key = keyOf(request);
    const hash = key === undefined || key.length > 200 ? undefined : apiKeyHash(key);
    await limits.hit('merchantApi', hash ? `key:${hash}` : `ip:${request.ip}`);
    const row = hash ? await repository.apiKeyOfHash(hash) : undefined;
    if (!row) throw new MerchantApiFailure(401, 'invalidKey', MERCHANT_API_TEXTS.invalidKey);
    context.apiKeyId = row.id;
    context.customerId = row.customerId;
    if (!row.enabled) throw new MerchantApiFailure(403, 'keyDisabled', MERCHANT_API_TEXTS.keyDisabled);
    const ranges = await repository.enabledAllowedIps(row.customerId);
    // No enabled range: allowed from anywhere (see above).
    if (ranges.length > 0 && !ranges.some((range) => ipInRange(request.ip, range.ipFrom, range.ipTo)))
      throw new MerchantApiFailure(403, 'ipNotAllowed', MERCHANT_API_TEXTS.ipNotAllowed);
    await repository.touchApiKey(row.id, clock.now());
  });

  // Every call with a known key, refused or not, goes into the API request log, written before the answer leaves so
  // that a merchant who reads the log after a call finds it there (written after the answer, a read right after a
  // call on a busy machine missed it).
  app.addHook('onSend', async (request, reply, payload) => {
    const context = calls.get(request);
    if (!context || context.customerId === undefined) return payload;
    try {
      await repository.insertApiRequest({
        customerId: context.customerId,
        apiKeyId: context.apiKeyId ?? null,
        method: request.method,
        path: request.url.split('?')[0]!.slice(0, 500),
        statusCode: reply.statusCode,
        ip: request.ip,
        error: context.error?.slice(0, 500) ?? null,
        durationMs: Math.max(0, Math.round(performance.now() - context.started)),
        createdAt: clock.now(),
      });
    } catch (error) {
      request.log.error({ err: error }, 'merchant API log failed');
    }
    return payload;
  });

  const customerOf = (request: FastifyRequest) => contextOf(request).customerId!;
  const idOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    if (id > INT32_MAX) throw new MerchantApiFailure(404, 'notFound', MERCHANT_API_TEXTS.notFound);
    return id;
  };
  const invalid = (message: string) => new MerchantApiFailure(400, 'invalidRequest', message);

  app.post<{
    Body: {
      amount: string;
      currencyCode: string;
      description: string;
      reference?: string;
      payerEmail?: string;
    };
  }>(MERCHANT_API_PATHS.paymentRequests, { schema: paymentRequestSchema }, async (request, reply) => {
    const created = await createPaymentRequest(repository, clock.now(), {
      ...request.body,
      customerId: customerOf(request),
      apiKeyId: contextOf(request).apiKeyId ?? null,
    });
    return reply.code(201).send(created);
  });

  app.get(MERCHANT_API_PATHS.paymentRequest, { schema: paymentRequestByIdSchema }, async (request) => {
    const paymentRequest = await repository.paymentRequest(customerOf(request), idOf(request));
    if (!paymentRequest) throw new MerchantApiFailure(404, 'notFound', MERCHANT_API_TEXTS.notFound);
    return paymentRequest;
  });

  app.get<{ Querystring: { limit?: string } }>(
    MERCHANT_API_PATHS.payments,
    { schema: paymentsSchema },
    async (request) => ({
      payments: await receivedPayments(repository, customerOf(request), {
        limit: request.query.limit === undefined ? 20 : Number(request.query.limit),
      }),
    }),
  );

  app.get(MERCHANT_API_PATHS.payment, { schema: paymentByIdSchema }, async (request) => {
    const [payment] = await receivedPayments(repository, customerOf(request), { journalId: idOf(request) });
    if (!payment) throw new MerchantApiFailure(404, 'notFound', MERCHANT_API_TEXTS.notFound);
    return payment;
  });

  app.post(MERCHANT_API_PATHS.refund, { schema: refundSchema }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw invalid('body: must be an object');
    const extra = Object.keys(body).filter((name) => name !== 'amount');
    if (extra.length > 0) throw invalid(`body: unknown field ${extra[0]}`);
    const amount = body.amount;
    if (amount !== undefined && (typeof amount !== 'string' || !REFUND_AMOUNT.test(amount)))
      throw invalid('amount: must be a decimal amount such as 12.50');
    const customerId = customerOf(request);
    try {
      const refund = await refundPayment(repository, customerId, idOf(request), amount, clock.now());
      live?.publish(customerId, {
        type: 'transaction',
        payload: { accountId: refund.merchantAccountId, transactionId: refund.journalId },
      });
      if (refund.payerCustomerId !== SYSTEM_CUSTOMER_ID)
        live?.publish(refund.payerCustomerId, {
          type: 'transaction',
          payload: { accountId: refund.payerAccountId, transactionId: refund.journalId },
        });
      events.emitLater(customerId, 'payment.refunded', {
        paymentId: refund.payment.id,
        refundId: refund.refundId,
        transactionId: refund.journalId,
        amount: refund.amount,
        currencyCode: refund.currencyCode,
        payerEmail: refund.payment.payerEmail,
        payerName: refund.payment.payerName,
        refundedAmount: refund.payment.refundedAmount,
      });
      return {
        refund: {
          id: refund.refundId,
          transactionId: refund.journalId,
          amount: refund.amount,
          currencyCode: refund.currencyCode,
        },
        payment: refund.payment,
      };
    } catch (error) {
      if (!(error instanceof RefundError)) throw error;
      if (error.reason === 'notFound') throw new MerchantApiFailure(404, 'notFound', error.message);
      if (error.reason === 'insufficientFunds')
        throw new MerchantApiFailure(409, 'insufficientFunds', error.message);
      throw invalid(error.message);
    }
  });
};
