import { createAllowedIpOperations } from './allowed-ip-operations';
import { createApiKeyOperations } from './api-key-operations';
import type { MerchantRestDeps } from './rest-rules';
import { createWebhookOperations } from './webhook-operations';
import { createMerchantRestAccess } from './rest-rules';

export {
  apiKeyHash,
  apiKeyPrefix,
  MERCHANT_LIMITS,
  MERCHANT_REST_TEXTS,
  MerchantRestError,
  newApiKey,
  webhookSecret,
} from './rest-rules';
export type { MerchantRestDeps } from './rest-rules';

/**
 * The merchant's REST tools under `/public-api` (issue 33 items 2, 3; spec 03 §3, §7 "Merchant tools"): webhooks
 * and their request log, API keys and the API request log, allowed IPs. Each call names the business customer;
 * operations.ts checks the caller's access to it first. Refusals are `MerchantRestError`s (400 with the problems
 * listed, 403, 404).
 */
export function createMerchantRestService(deps: MerchantRestDeps) {
  const access = createMerchantRestAccess(deps);
  return {
    assertBusiness: access.assertBusiness,

    // ---- Webhooks ------------------------------------------------------------------------------------------------
    ...createWebhookOperations(deps, access),
    // ---- API keys --------------------------------------------------------------------------------------------------
    ...createApiKeyOperations(deps, access),
    // ---- Allowed IPs -----------------------------------------------------------------------------------------------
    ...createAllowedIpOperations(deps, access),
  };
}

export type MerchantRestService = ReturnType<typeof createMerchantRestService>;
