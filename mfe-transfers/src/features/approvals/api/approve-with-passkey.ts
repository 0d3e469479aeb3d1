import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveMassWithPasskeyRequest,
  ApproveRequestsResponse,
  ApproveRequestsWithPasskeyRequest,
  PasskeyApprovalOptions,
  PasskeyQueueApprovalRequest,
} from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { APPROVALS_QUERY_KEY } from './approval-requests';

/**
 * The passkey approval of queue requests or a mass request (issue 50): the payments it covers and a challenge bound
 * to them. A mutation, not a query: every call makes a new challenge, which is answered once.
 */
export function usePasskeyQueueApproval() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: PasskeyQueueApprovalRequest): Promise<PasskeyApprovalOptions> =>
      method.call('getPasskeyQueueApproval', request, { popup: false }),
  });
}

/** Approves single requests with a passkey's assertion: one result per id, as `approveRequests`. */
export function useApproveRequestsWithPasskey() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApproveRequestsWithPasskeyRequest): Promise<ApproveRequestsResponse> =>
      method.call('approveRequestsWithPasskey', request, { popup: false }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        invalidateTransferAccounts(queryClient),
      ]);
    },
  });
}

/** Approves a whole batch with a passkey's assertion, as `approveMassRequest`. */
export function useApproveMassRequestWithPasskey() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApproveMassWithPasskeyRequest): Promise<ApproveRequestsResponse> =>
      method.call('approveMassRequestWithPasskey', request, { popup: false }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        invalidateTransferAccounts(queryClient),
      ]);
    },
  });
}
