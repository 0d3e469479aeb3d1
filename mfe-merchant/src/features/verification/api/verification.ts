import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import {
  MERCHANT_PAGE_SIZES,
  type CreateIdentityRequest,
  type IdentityListRequest,
  type IdentityVerificationStatus,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

const LIST = ['merchant', 'getIdentityVerifications'] as const;
const who = (customerId: number | undefined) => customerId ?? 'self';

export interface IdentityFilters {
  email: string;
  status: '' | IdentityVerificationStatus;
  fromDate: string;
  toDate: string;
}

export const EMPTY_IDENTITY_FILTERS: IdentityFilters = { email: '', status: '', fromDate: '', toDate: '' };

/** spec 03 §5 "Identity list filters drop empty values", §7 "identity list (pageSize 1000)". */
export function identityListRequestOf(filters: IdentityFilters): IdentityListRequest {
  const request: IdentityListRequest = { pageSize: MERCHANT_PAGE_SIZES.identities, pageNumber: 1 };
  const email = filters.email.trim();
  if (email !== '') request.email = email;
  if (filters.status !== '') request.status = filters.status;
  if (filters.fromDate !== '') request.fromDate = filters.fromDate;
  if (filters.toDate !== '') request.toDate = filters.toDate;
  return request;
}

export const identitiesQuery = (
  method: MethodClient,
  customerId: number | undefined,
  filters: IdentityFilters,
) => {
  const request = identityListRequestOf(filters);
  return {
    queryKey: [...LIST, who(customerId), request] as const,
    queryFn: async () => {
      const answer = await method.call('getIdentityVerifications', request, { popup: false });
      return { identities: asList(answer.identities), totalCount: answer.totalCount };
    },
  };
};

export function useIdentities(filters: IdentityFilters) {
  const { method } = useServices();
  return useQuery(identitiesQuery(method, useSubject(actingCustomerId$), filters));
}

/** spec 03 §7 "Identity fee (accountId)": asked once an account is chosen. */
export function useIdentityFee(accountId: number | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['merchant', 'getIdentityFee', who(customerId), accountId] as const,
    queryFn: () => method.call('getIdentityFee', { accountId: accountId ?? 0 }, { popup: false }),
    enabled: accountId !== undefined,
  });
}

export function useCreateIdentity() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateIdentityRequest) => method.call('createIdentityVerification', request),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST }),
  });
}
