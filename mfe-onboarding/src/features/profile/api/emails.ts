import {
  addEmail,
  confirmEmailCode,
  deleteEmail,
  requestEmailConfirmationCode,
  setPrimaryEmail,
} from '../../../shared/email-operations';
import { useProfileChange } from './profile';

/**
 * The customer's e-mails (spec 03 §7 "Email add, delete, set primary, confirm request and confirm"): the same
 * operations as the company's payment e-mails, for any customer.
 */
export const useAddEmail = () => useProfileChange(addEmail);
export const useDeleteEmail = () => useProfileChange(deleteEmail);
export const useSetPrimaryEmail = () => useProfileChange(setPrimaryEmail);
export const useRequestEmailCode = () => useProfileChange(requestEmailConfirmationCode);
export const useConfirmEmailCode = () => useProfileChange(confirmEmailCode);
