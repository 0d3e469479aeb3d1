import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { ProfileResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * The cache key of the profile of the customer the user acts for: choosing another company (or support acting for
 * one) reads again, and every change of the profile invalidates it.
 */
export const profileKey = (customerId: number | undefined) => ['profile', customerId ?? 'self'] as const;

/**
 * Profile inquiry (spec 03 §7): the customer with their e-mails, phones, addresses, terms and what a personal-info
 * update still needs. Lists come as lists (spec 02 §3: one item or a list); the page shows its own error state.
 */
export async function fetchProfile(method: MethodClient): Promise<ProfileResponse> {
  const answer = await method.call('getProfile', {}, { popup: false });
  return {
    ...answer,
    emails: asList(answer.emails),
    phones: asList(answer.phones),
    addresses: asList(answer.addresses),
    terms: asList(answer.terms),
    personalInfoUpdate: {
      needed: Boolean(answer.personalInfoUpdate?.needed),
      items: asList(answer.personalInfoUpdate?.items),
    },
  };
}

/** The query, for the hook and for prefetching it with the page's code. */
export const profileQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: profileKey(customerId),
  queryFn: () => fetchProfile(method),
});

export function useProfile() {
  const { method } = useServices();
  return useQuery(profileQuery(method, useSubject(actingCustomerId$)));
}

/**
 * A change of the profile: the operation's call, then the profile is read again (the server decides the order,
 * the primary status and what the update still needs). Refusals are shown where the change was asked, no popup.
 */
export function useProfileChange<Variables, Result>(
  change: (method: MethodClient, variables: Variables) => Promise<Result>,
) {
  const { method } = useServices();
  const key = profileKey(useSubject(actingCustomerId$));
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(method, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
