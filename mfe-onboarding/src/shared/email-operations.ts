import type { MethodClient } from '@portal/api/client';
import type { CompanyEmail, ConfirmEmailCodeRequest } from '@portal/api/catalogue';

/**
 * The e-mail operations (spec 03 §7 "Email add, delete, set primary, confirm request and confirm"), one set for the
 * customer's e-mails on the profile and the company's payment e-mails. Every page names a refusal itself: no popup.
 */
export function addEmail(method: MethodClient, emailAddress: string): Promise<CompanyEmail> {
  return method.call('addEmail', { emailAddress }, { popup: false });
}

/** The primary e-mail is never offered for it. */
export function deleteEmail(method: MethodClient, emailId: number) {
  return method.call('deleteEmail', { emailId }, { popup: false });
}

/** Only a confirmed e-mail is offered. */
export function setPrimaryEmail(method: MethodClient, emailId: number) {
  return method.call('setPrimaryEmail', { emailId }, { popup: false });
}

/** A 6-digit code goes to the address (the sandbox's outbox). */
export function requestEmailConfirmationCode(method: MethodClient, emailId: number) {
  return method.call('requestEmailConfirmationCode', { emailId }, { popup: false });
}

export function confirmEmailCode(
  method: MethodClient,
  request: ConfirmEmailCodeRequest,
): Promise<CompanyEmail> {
  return method.call('confirmEmailCode', request, { popup: false });
}
