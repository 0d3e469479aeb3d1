import { createButtonOperations } from './buttons';
import { createIdentityOperations } from './identities';
import { createIpnOperations } from './ipn';
import { createLogoOperations } from './logos';
import {
  createMerchantContext,
  type MerchantEventSource,
  type MerchantServiceOptions,
} from './merchant-context';
import { createReputationOperations } from './reputation';
import { createSubscriptionOperations } from './subscriptions';

export { DEFAULT_IDENTITY_FEE, IDENTITY_FEES, identityFeeOf } from './identities';
export { ipnBody } from './ipn';
export { LOGO_FILE_PATH, logoUrl } from './logos';
export { MERCHANT_TEXTS } from './merchant-context';
export type {
  IpnPostOutcome,
  IpnTransport,
  MerchantEventSink,
  MerchantEventSource,
  MerchantServiceOptions,
} from './merchant-context';
export { reputationOf } from './reputation';

/**
 * The merchant tools' named operations (issue 33; spec 03 §3 "Merchant items", §5, §7 "Merchant tools", §9) for the
 * acting customer, which must be a business (a personal customer is refused with ENOA). Who may call what is the
 * catalogue's (methods.ts): reads for every right, changes with full access, new secrets never to an administrator.
 */
export function createMerchantService(options: MerchantServiceOptions) {
  const context = createMerchantContext(options);

  const service = {
    /**
     * Wires the area to the webhook events (app.ts): cancellations and IPN messages are sent as events, and every
     * payment a business customer receives may make an IPN message.
     */
    connectEvents(source: MerchantEventSource): void {
      context.useEvents(source);
      source.onPaymentReceived(async (payment) => {
        await service.onPaymentReceived(payment);
      });
    },

    ...createSubscriptionOperations(context),
    ...createIdentityOperations(context),
    ...createReputationOperations(context),
    ...createIpnOperations(options, context),
    ...createLogoOperations(context),
    ...createButtonOperations(context),
  };
  return service;
}

export type MerchantService = ReturnType<typeof createMerchantService>;
