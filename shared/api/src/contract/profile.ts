/**
 * Notification settings and legal info (spec 02 §3 "Settings entities", §7 "Security settings"): the signed-in
 * user's notification items, each set on its own, and the customer's legal documents with a PDF of each.
 */

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
