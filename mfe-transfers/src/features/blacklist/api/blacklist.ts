import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type {
  AddBlacklistRequest,
  AddBlacklistResponse,
  BlacklistRequest,
  BlacklistResponse,
} from '@portal/api/catalogue';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The query keys of the list: adding or removing invalidates them all. */
export const BLACKLIST_QUERY_KEY = ['transfers', 'payoutBlacklist'] as const;

/** The list query (spec 02 §7 "Security settings": get (email, type)), for the hook and the page's prefetch. */
export const blacklistQuery = (method: MethodClient, filter: BlacklistRequest, customerId?: number) => ({
  queryKey: [...BLACKLIST_QUERY_KEY, customerId ?? 'self', filter],
  queryFn: (): Promise<BlacklistResponse> => method.call('getPayoutBlacklist', filter, { popup: false }),
});

export function useBlacklist(filter: BlacklistRequest) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ ...blacklistQuery(method, filter, customerId), placeholderData: keepPreviousData });
}

/** Add (email, blockType): the popup's form shows a refusal itself, so the shell's popup stays closed. */
export function useAddToBlacklist() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddBlacklistRequest): Promise<AddBlacklistResponse> =>
      method.call('addPayoutBlacklist', request, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLACKLIST_QUERY_KEY }),
  });
}

/** Delete (email): a refusal goes to the shell's response popup. */
export function useRemoveFromBlacklist() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => method.call('deletePayoutBlacklist', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLACKLIST_QUERY_KEY }),
  });
}
