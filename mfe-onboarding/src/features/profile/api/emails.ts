import type { MethodClient } from '@portal/api/client';
import type { ConfirmEmailCodeRequest } from '@portal/api/contract';
import { useProfileChange } from './profile';

/**
 * The customer's e-mails (spec 03 §7 "Email add, delete, set primary, confirm request and confirm"): the same
 * operations as the company's payment e-mails, for any customer.
 */
export const addEmail = (method: MethodClient, emailAddress: string) =>
  method.call('addEmail', { emailAddress }, { popup: false });
export const deleteEmail = (method: MethodClient, emailId: number) =>
  method.call('deleteEmail', { emailId }, { popup: false });
export const setPrimaryEmail = (method: MethodClient, emailId: number) =>
  method.call('setPrimaryEmail', { emailId }, { popup: false });
/** A 6-digit code goes to the address (the sandbox's outbox). */
export const requestEmailCode = (method: MethodClient, emailId: number) =>
  method.call('requestEmailConfirmationCode', { emailId }, { popup: false });
export const confirmEmailCode = (method: MethodClient, request: ConfirmEmailCodeRequest) =>
  method.call('confirmEmailCode', request, { popup: false });

export const useAddEmail = () => useProfileChange(addEmail);
export const useDeleteEmail = () => useProfileChange(deleteEmail);
export const useSetPrimaryEmail = () => useProfileChange(setPrimaryEmail);
export const useRequestEmailCode = () => useProfileChange(requestEmailCode);
export const useConfirmEmailCode = () => useProfileChange(confirmEmailCode);
