import { useQuery } from '@tanstack/react-query';
import type { MaxAmountRequest, MaxAmountResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/**
 * The most that can leave an account now, fee included (spec 02 §7 "Max amount"). `enabled` false skips the call
 * (spec 02 §5: not without the accounts).
 */
export function useMaxAmount(request: MaxAmountRequest, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getMaxAmount', request],
    queryFn: async (): Promise<MaxAmountResponse> => {
      const answer = await method.call('getMaxAmount', request, { popup: false });
      return { ...answer, maxAmount: String(answer.maxAmount), minAmount: String(answer.minAmount) };
    },
    enabled,
  });
}
