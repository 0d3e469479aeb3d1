import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { DeleteRepresentativeRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyRoot, useCompanyCustomer } from './company-key';

/**
 * Representative delete (spec 03 §7): done while the company keeps its rules, else the refusal's reasons in the error
 * popup like any refusal; only an administrator acting for the customer may force it (spec 03 §6).
 */
export function deleteRepresentative(method: MethodClient, request: DeleteRepresentativeRequest) {
  return method.call('deleteRepresentative', request);
}

/** Deletes, then reads the company again: the lists, the resolution and what needs attention all change. */
export function useDeleteRepresentative() {
  const { method } = useServices();
  const customerId = useCompanyCustomer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteRepresentativeRequest) => deleteRepresentative(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyRoot(customerId) }),
  });
}
