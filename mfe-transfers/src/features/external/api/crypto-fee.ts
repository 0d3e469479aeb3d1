import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Crypto fee (spec 02 §7), the crypto eft's own fee call; skipped while the amount or the account is empty. */
export function useCryptoFee(
  enabled: boolean,
  accountId: number | undefined,
  amount: string | undefined,
  network: string,
) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCryptoFee', accountId, amount, network],
    enabled: enabled && accountId !== undefined && amount !== undefined,
    queryFn: () =>
      method.call(
        'getCryptoFee',
        { accountId: accountId as number, amount: amount as string, ...(network ? { network } : {}) },
        { popup: false },
      ),
    placeholderData: keepPreviousData,
  });
}
