import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetweenAccountsTransferRequest, BetweenAccountsTransferResponse } from '@portal/api/contract';
import { useServices } from '@portal/session/react';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';

/**
 * The transfer between own accounts (spec 02 §7). Refusals are shown beside the form, not in the popup; the
 * balances refresh after money moved.
 */
export function useTransferBetweenAccounts() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BetweenAccountsTransferRequest): Promise<BetweenAccountsTransferResponse> => {
      const answer = await method.call('transferBetweenAccounts', request, { popup: false });
      return {
        ...answer,
        fee: String(answer.fee),
        toAmount: String(answer.toAmount),
        exchangeRate: String(answer.exchangeRate),
      };
    },
    onSuccess: () => invalidateTransferAccounts(queryClient),
  });
}
