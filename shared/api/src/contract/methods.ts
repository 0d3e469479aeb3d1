import type { BalanceInquiryRequest, BalanceInquiryResponse } from './accounts';
import type { CustomerInfo } from './customer';
import type { CountriesResponse, CurrenciesResponse, DictionaryRequest } from './dictionaries';

/**
 * The operation catalogue of the method API (`POST {apiRoot}?method=NAME`, spec 01 §7).
 * Client and sandbox both compile against it, so drift is a compile error.
 */
export interface MethodOperations {
  getCustomerInfo: { request: Record<string, never>; response: CustomerInfo };
  balanceInquiry: { request: BalanceInquiryRequest; response: BalanceInquiryResponse };
  getCountries: { request: DictionaryRequest; response: CountriesResponse };
  getCurrencies: { request: DictionaryRequest; response: CurrenciesResponse };
}

export type MethodName = keyof MethodOperations;
export type MethodRequest<M extends MethodName> = MethodOperations[M]['request'];
export type MethodResponse<M extends MethodName> = MethodOperations[M]['response'];

export interface MethodTraits {
  /** Callable without a session (spec 01 §7 "Public (no login)"). */
  public: boolean;
  /** Dictionary methods get the language in the body (spec 01 §7). */
  dictionary: boolean;
  /** The acting customer id is sent (spec 01 §6). */
  actingCustomer: boolean;
}

/** Runtime traits of every method; a `Record` so that a method without traits does not compile. */
export const METHOD_CATALOGUE: Record<MethodName, MethodTraits> = {
  getCustomerInfo: { public: false, dictionary: false, actingCustomer: true },
  balanceInquiry: { public: false, dictionary: false, actingCustomer: true },
  getCountries: { public: true, dictionary: true, actingCustomer: false },
  getCurrencies: { public: true, dictionary: true, actingCustomer: false },
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
