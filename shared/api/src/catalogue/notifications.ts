/**
 * Notifications (spec 03 §3 "Notification", §2 "Notification clicks navigate as follows", §4 "Live events", §9 toast
 * duration and delay; issue 31 item 3, 4). The sandbox stores each notification per customer and pushes it on the live
 * channel (`notification`); the shell shows a toast for each, keeps a list in the header with an unread count, and
 * tells the areas what to reload through the bus. The method names below are ours: the spec names none.
 */

/** spec 03 §3 "Notification": the types. */
export const NOTIFICATION_TYPES = [
  'info',
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  'cardClosed',
] as const;

/** spec 03 §3 "Notification": the smart-contract types. */
export const CONTRACT_NOTIFICATION_TYPES = [
  'scContractSigned',
  'scContractRejected',
  'scContractCancelled',
  'scContractCreated',
  'scContractTerminated',
  'scContractTerminationRequest',
  'scContractTerminationCancelled',
  'scContractSignerIdentified',
  'scContractSignerIdentificationLoaded',
  'scContractSignerIdentificationFailed',
] as const;

/**
 * Ours, published before issue 31 and kept: an identity check was decided (issue 30 item 4; a signed tax form says
 * `info`). It reloads the verification state.
 */
export const PORTAL_NOTIFICATION_TYPES = ['identityVerification'] as const;

export type NotificationType =
  | (typeof NOTIFICATION_TYPES)[number]
  | (typeof CONTRACT_NOTIFICATION_TYPES)[number]
  | (typeof PORTAL_NOTIFICATION_TYPES)[number];

export const ALL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  ...NOTIFICATION_TYPES,
  ...CONTRACT_NOTIFICATION_TYPES,
  ...PORTAL_NOTIFICATION_TYPES,
];

