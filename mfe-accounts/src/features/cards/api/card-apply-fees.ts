import { useQuery } from '@tanstack/react-query';
import { ZERO_CARD_FEES, type CardApplyFees } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

export interface CardApplyFeesResult {
  fees: CardApplyFees;
  /** The lookup failed: the fees are the zeros of spec 02 §3 and will be confirmed later. */
  fallback: boolean;
}

/**
 * Card apply fees (spec 02 §3): when the lookup is unsuccessful the fees are zeros, the shipping list is empty and
 * the currency is empty (ZERO_CARD_FEES). A failure is therefore an answer, not an error state.
 */
export function useCardApplyFees(type: number | undefined, countryCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCardApplyFees', type, countryCode],
    enabled: type !== undefined,
    queryFn: async (): Promise<CardApplyFeesResult> => {
      try {
        const fees = await method.call(
          'getCardApplyFees',
          { type: type as number, countryCode },
          { popup: false },
        );
        return { fees: { ...fees, shipping: asList(fees.shipping) }, fallback: false };
      } catch {
        return { fees: ZERO_CARD_FEES, fallback: true };
      }
    },
  });
}
