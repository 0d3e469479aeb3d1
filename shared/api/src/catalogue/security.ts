/** Security settings (spec 02 §3 "Settings entities", §4 "Two-step verification change", §7 "Security settings"). */
/** Second-factor modes; `no` means off (spec 01 §3). */
export type TwoStepMode = 'no' | 'sms' | 'otp' | 'push';

/**
 * Two-step verification change: `POST /two-step-verification` (mode, typeMode), confirmed by the user's current
 * factor. `push` asks the device (the live channel then says `twoStepVerification.set`); `sms` sends a code that
 * `POST /two-step-verification/{reqId}/confirm` takes; a wrong code answers HTTP 400 with a message (spec 02 §8).
 */
export interface TwoStepChangeRequest {
  mode: TwoStepMode;
  /** What the factor guards: sign-in or transactions. */
  typeMode: 'login' | 'transaction';
}
export interface TwoStepChangeAnswer {
  reqId: string;
  confirmBy: 'push' | 'sms' | 'none';
  /** Masked phone when confirmBy is sms. */
  sentTo?: string;
}
export interface TwoStepConfirmRequest {
  code: string;
}
export const TWO_STEP_PATHS = {
  change: '/two-step-verification',
  confirm: '/two-step-verification/:reqId/confirm',
} as const;

/** Whitelist entry (spec 02 §3): a single address, or a range up to `toIp`. */
export interface AccessIpEntry {
  id: number;
  ip: string;
  toIp?: string;
  created: string;
}
/** Access-IP mode 0 (any address) or 1 (only the whitelist) (spec 02 §6). */
export type AccessIpMode = 0 | 1;
export interface AccessIpListResponse {
  mode: AccessIpMode;
  items: AccessIpEntry[];
}
export interface AddAccessIpRequest {
  ip: string;
  toIp?: string;
}
export interface DeleteAccessIpRequest {
  id: number;
}
export interface SetAccessIpModeRequest {
  mode: AccessIpMode;
}

/** Password change while signed in (spec 02 §5): three fields, then confirmation by the user's factor. */
export interface ChangePasswordRequest {
  password: string;
  passwordNew: string;
  passwordNewRepeat: string;
}
export interface ChangePasswordAnswer {
  requestKey: string;
  confirmBy: 'push' | 'sms' | 'none';
  sentTo?: string;
}
export interface ConfirmPasswordChangeRequest {
  code: string;
  requestKey: string;
}
export interface CancelPasswordChangeRequest {
  requestKey: string;
}

/** Login history (spec 02 §7): pageSize 20. */
export const LOGIN_HISTORY_PAGE_SIZE = 20;
export interface LoginHistoryRequest {
  fromDate?: string;
  toDate?: string;
  pageNumber: number;
  pageSize: number;
}
export interface LoginHistoryEntry {
  date: string;
  ip: string;
  /** Browser or app that signed in. */
  client: string;
  location: string;
  authFlow: string;
  success: boolean;
}
export interface LoginHistoryResponse {
  items: LoginHistoryEntry[];
  total: number;
}

/**
 * Actions by support (issue 22): the calls an administrator made while acting as the customer, newest first.
 * Not in the spec; the security page shows them beside the login history.
 */
export interface SupportActionsRequest {
  pageNumber: number;
  pageSize: number;
}
export interface SupportAction {
  date: string;
  /** The administrator's first name and the initial of their last name. */
  supportName: string;
  /** The operation of the method API that was called. */
  operation: string;
  /** The answer's response code: 00, or the refusal's (ENOA, TA1…). */
  responseCode: string;
}
export interface SupportActionsResponse {
  items: SupportAction[];
  total: number;
}

/** Admin overview: find a customer to act as (spec 01 §6). */
export interface SearchCustomersRequest {
  query: string;
}
export interface CustomerSummary {
  customerId: number;
  name: string;
  email: string;
  customerType: 0 | 1;
  verified: boolean;
  /** How many open accounts the customer has. */
  accounts: number;
}
export interface SearchCustomersResponse {
  customers: CustomerSummary[];
}
