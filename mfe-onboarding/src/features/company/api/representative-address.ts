import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CreateRepresentativeAddressRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyRoot, useCompanyCustomer } from './company-key';

/** spec 03 §7 "Representative address create" (issue 47 item 1): a person's new address, status 1, unconfirmed. */
export function createRepresentativeAddress(
  method: MethodClient,
  request: CreateRepresentativeAddressRequest,
) {
  return method.call('createRepresentativeAddress', request, { popup: false });
}

/** spec 03 §7 "Representative address … confirm": the customer says the address on file is right. */
export function confirmRepresentativeAddress(method: MethodClient, representativeId: number) {
  return method.call('confirmRepresentativeAddress', { representativeId }, { popup: false });
}

/** Both, each reading the company again after it (the details, the lists and what needs attention). */
export function useRepresentativeAddress() {
  const { method } = useServices();
  const customerId = useCompanyCustomer();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: companyRoot(customerId) });
  return {
    create: useMutation({
      mutationFn: (request: CreateRepresentativeAddressRequest) =>
        createRepresentativeAddress(method, request),
      onSuccess: reread,
    }),
    confirm: useMutation({
      mutationFn: (representativeId: number) => confirmRepresentativeAddress(method, representativeId),
      onSuccess: reread,
    }),
  };
}
