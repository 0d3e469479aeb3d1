import { RESPONSE_CODES, type MethodName } from '@portal/api/contract';
import { methodError } from '../../http/errors';
import type { MethodDefinition, MethodDefinitions, ObjectSchema } from '../method-api/types';

/** The global-pay operations of the method API (spec 02 §7 "Global-pay, sender side", "Global-pay, recipient side"). */
export const GLOBAL_PAY_METHOD_NAMES = [
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
export type GlobalPayMethodName = (typeof GLOBAL_PAY_METHOD_NAMES)[number];

const anyObject: ObjectSchema = { type: 'object', properties: {} };

/** Until the operations are built (issue 15, B1): each answers IM, as an operation the sandbox does not offer. */
function notYet<M extends GlobalPayMethodName>(): MethodDefinition<M> {
  return {
    requestSchema: anyObject,
    responseSchema: anyObject,
    handle: () =>
      Promise.reject(methodError(RESPONSE_CODES.invalidMethod, 'Global pay is not available yet')),
  };
}

export function createGlobalPayMethods(): Pick<MethodDefinitions, GlobalPayMethodName> {
  return Object.fromEntries(GLOBAL_PAY_METHOD_NAMES.map((name) => [name, notYet()])) as Pick<
    MethodDefinitions,
    GlobalPayMethodName
  >;
}
