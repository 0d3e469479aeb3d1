/**
 * Notification settings and legal info (spec 02 §3 "Settings entities", §7 "Security settings"): the signed-in
 * user's notification items, each set on its own, and the customer's legal documents with a PDF of each; and the
 * customer's profile (issue 30 item 3): e-mails, phones, addresses, username change requests and the tax number.
 */

import type { CompanyEmail } from './company';

/** The groups notification items are shown in, in this order. */
export const NOTIFICATION_GROUPS = ['security', 'payments', 'cards', 'news'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** A switch is `on` or `off`; a choice takes one of its options. */
export const SWITCH_VALUES = ['on', 'off'] as const;

/** A notification item (spec 02 §3): its group, what it is (`identified`) and its value. */
export interface NotificationSetting {
  group: NotificationGroup;
  identified: string;
  /** `on`/`off` for a switch, one of `options` for a choice. */
  value: string;
  kind: 'switch' | 'choice';
  /** A choice's values, in the order to offer them; absent for a switch. */
  options?: string[];
}
export interface NotificationSettingsResponse {
  items: NotificationSetting[];
}
/** Notification settings set (spec 02 §7): one item at a time, answered with the item as saved. */
export interface SetNotificationSettingRequest {
  identified: string;
  value: string;
}

/** The kinds of legal document a customer may hold. */
export const LEGAL_DOCUMENT_KINDS = [
  'termsAndConditions',
  'privacyPolicy',
  'feeSchedule',
  'cardholderAgreement',
  'businessAgreement',
] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** A legal info item (spec 02 §3): one document in the version that applies to the customer. */
export interface LegalInfoItem {
  id: number;
  kind: LegalDocumentKind;
  version: string;
  /** The day this version took effect, `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** When the customer agreed to it (ISO date-time); absent for a document given for information only. */
  acceptedAt?: string;
  fileName: string;
}
export interface LegalInfoResponse {
  items: LegalInfoItem[];
}
/** Agreement download (spec 02 §7): by id, as a PDF. */
export interface AgreementRequest {
  id: number;
}
export interface AgreementFile {
  id: number;
  fileName: string;
  contentType: 'application/pdf';
  /** The PDF's bytes, base64. */
  content: string;
}

// --- the customer's profile (spec 03 §2 "profile", §3 "Address", "Phone and email", §5, §7; issue 30 item 3) ---

/** spec 03 §3 "Phone": phoneType 2 is used when adding. */
export const ADDED_PHONE_TYPE = 2;
/** Phones and addresses a customer may keep (ours; the spec sets no number). */
export const PROFILE_LIMITS = { phones: 5, addresses: 10 } as const;
/** The channels of spec 03 §7 "Verification channels are email, sms and camera"; a phone is verified by sms. */
export const VERIFICATION_CHANNELS = ['email', 'sms', 'camera'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/**
 * A phone of the customer (spec 03 §3 "Phone: phoneId, confirmed, countryCode, number, status"). The country code
 * is digits without a plus, as stored and sent (spec 03 §5); the portal shows it with one.
 */
export interface ProfilePhone {
  phoneId: number;
  countryCode: string;
  number: string;
  phoneType: number;
  status: 'Primary' | 'Secondary';
  confirmed: boolean;
  /** The phone this one takes the place of once confirmed (a replacement waiting for its code). */
  replacesPhoneId?: number;
}
export interface PhonesResponse {
  phones: ProfilePhone[];
}
/** Phone add (spec 03 §7): an SMS code goes to the new phone. */
export interface AddPhoneRequest {
  countryCode: string;
  number: string;
  /** Only 2 (spec 03 §3); the portal sends it, the sandbox sets it when missing. */
  phoneType?: number;
}
/** Phone replace (spec 03 §7): the new number waits for its code; the old one stays until then. */
export interface ReplacePhoneRequest {
  phoneId: number;
  countryCode: string;
  number: string;
}
/**
 * Phone confirm (spec 03 §7 "code or verification with codeVerifier"): the code sent when the phone was added or
 * replaced, or the code a verification request sent (`verification`) with the verifier of its challenge.
 */
export interface ConfirmPhoneRequest {
  phoneId: number;
  code?: string;
  verification?: string;
  codeVerifier?: string;
}
/** Business phone confirm (spec 03 §7 "reqId plus approvalCode"): the verification request and its code. */
export interface ConfirmBusinessPhoneRequest {
  phoneId: number;
  reqId: string;
  approvalCode: string;
}
/** `POST verification/phones/{phoneId}/verify` (spec 03 §7: type, codeChallenge): sends an SMS code. */
export const PHONE_VERIFICATION_PATH = '/verification/phones/:phoneId/verify';
export interface PhoneVerificationRequest {
  type: VerificationChannel;
  /** S256 of the verifier the confirmation will send (PKCE-style, spec 01 §5). */
  codeChallenge: string;
}
export interface PhoneVerificationAnswer {
  /** Names the request in a business phone confirm. */
  reqId: string;
  /** The phone the code went to, masked. */
  sentTo: string;
}

/** Address kinds (spec 02 §3): unspecified 0, home 1, business 2, home and business 3, residence 4, office 5. */
export type AddressKind = 0 | 1 | 2 | 3 | 4 | 5;
export const ADDRESS_KINDS: readonly AddressKind[] = [0, 1, 2, 3, 4, 5];

/** An address of the customer (spec 03 §3 "Address"); `addressStatus` as spec 02 §3 (1 confirmed). */
export interface ProfileAddress {
  addressId: number;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  stateName: string;
  kind: AddressKind;
  addressStatus: 0 | 1 | 2 | 3 | 4;
  /** The customer said the address is theirs and current (address confirm). */
  confirmed: boolean;
  isDocumentOutOfDate: boolean;
  isCardDocumentRequired: boolean;
  isDocumentRequired: boolean;
}
/** What the customer gives of an address. */
export interface AddressFields {
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  /** Required for a country with states (the states dictionary). */
  stateCode?: string;
  /** Home (1) unless said. */
  kind?: AddressKind;
}
export type CreateAddressRequest = AddressFields;
/** Address update: corrects an address, which keeps its id and status. */
export interface UpdateAddressRequest extends AddressFields {
  addressId: number;
}
/** Address replace: the customer moved; the address gets the new one's fields and addressStatus 1 (spec 03 §3). */
export interface ReplaceAddressRequest extends AddressFields {
  oldAddressId: number;
}
export interface AddressIdRequest {
  addressId: number;
}

/** The state of a username change request: active until the back office decides (spec 03 §3: default active). */
export const USERNAME_CHANGE_STATUSES = ['active', 'completed', 'failed', 'canceled'] as const;
export type UsernameChangeStatus = (typeof USERNAME_CHANGE_STATUSES)[number];
export interface UsernameChangeLog {
  /** ISO date-time. */
  date: string;
  status: UsernameChangeStatus;
  message: string;
}
/** spec 03 §3: requestId, desiredUsername, logs and status. */
export interface UsernameChange {
  requestId: number;
  desiredUsername: string;
  status: UsernameChangeStatus;
  createdAt: string;
  logs: UsernameChangeLog[];
}
export interface UsernameChangesResponse {
  requests: UsernameChange[];
}
/** A new sign-in e-mail for the signed-in user. */
export interface RequestUsernameChangeRequest {
  desiredUsername: string;
}

/** Tax number update (spec 03 §7: taxId, plus positionId for a representative). */
export interface UpdateTaxNumberRequest {
  taxId: string;
  positionId?: number;
}

/** What a customer who must update their personal information (isNeedPersonalInfoUpdate) still has to do. */
export const PERSONAL_INFO_ITEMS = ['email', 'phone', 'address', 'taxNumber'] as const;
export type PersonalInfoItem = (typeof PERSONAL_INFO_ITEMS)[number];

/** A legal document the signed-in user was asked to accept, and when they did (`acceptTerms`). */
export interface ProfileTerms {
  id: number;
  title: string;
  version: string;
  url: string;
  acceptedAt?: string;
}

/**
 * Profile inquiry (spec 03 §7 "Profile, address, email and documents inquiry"): the customer the user acts for with
 * their contacts, the terms of the signed-in user, and what a personal-info update still needs.
 */
export interface ProfileResponse {
  customerId: number;
  customerType: 0 | 1 | 2;
  firstName: string;
  lastName: string;
  businessName?: string;
  /** The customer's sign-in e-mail (the owner's for a business). */
  login: string;
  residenceCountryCode: string;
  /** The tax number, '' when none was given (named so that it stays text, spec 01 §5). */
  taxNumber: string;
  emails: ProfileEmail[];
  phones: ProfilePhone[];
  addresses: ProfileAddress[];
  terms: ProfileTerms[];
  personalInfoUpdate: { needed: boolean; items: PersonalInfoItem[] };
}
/** An e-mail of the customer: the company's payment e-mails are the same operations (spec 03 §7). */
export type ProfileEmail = CompanyEmail;
