import type { MethodName } from '@portal/api/catalogue';

/** The global-pay operations of the method API (spec 02 §7 "Global-pay, sender side", "Global-pay, recipient side"). */
export const GLOBAL_PAY_SENDER_METHODS = [
  'uploadGlobalPayBatch',
  'getGlobalPayBatch',
  'getGlobalPayCountries',
  'updateGlobalPayPayments',
  'setGlobalPayAmount',
  'setGlobalPayFeeShare',
  'setGlobalPayMethodForbidden',
  'submitGlobalPayBatch',
  'rejectGlobalPayBatch',
  'getGlobalPayBatchStatus',
] as const satisfies readonly MethodName[];
/** The recipient's: public, the payment secret is the key, counted per client address (app.ts). */
export const GLOBAL_PAY_RECIPIENT_METHODS = [
  'getGlobalPayment',
  'getGlobalPaymentMethods',
  'getGlobalPaymentMeta',
  'getGlobalPaymentLastWithdrawals',
  'getGlobalPaymentWithdrawalDetails',
  'getGlobalPaymentInstantDetails',
  'getGlobalPaymentExtraParams',
  'getGlobalPaymentCardBin',
  'lookupGlobalPaymentSwift',
  'lookupGlobalPaymentIban',
  'submitGlobalPayment',
  'approveGlobalPayment',
  'resendGlobalPaymentCode',
  'refuseGlobalPayment',
  'cancelGlobalPayment',
] as const satisfies readonly MethodName[];
export type GlobalPaySenderMethodName = (typeof GLOBAL_PAY_SENDER_METHODS)[number];
export type GlobalPayRecipientMethodName = (typeof GLOBAL_PAY_RECIPIENT_METHODS)[number];
export type GlobalPayMethodName =
  (typeof GLOBAL_PAY_SENDER_METHODS)[number] | (typeof GLOBAL_PAY_RECIPIENT_METHODS)[number];
