import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { UsernameChange } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The signed-in user's own requests: one cache entry whoever they act for. */
export const USERNAME_CHANGES_KEY = ['getUsernameChangeRequests'] as const;

/** The username change requests (spec 03 §3: requestId, desiredUsername, logs, status), newest first. */
export async function fetchUsernameChanges(method: MethodClient): Promise<UsernameChange[]> {
  const answer = await method.call('getUsernameChangeRequests', {}, { popup: false });
  return asList(answer.requests).map((request) => ({ ...request, logs: asList(request.logs) }));
}

export function useUsernameChanges(enabled = true) {
  const { method } = useServices();
  return useQuery({ queryKey: USERNAME_CHANGES_KEY, queryFn: () => fetchUsernameChanges(method), enabled });
}

/** A request to sign in with another e-mail; the form names a refusal at its field. */
export function useRequestUsernameChange() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desiredUsername: string) =>
      method.call('requestUsernameChange', { desiredUsername }, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERNAME_CHANGES_KEY }),
  });
}
