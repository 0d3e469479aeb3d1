import type {
  AcceptTermsRequest,
  ActivateAccountRequest,
  ActivateAccountResponse,
  ActivateBusinessRequest,
  ActivateBusinessResponse,
  ActivateEmployeeRequest,
  ActivateEmployeeResponse,
  AuthorizedUserInfo,
  CheckEmailRequest,
  CheckEmailResponse,
  ConfirmEmailRequest,
  CustomerAccessesResponse,
  PasswordChangeCodeCheck,
  PasswordChangeRequest,
  PasswordChangeWithCode,
  ResendActivationRequest,
} from './access';
import type { BalanceInquiryRequest, BalanceInquiryResponse } from './accounts';
import type { CustomerInfo } from './customer';
import type {
  AccessIpListResponse,
  AddAccessIpRequest,
  CancelPasswordChangeRequest,
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ConfirmPasswordChangeRequest,
  DeleteAccessIpRequest,
  LoginHistoryRequest,
  LoginHistoryResponse,
  SearchCustomersRequest,
  SearchCustomersResponse,
  SetAccessIpModeRequest,
} from './security';
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
  // access (spec 01 §7): public
  checkEmail: { request: CheckEmailRequest; response: CheckEmailResponse };
  activateAccount: { request: ActivateAccountRequest; response: ActivateAccountResponse };
  activateBusinessAccount: { request: ActivateBusinessRequest; response: ActivateBusinessResponse };
  activateEmployee: { request: ActivateEmployeeRequest; response: ActivateEmployeeResponse };
  resendActivationCode: { request: ResendActivationRequest; response: Empty };
  requestPasswordChange: { request: PasswordChangeRequest; response: Empty };
  checkPasswordChangeCode: { request: PasswordChangeCodeCheck; response: Empty };
  changePasswordWithCode: { request: PasswordChangeWithCode; response: Empty };
  confirmEmail: { request: ConfirmEmailRequest; response: Empty };
  // access: signed in
  acceptTerms: { request: AcceptTermsRequest; response: Empty };
  getAuthorizedUserInfo: { request: Empty; response: AuthorizedUserInfo };
  getCustomerAccesses: { request: Empty; response: CustomerAccessesResponse };
  // security settings (spec 02 §7)
  getAccessIpList: { request: Empty; response: AccessIpListResponse };
  addAccessIp: { request: AddAccessIpRequest; response: Empty };
  deleteAccessIp: { request: DeleteAccessIpRequest; response: Empty };
  setAccessIpMode: { request: SetAccessIpModeRequest; response: Empty };
  changePassword: { request: ChangePasswordRequest; response: ChangePasswordAnswer };
  confirmPasswordChange: { request: ConfirmPasswordChangeRequest; response: Empty };
  cancelPasswordChange: { request: CancelPasswordChangeRequest; response: Empty };
  getLoginHistory: { request: LoginHistoryRequest; response: LoginHistoryResponse };
  // admin overview (spec 01 §6)
  searchCustomers: { request: SearchCustomersRequest; response: SearchCustomersResponse };
}

/** An operation without fields of its own. */
export type Empty = Record<string, never>;

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
  checkEmail: { public: true, dictionary: false, actingCustomer: false },
  activateAccount: { public: true, dictionary: false, actingCustomer: false },
  activateBusinessAccount: { public: true, dictionary: false, actingCustomer: false },
  activateEmployee: { public: true, dictionary: false, actingCustomer: false },
  resendActivationCode: { public: true, dictionary: false, actingCustomer: false },
  requestPasswordChange: { public: true, dictionary: false, actingCustomer: false },
  checkPasswordChangeCode: { public: true, dictionary: false, actingCustomer: false },
  changePasswordWithCode: { public: true, dictionary: false, actingCustomer: false },
  confirmEmail: { public: true, dictionary: false, actingCustomer: false },
  acceptTerms: { public: false, dictionary: false, actingCustomer: false },
  getAuthorizedUserInfo: { public: false, dictionary: false, actingCustomer: false },
  getCustomerAccesses: { public: false, dictionary: false, actingCustomer: false },
  getAccessIpList: { public: false, dictionary: false, actingCustomer: true },
  addAccessIp: { public: false, dictionary: false, actingCustomer: true },
  deleteAccessIp: { public: false, dictionary: false, actingCustomer: true },
  setAccessIpMode: { public: false, dictionary: false, actingCustomer: true },
  changePassword: { public: false, dictionary: false, actingCustomer: false },
  confirmPasswordChange: { public: false, dictionary: false, actingCustomer: false },
  cancelPasswordChange: { public: false, dictionary: false, actingCustomer: false },
  getLoginHistory: { public: false, dictionary: false, actingCustomer: true },
  searchCustomers: { public: false, dictionary: false, actingCustomer: false },
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
