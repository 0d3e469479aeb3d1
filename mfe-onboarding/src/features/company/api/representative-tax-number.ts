import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';
import { companyRoot, useCompanyCustomer } from './company-key';

/**
 * A representative's tax number (spec 03 §7 "Tax number update (taxId, plus positionId for a representative)";
 * issue 47 item 1): the company page names the representative by their id as the position.
 */
export function updateRepresentativeTaxNumber(method: MethodClient, representativeId: number, taxId: string) {
  return method.call('updateTaxNumber', { taxId, positionId: representativeId }, { popup: false });
}

/** Saves it, then reads the company again: the representative's details show the new number. */
export function useRepresentativeTaxNumber(representativeId: number) {
  const { method } = useServices();
  const customerId = useCompanyCustomer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taxId: string) => updateRepresentativeTaxNumber(method, representativeId, taxId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyRoot(customerId) }),
  });
}
