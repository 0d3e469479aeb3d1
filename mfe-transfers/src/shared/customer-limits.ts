import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CustomerLimit, LimitsRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Customer limits (spec 02 §7, type betweenAccounts, p2p or withdrawals); amounts kept as exact text. */
export async function fetchCustomerLimits(
  method: MethodClient,
  request: LimitsRequest,
): Promise<CustomerLimit[]> {
  const answer = await method.call('getCustomerLimits', request, { popup: false });
  // `used` and `remaining` are not money-named keys, so the client may have made numbers of them.
  return (answer.limits ?? []).map((limit) => ({
    ...limit,
    max: String(limit.max),
    used: String(limit.used),
    remaining: String(limit.remaining),
  }));
}

/**
 * The limits of a transfer kind. `enabled` false skips the call (spec 02 §5: limits are not fetched unless both
 * accounts are given).
 */
export function useCustomerLimits(request: LimitsRequest, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getCustomerLimits', request],
    queryFn: () => fetchCustomerLimits(method, request),
    enabled,
  });
}
