import type { Translation } from '@portal/i18n/i18n';

/**
 * The shell's notifications (spec 03 §3 "Notification", §9; issue 31 item 3): the toasts, the header's list and the
 * update offer. Namespace `shellNotifications`, loaded with the notifications' code after sign-in. A title per type.
 */
const en = {
  header: 'Notifications',
  buttonLabel: 'Notifications, {{count}} unread',
  buttonLabelNone: 'Notifications, none unread',
  unread: 'Unread',
  markAllRead: 'Mark all as read',
  showMore: 'Show more',
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  loadFailed: 'The notifications could not be loaded.',
  close: 'Close',
  dismiss: 'Dismiss',
  toasts: 'Notifications',
  updateText: 'A new version of the portal is available.',
  reload: 'Reload',
  tones: {
    info: 'Information',
    success: 'Done',
    warning: 'Attention',
    error: 'Error',
  },
  types: {
    info: 'Information',
    documentFailed: 'Document could not be read',
    documentRejected: 'Document rejected',
    documentExpired: 'Document expired',
    documentExpSoon: 'Document expires soon',
    usernameChangeFailed: 'Sign-in e-mail not changed',
    usernameChanged: 'Sign-in e-mail changed',
    batchPartially: 'Batch transfer partly executed',
    zohoNewMessage: 'New reply from support',
    zohoClosedNoReply: 'Support ticket closed',
    acceptTermsLogin: 'New terms to accept',
    cardClosed: 'Card closed',
    scContractSigned: 'Smart contract signed',
    scContractRejected: 'Smart contract rejected',
    scContractCancelled: 'Smart contract cancelled',
    scContractCreated: 'Smart contract created',
    scContractTerminated: 'Smart contract terminated',
    scContractTerminationRequest: 'Smart contract termination requested',
    scContractTerminationCancelled: 'Smart contract termination cancelled',
    scContractSignerIdentified: 'Signer identified',
    scContractSignerIdentificationLoaded: 'Signer identification uploaded',
    scContractSignerIdentificationFailed: 'Signer identification failed',
    identityVerification: 'Identity check decided',
  },
};

export type ShellNotificationTexts = Translation<typeof en>;
export default en;
