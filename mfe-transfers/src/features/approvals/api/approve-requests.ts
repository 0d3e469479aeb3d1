import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveMassRequest,
  ApproveRequestsRequest,
  ApproveRequestsResponse,
} from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { APPROVALS_QUERY_KEY } from './approval-requests';

/** Approve or decline single requests (spec 02 §7): one result per id; the lists, counts and balances reload. */
export function useApproveRequests() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApproveRequestsRequest): Promise<ApproveRequestsResponse> =>
      method.call('approveRequests', request, { popup: false }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        invalidateTransferAccounts(queryClient),
      ]);
    },
  });
}

/** Approve or decline a whole batch (spec 02 §7 "Mass approve or decline"). */
export function useApproveMassRequest() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApproveMassRequest): Promise<ApproveRequestsResponse> =>
      method.call('approveMassRequest', request, { popup: false }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        invalidateTransferAccounts(queryClient),
      ]);
    },
  });
}
