// The merchant area (mfe-merchant): the merchant tools' named operations, webhooks, API keys and allowed IPs with the
// public merchant API, and the hosted checkout. It hears every settled payment from the transfers area's engine.
import type { Pipeline } from '../../platform/pipeline/pipeline';
import type { AreaWithServices, Platform } from '../../platform/platform';
import { merchantCheckoutRoutes } from './checkout/operations';
import { createCheckoutRepository } from './checkout/repository';
import { createCheckoutService } from './checkout/service';
import { createCheckoutReads } from './tools/checkout-reads';
import { createIpnTransport } from './tools/ipn-transport';
import { createMerchantMethods, merchantLogoRoutes } from './tools/operations';
import { createMerchantService } from './tools/service';
import { createMerchantEvents, type MerchantEvents } from './webhooks/events';
import { createPaymentRequest, merchantApiRoutes } from './webhooks/merchant-api';
import { createMerchantWebhooksRepository } from './webhooks/repository';
import { merchantRestRoutes } from './webhooks/operations';
import { createMerchantRestService } from './webhooks/service';

export function wireMerchantArea(
  { app, db, config, clock, live, limits }: Platform,
  {
    pipeline,
    onSettled,
  }: {
    pipeline: Pipeline;
    /** Where a settled transfer is told (the transfers area's engine). */
    onSettled: (listener: MerchantEvents['onOperationSettled']) => void;
  },
) {
  // The webhooks slice's reads and writes: webhooks, API keys, allowed IPs, payment requests and refunds.
  const webhooks = createMerchantWebhooksRepository(db);
  // Merchant tools' named operations (issue 33): IPN posts go through the merchant-hooks target guard; the events
  // (subscription.cancelled, ipn.created, IPN on payments received) are wired with `merchant.connectEvents`.
  const merchant = createMerchantService({
    db,
    clock,
    ipn: createIpnTransport(config.webhookAllowedTargets),
    // Reputation counts the refunds the public merchant API made (webhooks).
    refunds: { of: (customerId) => webhooks.refundsOf(customerId) },
    log: (message, error) => app.log.error({ err: error }, message),
  });
  // Merchant webhooks (issue 33): every incoming payment to a business customer, once its transfer committed, is
  // told to the IPN (merchant.connectEvents) and delivered as `payment.received`; never delaying the transfer.
  const merchantEvents = createMerchantEvents({
    repository: webhooks,
    clock,
    allowedTargets: config.webhookAllowedTargets,
    retryDelaysSeconds: config.webhookRetryDelaysSeconds,
    logError: (message, error) => app.log.error({ err: error }, `merchant webhooks: ${message}`),
  });
  onSettled(merchantEvents.onOperationSettled);
  // The hosted checkout (issue 33 item 4): a payment carrying `PR-{id}` marks the merchant's payment request paid
  // (before the IPN, which may wait on the merchant's server). It shows the merchant tools' saved buttons and makes
  // the public merchant API's payment requests (webhooks).
  const checkout = createCheckoutService({
    repository: createCheckoutRepository(db),
    clock,
    buttons: createCheckoutReads(db),
    paymentRequests: {
      create: (now, request) => createPaymentRequest(webhooks, now, request),
      markPaid: (payment) => webhooks.markPaymentRequestPaid(payment),
    },
  });
  merchantEvents.onPaymentReceived(async (payment) => {
    await checkout.markPaid(payment);
  });
  merchant.connectEvents(merchantEvents);
  app.addHook('onClose', async () => {
    merchantEvents.stop();
    await merchantEvents.idle();
  });
  return {
    merchantEvents,
    methods: createMerchantMethods(merchant),
    async routes(scope) {
      await scope.register(merchantLogoRoutes, { merchant });
      // The merchant's REST tools (`/public-api`) and the public merchant API its API keys open (`/merchant-api/v1`).
      await scope.register(merchantRestRoutes, {
        merchant: createMerchantRestService({
          repository: webhooks,
          clock,
          events: merchantEvents,
          allowedTargets: config.webhookAllowedTargets,
        }),
        pipeline,
      });
      await scope.register(merchantApiRoutes, {
        repository: webhooks,
        clock,
        events: merchantEvents,
        limits,
        live,
      });
      await scope.register(merchantCheckoutRoutes, {
        checkout,
        limits,
        portalOrigin: config.portalOrigins[0],
      });
    },
  } satisfies AreaWithServices;
}
