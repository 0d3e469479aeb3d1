import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Resolution, SendResolutionRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyKey, useCompanyCustomer } from './company-key';

/** Resolution get (spec 03 §3 "Representative and resolution", §7); the section shows its own error. */
export function fetchResolution(method: MethodClient): Promise<Resolution> {
  return method.call('getResolution', {}, { popup: false });
}

export const resolutionQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: companyKey(customerId, 'getResolution'),
  queryFn: () => fetchResolution(method),
});

export function useResolution() {
  const { method } = useServices();
  return useQuery(resolutionQuery(method, useCompanyCustomer()));
}

/** Resolution send: the section names the refusal itself (no popup); the answer replaces the cached resolution. */
export function sendResolution(method: MethodClient, request: SendResolutionRequest): Promise<Resolution> {
  return method.call('sendResolution', request, { popup: false });
}

export function useSendResolution() {
  const { method } = useServices();
  const key = companyKey(useCompanyCustomer(), 'getResolution');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendResolutionRequest) => sendResolution(method, request),
    onSuccess: (sent) => queryClient.setQueryData(key, sent),
  });
}
