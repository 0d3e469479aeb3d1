import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

export interface LoginHistoryFilter {
  /** `YYYY-MM-DD`, inclusive; empty means open-ended. */
  fromDate: string;
  toDate: string;
  /** 1-based. */
  pageNumber: number;
}

/** Login history (spec 02 §7): fromDate, toDate, pageNumber, pageSize 20 (spec 02 §9). */
export async function fetchLoginHistory(
  method: MethodClient,
  { fromDate, toDate, pageNumber }: LoginHistoryFilter,
): Promise<LoginHistoryResponse> {
  const answer = await method.call(
    'getLoginHistory',
    {
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      pageNumber,
      pageSize: LOGIN_HISTORY_PAGE_SIZE,
    },
    { popup: false },
  );
  return { items: asList(answer.items), total: Number(answer.total) || 0 };
}

/** One page; the previous page stays on screen while the next one loads. */
export function useLoginHistory(filter: LoginHistoryFilter) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getLoginHistory', customerId ?? 'self', filter],
    queryFn: () => fetchLoginHistory(method, filter),
    placeholderData: keepPreviousData,
  });
}
