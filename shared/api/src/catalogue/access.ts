/** Public access operations of the method API: e-mail check, activation, password reset, terms (spec 01 §3, §4, §7). */
import type { Tokens } from './auth';

/** E-mail existence check (spec 01 §5): invalid e-mails are never sent. */
export interface CheckEmailRequest {
  email: string;
}
export interface CheckEmailResponse {
  exist: boolean;
  outBlacklist: boolean;
  /** An employee of a business: the sign-in page says so (spec 01 §4). */
  isEmployee: boolean;
}

/** A pending terms document; the TE answer of customer info lists them (spec 01 §3, §8). */
export interface TermsItem {
  id: number;
  title: string;
  /** Where the full document is read. */
  url: string;
  version: string;
}
/** The `TE` envelope: `terms` is one item or a list (spec 01 §3). */
export interface TermsErrorBody {
  responseCode: 'TE';
  responseDescription: string;
  terms: TermsItem | TermsItem[];
}
export interface AcceptTermsRequest {
  termIds: number[];
}

/** Account activation from the e-mailed link: `?action=activation&user=...&code=...` (spec 01 §2, §7). */
export interface ActivateAccountRequest {
  username: string;
  activationCode: string;
}
export type ActivateAccountResponse = Tokens;

/** Business activation (spec 01 §7): authorised users then receive activation links. */
export interface ActivateBusinessRequest {
  email: string;
  activationCode: string;
}
/** How many authorised users were sent a link. */
export interface ActivateBusinessResponse {
  linksSent: number;
}

/** Employee activation: the popup sets the employee's password (spec 01 §4). */
export interface ActivateEmployeeRequest {
  email: string;
  activationCode: string;
  password: string;
}
export interface ActivateEmployeeResponse {
  businessName: string;
}

/**
 * The personal registration categories a brand may offer (spec 01 §9 "Registration personal categories"; the brand
 * lists its own, `registrationPersonalTypes`).
 */
export const PERSONAL_REGISTRATION_TYPES = [
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
] as const;
export type PersonalRegistrationType = (typeof PERSONAL_REGISTRATION_TYPES)[number];

/**
 * Personal registration (spec 01 §2 `register/personal`, spec 03 §4 "Activation"; issue 29): the customer and their
 * user are created pending activation, and the activation link goes to the e-mail (the activate page finishes it).
 */
export interface CreatePersonalAccountRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`; the customer is at least 18. */
  birthDay: string;
  /** ISO 3166 alpha-2, one of the countries dictionary. */
  residenceCountryCode: string;
  /** Digits only: plus signs are stripped before sending (spec 03 §5). */
  phoneCountryCode: string;
  phone: string;
  category: PersonalRegistrationType;
  /** The brand's terms and privacy policy, accepted. */
  acceptTerms: boolean;
}

/** Phone existence check (spec 03 §5 "Existence statuses"): the plus of the code is stripped before sending. */
export interface CheckPhoneRequest {
  phoneCountryCode: string;
  phone: string;
}
/** 0 free, 1 exists, 3 error (not a phone number). */
export const PHONE_STATUS = { free: 0, exists: 1, error: 3 } as const;
export interface CheckPhoneResponse {
  status: (typeof PHONE_STATUS)[keyof typeof PHONE_STATUS];
}

export interface ResendActivationRequest {
  email: string;
}

/** Password reset (spec 01 §7): request (e-mail), code check (e-mail, code), complete (e-mail, code, password). */
export interface PasswordChangeRequest {
  email: string;
}
export interface PasswordChangeCodeCheck {
  email: string;
  code: string;
}
export interface PasswordChangeWithCode {
  email: string;
  code: string;
  password: string;
}

/** `?emailConfirmation=TOKEN` (spec 01 §2). */
export interface ConfirmEmailRequest {
  token: string;
}

/** The rule the sandbox and the forms share for a new password. */
export const PASSWORD_RULE = { minLength: 8, maxLength: 128 } as const;

/** Authorised-user info, read for business post-login rule 3 (spec 01 §4). */
export interface AuthorizedUserInfo {
  email: string;
  businessName: string;
  firstName: string;
  lastName: string;
}

/** One company the user may act for (business post-login rule 4, spec 01 §4). */
export interface CustomerAccess {
  customerId: number;
  businessName: string;
  /** Access-rights value, spec 01 §3: 0 none ... 5 uploading. */
  accessRight: number;
  /** False when the user's access list lacks balance info: they see company documents only (spec 03 §4). */
  balanceInfo: boolean;
  /** Tax-residency self-certification state of the company (spec 03 §4 business routing). */
  selfCertification: 'validated' | 'pending' | 'required';
}
export interface CustomerAccessesResponse {
  accesses: CustomerAccess[];
}
