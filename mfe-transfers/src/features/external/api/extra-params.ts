import { useQuery } from '@tanstack/react-query';
import type { ExternalTransferType } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * Extra parameters of a kind to a country, by customer type (spec 02 §7 "Extra params (customerType)"). The
 * answer's nested parameters stay in place; which of them apply is decided by `visibleExtraParams`.
 */
export function useExtraParams(type: ExternalTransferType | '', countryCode: string, customerType: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getExtraParams', type, countryCode, customerType],
    enabled: type !== '' && countryCode !== '',
    queryFn: async () =>
      asList(
        (
          await method.call(
            'getExtraParams',
            { type: type as ExternalTransferType, countryCode, customerType },
            { popup: false },
          )
        ).params,
      ),
  });
}
