import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExternalTransferType } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/**
 * Fee of an external transfer by kind (spec 02 §7 "Fee by type"). spec 02 §5: skipped while the amount or the
 * account is empty; `amount` is passed only once it is a valid positive amount.
 */
export function useExternalFee(
  type: ExternalTransferType | '',
  accountId: number | undefined,
  amount: string | undefined,
  countryCode: string,
) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getExternalFee', type, accountId, amount, countryCode],
    enabled: type !== '' && type !== 'crypto_eft' && accountId !== undefined && amount !== undefined,
    queryFn: () =>
      method.call(
        'getExternalFee',
        {
          type: type as ExternalTransferType,
          accountId: accountId as number,
          amount: amount as string,
          countryCode,
        },
        { popup: false },
      ),
    placeholderData: keepPreviousData,
  });
}