/** spec 03 §3 "Notification": the severities. */
export const NOTIFICATION_SEVERITIES = ['error', 'info', 'warning', 'success'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/**
 * The severity a type has unless its sender says otherwise (spec 03 §3 lists types and severities, not which goes
 * with which; this is ours): refusals and failures are errors, what needs the customer soon is a warning, what went
 * through is a success, the rest information.
 */
export const NOTIFICATION_DEFAULT_SEVERITY: Record<NotificationType, NotificationSeverity> = {
  info: 'info',
  documentFailed: 'error',
  documentRejected: 'error',
  documentExpired: 'warning',
  documentExpSoon: 'warning',
  usernameChangeFailed: 'error',
  usernameChanged: 'success',
  batchPartially: 'warning',
  zohoNewMessage: 'info',
  zohoClosedNoReply: 'info',
  acceptTermsLogin: 'warning',
  cardClosed: 'warning',
  scContractSigned: 'success',
  scContractRejected: 'error',
  scContractCancelled: 'warning',
  scContractCreated: 'info',
  scContractTerminated: 'warning',
  scContractTerminationRequest: 'warning',
  scContractTerminationCancelled: 'info',
  scContractSignerIdentified: 'success',
  scContractSignerIdentificationLoaded: 'info',
  scContractSignerIdentificationFailed: 'error',
  identityVerification: 'info',
};

/**
 * What a notification may carry for its click and its text (all optional; which type uses which is in
 * `notificationTarget`): the ticket of a support message, the contract of an sc* type, the batch of a partly
 * executed batch, the card that was closed, the document that was judged.
 */
export interface NotificationParams {
  ticketNumber?: string;
  contractId?: number;
  batchId?: number;
  cardId?: number;
  documentId?: number;
  /** A document's or card's name, a new username: words the text may quote. */
  name?: string;
}

/** One stored notification, as listed and as pushed live (the live message's `payload`). */
export interface PortalNotification {
  /** A UUID. */
  id: string;
  type: NotificationType;
  severity: NotificationSeverity;
  /** The sandbox's text in English; the portal shows its own translated title by type and this text beneath it. */
  text: string;
  params: NotificationParams;
  /** ISO time. */
  createdAt: string;
  /** ISO time; null while unread. */
  readAt: string | null;
}

/** `getNotifications`: newest first. */
export interface NotificationListRequest {
  pageNumber?: number;
  /** At most 100; 20 unless given. */
  pageSize?: number;
  unreadOnly?: boolean;
}
export interface NotificationListResponse {
  items: PortalNotification[];
  total: number;
  unread: number;
}
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;

/** `markNotificationsRead`: the given ids, or every unread one with `all`. Answers the unread count left. */
export interface MarkNotificationsReadRequest {
  ids?: string[];
  all?: boolean;
}
export interface MarkNotificationsReadResponse {
  unread: number;
}

/** `/sandbox/notify` (a developer tool, issue 31 item 4): send any type to a customer, by id or by e-mail. */
export const SANDBOX_NOTIFY_PATH = '/sandbox/notify';
export interface SandboxNotifyRequest {
  customerId?: number;
  email?: string;
  type: NotificationType;
  severity?: NotificationSeverity;
  text?: string;
  params?: NotificationParams;
}

/** spec 03 §9: a toast stays 10 s; a click navigates after 1 s. */
export const TOAST_DURATION_MS = 10_000;
export const TOAST_NAVIGATION_DELAY_MS = 1_000;

/**
 * spec 03 §4 "When a notification arrives, documents, emails, smart contracts or accounts are reloaded according to
 * its type": the spec's four, and ours for the help desk's tickets and the verification state (the bus's
 * `data.reload` scopes). A scope is coarse on purpose: each area says which of its lists a scope reloads.
 */
export const RELOAD_SCOPES = [
  'documents',
  'emails',
  'contracts',
  'accounts',
  'support',
  'verification',
] as const;
export type ReloadScope = (typeof RELOAD_SCOPES)[number];

/**
 * What each type reloads (issue 47 item 6; the shell publishes `data.reload` with these scopes). A `Record`, so that
 * a new type does not compile until it says what it reloads; `[]` is a decision, not an omission.
 */
export const NOTIFICATION_RELOADS: Readonly<Record<NotificationType, readonly ReloadScope[]>> = {
  // The sandbox says `info` when a document was verified, the account was limited or the limit lifted, and a tax
  // form was signed: the documents and the verification state (with the tax certification) changed.
  info: ['documents', 'verification'],
  // A judged document changes the documents and, through them, the required actions and the limits.
  documentFailed: ['documents', 'verification'],
  documentRejected: ['documents', 'verification'],
  documentExpired: ['documents', 'verification'],
  documentExpSoon: ['documents', 'verification'],
  // The sign-in e-mail is one of the profile's e-mails, and the request's status is listed beside them.
  usernameChangeFailed: ['emails'],
  usernameChanged: ['emails'],
  // Executed transfers moved money and changed the batch's status: balances, history and the batch list.
  batchPartially: ['accounts'],
  zohoNewMessage: ['support'],
  zohoClosedNoReply: ['support'],
  // New terms are legal documents: the legal page's list and the profile's accepted terms.
  acceptTermsLogin: ['documents'],
  // A card is an account: the card lists, the card's page and the balances.
  cardClosed: ['accounts'],
  // Every sc* type changes a contract: the list with its counts, the contract's page and the menu badge.
  scContractSigned: ['contracts'],
  scContractRejected: ['contracts'],
  scContractCancelled: ['contracts'],
  scContractCreated: ['contracts'],
  scContractTerminated: ['contracts'],
  scContractTerminationRequest: ['contracts'],
  scContractTerminationCancelled: ['contracts'],
  scContractSignerIdentified: ['contracts'],
  scContractSignerIdentificationLoaded: ['contracts'],
  scContractSignerIdentificationFailed: ['contracts'],
  // A decided identity check sets the identity's status, listed with the documents, and the required actions.
  identityVerification: ['documents', 'verification'],
};

/** What a type reloads; nothing for a type this client does not know (a newer back end's). */
export function notificationReloads(type: NotificationType): readonly ReloadScope[] {
  return Object.hasOwn(NOTIFICATION_RELOADS, type) ? NOTIFICATION_RELOADS[type] : [];
}

/**
 * spec 03 §2 "Notification clicks navigate as follows": document, batch and username-change problems go to profile
 * or batch; smart-contract notifications go to smart contracts; a support message opens the ticket. The rest are
 * ours: a closed card goes to cards, new terms to the legal page, the identity and tax states to their pages.
 * `null`: the click only marks it read.
 */
export function notificationTarget(notification: Pick<PortalNotification, 'type' | 'params'>): string | null {
  const { type, params } = notification;
  if (type === 'batchPartially') return '/history/batch-transfers';
  if (type.startsWith('document')) return '/profile';
  if (type === 'usernameChanged' || type === 'usernameChangeFailed') return '/profile';
  if (type.startsWith('scContract')) {
    return params.contractId ? `/revenue-split/${params.contractId}` : '/revenue-split';
  }
  if (type === 'zohoNewMessage' || type === 'zohoClosedNoReply') {
    return params.ticketNumber ? `/messages/${encodeURIComponent(params.ticketNumber)}` : '/messages';
  }
  if (type === 'cardClosed') return '/cards';
  if (type === 'acceptTermsLogin') return '/legal';
  if (type === 'identityVerification') return '/kyc';
  return null;
}
