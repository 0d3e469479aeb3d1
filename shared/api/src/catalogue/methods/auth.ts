// The method API's operations of one area: signing in, activation, password, terms, security settings and the admin overview (mfe-auth; spec 01, spec 02 §7).
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
import type {
  AcceptTermsRequest,
  ActivateAccountRequest,
  ActivateAccountResponse,
  ActivateBusinessRequest,
  ActivateBusinessResponse,
  ActivateEmployeeRequest,
  ActivateEmployeeResponse,
  AuthorizedUserInfo,
  ConfirmEmailRequest,
  CustomerAccessesResponse,
  PasswordChangeCodeCheck,
  PasswordChangeRequest,
  PasswordChangeWithCode,
  ResendActivationRequest,
} from '../access';
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
  SupportActionsRequest,
  SupportActionsResponse,
} from '../security';
import { ADMIN_ONLY, CHANGES, OWN_CHANGES, OWN_READS, READS } from '../authorization';

import { acting, own, publicOp, type Empty, type MethodTraits } from '../method-traits';

export interface AuthOperations {
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
  getSupportActions: { request: SupportActionsRequest; response: SupportActionsResponse };
  // admin overview (spec 01 §6)
  searchCustomers: { request: SearchCustomersRequest; response: SearchCustomersResponse };
}

export const AUTH_METHODS: Record<keyof AuthOperations, MethodTraits> = {
  activateAccount: publicOp,
  activateBusinessAccount: publicOp,
  activateEmployee: publicOp,
  resendActivationCode: publicOp,
  requestPasswordChange: publicOp,
  checkPasswordChangeCode: publicOp,
  changePasswordWithCode: publicOp,
  confirmEmail: publicOp,
  acceptTerms: own(OWN_CHANGES),
  getAuthorizedUserInfo: own(OWN_READS),
  getCustomerAccesses: own(OWN_READS),
  getAccessIpList: acting(READS),
  addAccessIp: acting(CHANGES),
  deleteAccessIp: acting(CHANGES),
  setAccessIpMode: acting(CHANGES),
  changePassword: own(OWN_CHANGES),
  confirmPasswordChange: own(OWN_CHANGES),
  cancelPasswordChange: own(OWN_CHANGES),
  getLoginHistory: acting(READS),
  getSupportActions: acting(READS),
  searchCustomers: own(ADMIN_ONLY),
};
