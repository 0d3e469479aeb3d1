import { useQuery } from '@tanstack/react-query';
import type { PaymentMeta } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/**
 * Fee and what arrives (spec 02 §7 "Between own accounts: Fee"). Skipped while the amount or the accounts are
 * empty (spec 02 §5): the caller passes undefined then.
 */
export function useBetweenAccountsFee(request: {
  amount?: string;
  fromAccountId?: number;
  toAccountId?: number;
}) {
  const { method } = useServices();
  const { amount, fromAccountId, toAccountId } = request;
  return useQuery({
    queryKey: ['transfers', 'getBetweenAccountsFee', amount, fromAccountId, toAccountId],
    queryFn: async (): Promise<PaymentMeta> => {
      const answer = await method.call(
        'getBetweenAccountsFee',
        { amount: amount ?? '', fromAccountId: fromAccountId ?? 0, toAccountId: toAccountId ?? 0 },
        { popup: false },
      );
      return {
        fee: String(answer.fee),
        toAmount: String(answer.toAmount),
        exchangeRate: String(answer.exchangeRate),
      };
    },
    enabled: Boolean(amount && fromAccountId && toAccountId),
  });
}
