import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Cross-platform requirement get (spec 02 §7): what must be done before this card can be used. */
export function useCrossPlatformRequirements(accountId: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCrossPlatformRequirements', accountId],
    queryFn: async () =>
      asList(
        (await method.call('getCrossPlatformRequirements', { accountId }, { popup: false })).requirements,
      ),
  });
}

/** Tax number update (spec 02 §7); the requirements are read again after it. */
export function useUpdateTaxNumber() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taxId: string) => method.call('updateTaxNumber', { taxId }, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getCrossPlatformRequirements'] }),
  });
}
