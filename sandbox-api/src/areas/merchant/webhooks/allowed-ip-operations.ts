import type { CreateAllowedIpRequest } from '@portal/api/catalogue';
import { ipRangeProblems } from '@portal/api/merchant-webhooks';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  nameOf,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The IP ranges the merchant's API keys may be used from. */
export function createAllowedIpOperations(
  { repository, clock }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
  async function allowedIpOf(customerId: number, id: number) {
    const allowedIp = await repository.allowedIp(customerId, id);
    if (!allowedIp) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.allowedIpNotFound);
    return allowedIp;
  }

  function allowedIpValues(request: CreateAllowedIpRequest) {
    const errors: string[] = [];
    const name = nameOf(request.name, errors);
    const ipFrom = request.ipFrom.trim();
    const ipTo = request.ipTo.trim();
    errors.push(...ipRangeProblems(ipFrom, ipTo));
    if (errors.length > 0) throw invalid(errors);
    return { name, enabled: request.enabled, ipFrom, ipTo };
  }

  return {
    async listAllowedIps(customerId: number) {
      return { allowedIps: await repository.allowedIps(customerId) };
    },

    async getAllowedIp(customerId: number, id: number) {
      return { allowedIp: await allowedIpOf(customerId, id) };
    },

    async createAllowedIp(request: CreateAllowedIpRequest) {
      const values = allowedIpValues(request);
      if ((await countOf('allowedIps', request.customerId)) >= MERCHANT_LIMITS.allowedIps)
        throw invalid([`allowedIps: at most ${MERCHANT_LIMITS.allowedIps}`]);
      const allowedIp = await repository.insertAllowedIp({
        customerId: request.customerId,
        ...values,
        createdAt: clock.now(),
      });
      return { allowedIp };
    },

    async updateAllowedIp(id: number, request: CreateAllowedIpRequest) {
      await allowedIpOf(request.customerId, id);
      const values = allowedIpValues(request);
      return { allowedIp: await repository.updateAllowedIp(id, values) };
    },

    async deleteAllowedIp(customerId: number, id: number) {
      await allowedIpOf(customerId, id);
      await repository.deleteAllowedIp(id);
      return {};
    },
  };
}
