import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { SupportActionsResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Actions by support a page holds, as the login history's pages do (spec 02 §9). */
export const SUPPORT_ACTIONS_PAGE_SIZE = 20;

/** `getSupportActions` (issue 22): what an administrator did while acting as the customer, newest first. */
export async function fetchSupportActions(
  method: MethodClient,
  pageNumber: number,
): Promise<SupportActionsResponse> {
  const answer = await method.call(
    'getSupportActions',
    { pageNumber, pageSize: SUPPORT_ACTIONS_PAGE_SIZE },
    { popup: false },
  );
  return { items: asList(answer.items), total: Number(answer.total) || 0 };
}

/** One page; the previous page stays on screen while the next one loads. */
export function useSupportActions(pageNumber: number) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getSupportActions', customerId ?? 'self', pageNumber],
    queryFn: () => fetchSupportActions(method, pageNumber),
    placeholderData: keepPreviousData,
  });
}
