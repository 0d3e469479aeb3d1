import type { CreateAllowedIpRequest } from '@portal/api/catalogue';
import { ipRangeProblems } from '@portal/api/merchant-webhooks';
import { and, asc, eq } from 'drizzle-orm';
import { merchantAllowedIps } from './tables';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  toAllowedIp,
  nameOf,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The IP ranges the merchant's API keys may be used from. */
export function createAllowedIpOperations(
  { db, clock }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
  async function allowedIpOf(customerId: number, id: number) {
    const [row] = await db
      .select()
      .from(merchantAllowedIps)
      .where(and(eq(merchantAllowedIps.id, id), eq(merchantAllowedIps.customerId, customerId)));
    if (!row) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.allowedIpNotFound);
    return row;
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
      const rows = await db
        .select()
        .from(merchantAllowedIps)
        .where(eq(merchantAllowedIps.customerId, customerId))
        .orderBy(asc(merchantAllowedIps.id));
      return { allowedIps: rows.map(toAllowedIp) };
    },

    async getAllowedIp(customerId: number, id: number) {
      return { allowedIp: toAllowedIp(await allowedIpOf(customerId, id)) };
    },

    async createAllowedIp(request: CreateAllowedIpRequest) {
      const values = allowedIpValues(request);
      if ((await countOf(merchantAllowedIps, request.customerId)) >= MERCHANT_LIMITS.allowedIps)
        throw invalid([`allowedIps: at most ${MERCHANT_LIMITS.allowedIps}`]);
      const [row] = await db
        .insert(merchantAllowedIps)
        .values({ customerId: request.customerId, ...values, createdAt: clock.now() })
        .returning();
      return { allowedIp: toAllowedIp(row!) };
    },

    async updateAllowedIp(id: number, request: CreateAllowedIpRequest) {
      await allowedIpOf(request.customerId, id);
      const values = allowedIpValues(request);
      const [row] = await db
        .update(merchantAllowedIps)
        .set(values)
        .where(eq(merchantAllowedIps.id, id))
        .returning();
      return { allowedIp: toAllowedIp(row!) };
    },

    async deleteAllowedIp(customerId: number, id: number) {
      await allowedIpOf(customerId, id);
      await db.delete(merchantAllowedIps).where(eq(merchantAllowedIps.id, id));
      return {};
    },
  };
}
