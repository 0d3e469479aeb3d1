import { useQuery } from '@tanstack/react-query';
import type { FeeResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** The p2p fee (spec 02 §7). spec 02 §5: it needs an account and an amount over 0; the caller passes undefined else. */
export function useP2pFee(accountId: number | undefined, amount: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getP2pFee', accountId, amount],
    queryFn: async (): Promise<FeeResponse> => {
      const answer = await method.call(
        'getP2pFee',
        { accountId: accountId ?? 0, amount: amount ?? '' },
        { popup: false },
      );
      return { fee: String(answer.fee), total: String(answer.total) };
    },
    enabled: Boolean(accountId && amount),
  });
}
