import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { RepresentativeInfo } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyKey, useCompanyCustomer } from './company-key';

/** Representative info (spec 03 §7): one director, shareholder or owner in full; the dialog shows its own error. */
export function fetchRepresentativeInfo(
  method: MethodClient,
  representativeId: number,
): Promise<RepresentativeInfo> {
  return method.call('getRepresentativeInfo', { representativeId }, { popup: false });
}

export function useRepresentativeInfo(representativeId: number) {
  const { method } = useServices();
  const customerId = useCompanyCustomer();
  return useQuery({
    queryKey: [...companyKey(customerId, 'getRepresentativeInfo'), representativeId],
    queryFn: () => fetchRepresentativeInfo(method, representativeId),
  });
}
