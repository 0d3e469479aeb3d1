import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { MERCHANT_PAGE_SIZES, type ReputationRequest } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** spec 03 §5 "Reputation search trims the e-mail", §9 page 100: an empty search is not sent as a filter. */
export function reputationRequestOf(email: string, pageNumber: number): ReputationRequest {
  const trimmed = email.trim();
  return {
    pageSize: MERCHANT_PAGE_SIZES.reputation,
    pageNumber,
    ...(trimmed === '' ? {} : { email: trimmed }),
  };
}

export const reputationQuery = (
  method: MethodClient,
  customerId: number | undefined,
  email: string,
  pageNumber: number,
) => {
  const request = reputationRequestOf(email, pageNumber);
  return {
    queryKey: ['merchant', 'getReputation', customerId ?? 'self', request] as const,
    queryFn: async () => {
      const answer = await method.call('getReputation', request, { popup: false });
      return { items: asList(answer.items), totalCount: answer.totalCount };
    },
  };
};

export function useReputation(email: string, pageNumber: number) {
  const { method } = useServices();
  return useQuery({
    ...reputationQuery(method, useSubject(actingCustomerId$), email, pageNumber),
    placeholderData: keepPreviousData,
  });
}
