import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Address inquiry (spec 02 §7): where a physical card can be shipped. */
export function useAddresses() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getAddresses'],
    queryFn: async () => asList((await method.call('getAddresses', {}, { popup: false })).addresses?.address),
  });
}

/**
 * Address replacement compatibility check (spec 02 §7): which cards a move to another country would cancel, and
 * which would still be shipped to the old address. Asked only when the country differs.
 */
export function useAddressReplacement(countryCode: string | undefined, oldAddressId: number | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['checkAddressReplacement', countryCode, oldAddressId],
    enabled: countryCode !== undefined && oldAddressId !== undefined,
    queryFn: async () => {
      const answer = await method.call(
        'checkAddressReplacement',
        { countryCode: countryCode as string, oldAddressId: oldAddressId as number },
        { popup: false },
      );
      return {
        cardAccountsToBeCanceled: asList(answer.cardAccountsToBeCanceled),
        cardAccountsToBeShippedToOldAddress: asList(answer.cardAccountsToBeShippedToOldAddress),
      };
    },
  });
}
