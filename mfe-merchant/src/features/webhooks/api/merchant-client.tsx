import { createMerchantClient } from '@portal/api/merchant';
import { areaServiceClient } from '@portal/remote/service-client';
import { actingContext } from '@portal/session/session';

/** Every REST query of the merchant area starts with this key, so one invalidation reloads them. */
export const MERCHANT_REST_KEY = 'merchant-rest';

/**
 * The area's one `public-api` client (DESIGN §3), on the shell's one token source; every call carries the business
 * customer id (spec 03 §6).
 */
export const {
  clientOf: merchantClientOf,
  Provider: MerchantClientProvider,
  useClient: useMerchantClient,
} = areaServiceClient({
  queryKey: MERCHANT_REST_KEY,
  create: (services) =>
    createMerchantClient({
      apiBaseUrl: services.apiBaseUrl,
      tokens: services.tokens,
      context: actingContext,
    }),
});
