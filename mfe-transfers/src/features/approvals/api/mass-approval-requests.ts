import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { APPROVAL_PAGE_SIZE, type MassApprovalListResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { APPROVALS_QUERY_KEY, totalsAsText, type ApprovalFilters } from './approval-requests';

/** One page of mass (batch) requests (spec 02 §7; page size 50, spec 02 §9). */
export function useMassApprovalRequests(filters: ApprovalFilters, page: number, enabled = true) {
  const { method } = useServices();
  return useQuery({
    queryKey: [...APPROVALS_QUERY_KEY, 'mass', filters, page],
    queryFn: async (): Promise<MassApprovalListResponse> => {
      const answer = await method.call(
        'getMassApprovalRequests',
        { ...filters, page, size: APPROVAL_PAGE_SIZE, groupedTransactionType: 'mass' },
        { popup: false },
      );
      return {
        requests: (answer.requests ?? []).map((request) => ({ ...request, amount: String(request.amount) })),
        totals: totalsAsText(answer.totals),
        total: answer.total ?? 0,
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
