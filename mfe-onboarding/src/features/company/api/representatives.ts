import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Representative } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { companyKey, useCompanyCustomer } from './company-key';

/** The three lists of spec 03 §7 "Business directors, shareholders, owners", by the page's name for them. */
export const REPRESENTATIVE_LISTS = {
  directors: 'getBusinessDirectors',
  shareholders: 'getBusinessShareholders',
  owners: 'getBusinessOwners',
} as const;
export type RepresentativeList = keyof typeof REPRESENTATIVE_LISTS;

export async function fetchRepresentatives(
  method: MethodClient,
  list: RepresentativeList,
): Promise<Representative[]> {
  const answer = await method.call(REPRESENTATIVE_LISTS[list], {}, { popup: false });
  return asList(answer.representatives);
}

export const representativesQuery = (
  method: MethodClient,
  list: RepresentativeList,
  customerId?: number,
) => ({
  queryKey: companyKey(customerId, REPRESENTATIVE_LISTS[list]),
  queryFn: () => fetchRepresentatives(method, list),
});

export function useRepresentatives(list: RepresentativeList) {
  const { method } = useServices();
  return useQuery(representativesQuery(method, list, useCompanyCustomer()));
}
