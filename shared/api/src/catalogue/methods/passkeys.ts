// The method API's passkey operations (issue 50, beyond the spec): the security settings' list (mfe-auth) and the
// passkey approval of payments, the submitter's own and the approval queue's (mfe-transfers, the shell's popups).
// The sign-in with a passkey is the auth service's (`PASSKEY_AUTH_PATHS`), as every sign-in step.
import type {
  AddPasskeyRequest,
  AddPasskeyResponse,
  ApproveMassWithPasskeyRequest,
  ApproveRequestsWithPasskeyRequest,
  ConfirmWithPasskeyRequest,
  PasskeyApprovalOptions,
  PasskeyApprovalRequest,
  PasskeyListResponse,
  PasskeyQueueApprovalRequest,
  PasskeyRegistrationOptions,
  PasskeyRegistrationRequest,
  RemovePasskeyRequest,
  RenamePasskeyRequest,
  SetPasskeyApprovalRequest,
} from '../passkeys';
import type { ConfirmTransactionResponse } from '../transfer-basics';
import type { ApproveRequestsResponse } from '../transfer-approvals';
import { APPROVES, CHANGES, MOVES_MONEY, OWN_CHANGES, READS } from '../authorization';
import { acting, own, type Empty, type MethodTraits } from '../method-traits';

export interface PasskeyOperations {
  getPasskeys: { request: Empty; response: PasskeyListResponse };
  startPasskeyRegistration: { request: PasskeyRegistrationRequest; response: PasskeyRegistrationOptions };
  addPasskey: { request: AddPasskeyRequest; response: AddPasskeyResponse };
  renamePasskey: { request: RenamePasskeyRequest; response: Empty };
  removePasskey: { request: RemovePasskeyRequest; response: Empty };
  setPasskeyApproval: { request: SetPasskeyApprovalRequest; response: Empty };
  getPasskeyApproval: { request: PasskeyApprovalRequest; response: PasskeyApprovalOptions };
  getPasskeyQueueApproval: { request: PasskeyQueueApprovalRequest; response: PasskeyApprovalOptions };
  confirmTransactionWithPasskey: { request: ConfirmWithPasskeyRequest; response: ConfirmTransactionResponse };
  approveRequestsWithPasskey: {
    request: ApproveRequestsWithPasskeyRequest;
    response: ApproveRequestsResponse;
  };
  approveMassRequestWithPasskey: {
    request: ApproveMassWithPasskeyRequest;
    response: ApproveRequestsResponse;
  };
}

export const PASSKEY_METHODS: Record<keyof PasskeyOperations, MethodTraits> = {
  // An admin acting as a customer sees the list, and changes nothing of it (as the other security settings).
  getPasskeys: acting(READS),
  startPasskeyRegistration: own(OWN_CHANGES),
  addPasskey: own(OWN_CHANGES),
  renamePasskey: own(OWN_CHANGES),
  removePasskey: own(OWN_CHANGES),
  // The customer's approval method (a company's for all its users): a full right, never an admin acting.
  setPasskeyApproval: acting(CHANGES),
  // A challenge is asked by who may approve: the submitter of an operation, an approver of the queue's requests.
  getPasskeyApproval: acting(MOVES_MONEY),
  getPasskeyQueueApproval: acting(APPROVES),
  confirmTransactionWithPasskey: acting(MOVES_MONEY),
  approveRequestsWithPasskey: acting(APPROVES),
  approveMassRequestWithPasskey: acting(APPROVES),
};
