import { randomBytes } from 'node:crypto';
import { MERCHANT_CHECKOUT_PATH } from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { answerRefusalsIn, ApiError } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import { CHECKOUT_TEXTS, checkoutPage, instructionsPage, messagePage } from './pages';
import type { CheckoutService } from './service';

/**
 * The hosted checkout's routes (issue 33 item 4), public like a payment page and counted per client address by the
 * rate limiter (`checkout`):
 * - `POST /checkout` — a saved button's snippet posts its form here from the merchant's site (form-encoded); only
 *   `buttonId` is read, the page shows the saved button;
 * - `GET /checkout/{buttonId}` — the same page;
 * - `POST /checkout/{buttonId}` — "Continue to payment": creates the payment request and shows how to pay it.
 * Answers are HTML pages: 404 for an unknown or deleted button, 400 for input with NUL or a lone surrogate (or not
 * UTF-8) or that cannot be read, 429 when the address asked too often.
 */

/** NUL, or a UTF-16 surrogate without its other half (http/text-rules.ts). */
const NOT_STORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BUTTON_ID = /^\d{1,10}$/;
const BODY_LIMIT = 16 * 1024;

/** Input that must not be read on: answered with the 400 page. */
class BadCheckoutInput extends Error {
  readonly statusCode = 400;
}

/**
 * A url-encoded form, strictly: text that is not UTF-8, or an escape that is no UTF-8 (a lone surrogate's bytes),
 * is refused rather than replaced; keys that could reach a prototype are dropped.
 */
export function parseCheckoutForm(raw: Buffer): Record<string, string> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new BadCheckoutInput('not UTF-8');
  }
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        throw new BadCheckoutInput('bad escape');
      }
    };
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = decode(at < 0 ? '' : pair.slice(at + 1));
    if (NOT_STORABLE.test(key) || NOT_STORABLE.test(value)) throw new BadCheckoutInput('not storable');
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    fields[key] = value;
  }
  return fields;
}

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  limits: RateLimiter;
  /** The portal's address, for the link to its p2p transfer page (config `portalOrigins[0]`). */
  portalOrigin: string | undefined;
}

export const merchantCheckoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (
  app,
  { checkout, limits, portalOrigin },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseCheckoutForm(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${nonce}'`,
          "img-src 'self'",
          "form-action 'self'",
          "base-uri 'none'",
          // A payment page is never framed (no one may dress it up).
          "frame-ancestors 'none'",
        ].join('; '),
      )
      .send(render(nonce));
  };
  const notFound = (reply: FastifyReply) =>
    html(reply, 404, (nonce) => messagePage(CHECKOUT_TEXTS.notFoundTitle, CHECKOUT_TEXTS.notFound, nonce));
  const badRequest = (reply: FastifyReply, status = 400) =>
    html(reply, status, (nonce) =>
      messagePage(CHECKOUT_TEXTS.badRequestTitle, CHECKOUT_TEXTS.badRequest, nonce),
    );

  answerRefusalsIn(app, {
    answer(error, _request, reply) {
      if (error instanceof ApiError && error.statusCode === 429) {
        reply.headers(error.headers);
        return html(reply, 429, (nonce) =>
          messagePage(CHECKOUT_TEXTS.tooManyTitle, error.body.responseDescription ?? '', nonce),
        );
      }
      if (error instanceof BadCheckoutInput) return badRequest(reply);
      // Any other refusal of the input: a payment request the `PaymentRequests` port refused (its 400) among them.
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return badRequest(
          reply,
          error.statusCode === 413 || error.statusCode === 415 ? error.statusCode : 400,
        );
      return undefined;
    },
  });

  // Public: each address is counted, whatever it asks.
  app.addHook('onRequest', async (request) => {
    await limits.hit('checkout', request.ip);
  });

  /** The button named by a path's or a form's `buttonId`: a 400 for text not allowed, undefined when unknown. */
  const buttonOf = async (raw: unknown) => {
    if (typeof raw !== 'string') return undefined;
    if (NOT_STORABLE.test(raw)) throw new BadCheckoutInput('not storable');
    return BUTTON_ID.test(raw.trim()) ? checkout.view(Number(raw.trim())) : undefined;
  };

  type Form = Record<string, string> | undefined;

  /** Every checkout route answers an HTML page, its refusals too. */
  const page = { config: { answers: 'page' } } as const;

  app.post<{ Body: Form }>(MERCHANT_CHECKOUT_PATH, page, async (request, reply) => {
    const view = await buttonOf(request.body?.buttonId);
    if (!view) return notFound(reply);
    // Everything else the merchant's page posted is ignored: the saved button says what is paid.
    return html(reply, 200, (nonce) => checkoutPage(view, nonce));
  });

  app.get<{ Params: { buttonId: string } }>(
    `${MERCHANT_CHECKOUT_PATH}/:buttonId`,
    page,
    async (request, reply) => {
      const view = await buttonOf(request.params.buttonId);
      if (!view) return notFound(reply);
      return html(reply, 200, (nonce) => checkoutPage(view, nonce));
    },
  );

  app.post<{ Params: { buttonId: string }; Body: Form }>(
    `${MERCHANT_CHECKOUT_PATH}/:buttonId`,
    page,
    async (request, reply) => {
      const view = await buttonOf(request.params.buttonId);
      if (!view) return notFound(reply);
      const typed = request.body?.amount;
      const amount = checkout.amountOf(view, typed);
      if ('problem' in amount)
        return html(reply, 400, (nonce) =>
          checkoutPage(view, nonce, { amount: typed, problem: amount.problem }),
        );
      if (!view.payeeEmail)
        return html(reply, 409, (nonce) =>
          messagePage(CHECKOUT_TEXTS.title, CHECKOUT_TEXTS.unavailable, nonce),
        );
      const created = await checkout.createRequest(view, amount.amount);
      return html(reply, 201, (nonce) => instructionsPage(view, created, portalOrigin, nonce));
    },
  );
};
