/**
 * The operation catalogue of the method API (`POST {apiRoot}?method=NAME`, spec 01 §7).
 * Client and sandbox both compile against it, so drift is a compile error.
 *
 * Each area declares its operations in `methods/<area>.ts`; this file gathers them, so the clients keep one import
 * (`@portal/api/catalogue`) and a new operation edits its own area's file (issue 48 item 4).
 */
import { COMMON_METHODS, type CommonOperations } from './methods/common';
import { AUTH_METHODS, type AuthOperations } from './methods/auth';
import { ACCOUNTS_METHODS, type AccountsOperations } from './methods/accounts';
import { TRANSFERS_METHODS, type TransfersOperations } from './methods/transfers';
import { ONBOARDING_METHODS, type OnboardingOperations } from './methods/onboarding';
import { MERCHANT_METHODS, type MerchantOperations } from './methods/merchant';
import { PASSKEY_METHODS, type PasskeyOperations } from './methods/passkeys';
import { ACCOUNTING_METHODS, type AccountingOperations } from './methods/accounting';
import type { MethodTraits } from './method-traits';

export { FILE_CALL_PARTS, withFile, type Empty, type MethodFile, type MethodTraits } from './method-traits';

export interface MethodOperations
  extends
    CommonOperations,
    AuthOperations,
    AccountsOperations,
    TransfersOperations,
    OnboardingOperations,
    MerchantOperations,
    PasskeyOperations,
    AccountingOperations {}

export type MethodName = keyof MethodOperations;
export type MethodRequest<M extends MethodName> = MethodOperations[M]['request'];
export type MethodResponse<M extends MethodName> = MethodOperations[M]['response'];

/**
 * Runtime traits of every method; a `Record` so that a method without traits, or without its access
 * declaration, does not compile. The policy table in sandbox-api/README.md is this list in words.
 */
export const METHOD_CATALOGUE: Record<MethodName, MethodTraits> = {
  ...COMMON_METHODS,
  ...AUTH_METHODS,
  ...ACCOUNTS_METHODS,
  ...TRANSFERS_METHODS,
  ...ONBOARDING_METHODS,
  ...MERCHANT_METHODS,
  ...PASSKEY_METHODS,
  ...ACCOUNTING_METHODS,
};

/** Path of the method API under the back-end base URL. */
export const METHOD_API_PATH = '/api/v1/';
/** Path of the live channel (WebSocket) under the back-end base URL. */
export const LIVE_CHANNEL_PATH = '/live';
/** Client version header and its value (spec 01 §7). */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CLIENT_VERSION = '2.1.2';
/** Header business users send with the acting customer id (spec 01 §6). */
export const CUSTOMER_ID_HEADER = 'X-Customer-Id';
