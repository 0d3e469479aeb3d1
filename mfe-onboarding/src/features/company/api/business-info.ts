import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CompanyInfo } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyKey, useCompanyCustomer } from './company-key';

/** Business info get (spec 03 §7): every field of spec 03 §3 "Company info"; the page shows its own error state. */
export function fetchBusinessInfo(method: MethodClient): Promise<CompanyInfo> {
  return method.call('getBusinessInfo', {}, { popup: false });
}

/** The query, for the hook and for prefetching it with the page's code. */
export const businessInfoQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: companyKey(customerId, 'getBusinessInfo'),
  queryFn: () => fetchBusinessInfo(method),
});

export function useBusinessInfo() {
  const { method } = useServices();
  return useQuery(businessInfoQuery(method, useCompanyCustomer()));
}
