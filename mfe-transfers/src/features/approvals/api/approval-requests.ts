import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  APPROVAL_PAGE_SIZE,
  type ApprovalListRequest,
  type ApprovalListResponse,
  type ApprovalTotal,
} from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** The query keys of the queue: approving or declining invalidates them all. */
export const APPROVALS_QUERY_KEY = ['transfers', 'approvals'] as const;

/** The filters a user sets (spec 02 §7 "Approvals"). */
export type ApprovalFilters = Pick<
  ApprovalListRequest,
  'transactionType' | 'fromDate' | 'toDate' | 'createdBy'
>;

export const totalsAsText = (totals: readonly ApprovalTotal[] | undefined): ApprovalTotal[] =>
  (totals ?? []).map((total) => ({ ...total, amount: String(total.amount) }));

/** One page of single transaction requests (spec 02 §7; page size 50, spec 02 §9). */
export function useApprovalRequests(filters: ApprovalFilters, page: number, enabled = true) {
  const { method } = useServices();
  return useQuery({
    queryKey: [...APPROVALS_QUERY_KEY, 'single', filters, page],
    queryFn: async (): Promise<ApprovalListResponse> => {
      const answer = await method.call(
        'getApprovalRequests',
        { ...filters, page, size: APPROVAL_PAGE_SIZE, groupedTransactionType: 'single' },
        { popup: false },
      );
      return {
        requests: (answer.requests ?? []).map((request) => ({
          ...request,
          amount: String(request.amount),
          fee: String(request.fee),
        })),
        totals: totalsAsText(answer.totals),
        total: answer.total ?? 0,
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
