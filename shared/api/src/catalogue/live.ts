import type { NotificationParams, NotificationSeverity } from './notifications';

/**
 * Live-channel messages (spec 03 §4 "Live events"; their payload shapes are not in the spec, these are ours).
 * The client sends `auth` first, within 5 s, and again with a fresh token when told `auth.expired`.
 */
export type LiveClientMessage =
  /**
   * `since`: the `id` of the last event received before the socket was lost; the events of the customer after it
   * that the back end still keeps are sent again right after `auth.ok` (issue 34).
   */
  { type: 'auth'; token: string; since?: number } | { type: 'ping' };

export type LiveServerMessage =
  /** `customerId` is absent on a sign-in channel (temporary token). */
  | { type: 'auth.ok'; customerId?: number }
  | { type: 'auth.expired' }
  | { type: 'pong' }
  /**
   * Money moved on an account. With `operationId` it is the outcome of a transfer waiting for approval (a push
   * decision, a colleague's approval): `status` `refused` closes the approval popup with 'Transaction was rejected.'
   */
  | {
      type: 'transaction';
      payload: {
        accountId: number;
        transactionId: number;
        operationId?: string;
        status?: 'completed' | 'processing' | 'refused';
      };
    }
  /** The company's approval counters changed (spec 02 §3 "Counters"): the menu badges reload. */
  | {
      type: 'approvals.changed';
      payload: { massTransactionRequestCount: number; transactionRequestCount: number };
    }
  /** An invoice of the customer's was issued, paid or rejected (spec 02 §4 "Invoices"): the invoice lists reload. */
  | { type: 'invoices.changed'; payload: { invoiceId: number; status: string } }
  /**
   * A notification for the customer (spec 03 §3 "Notification", §4 "Live events"; issue 31): `kind` is its type. The
   * sandbox stores it first and sends every field; severity, params and time are optional for older senders.
   */
  | {
      type: 'notification';
      payload: {
        id: string;
        kind: string;
        text: string;
        severity?: NotificationSeverity;
        params?: NotificationParams;
        /** ISO time. */
        createdAt?: string;
      };
    }
  // Signed in (spec 03 §4 "Live events"):
  /** The second-factor change was confirmed on the device: reload the customer. */
  | { type: 'twoStepVerification.set'; payload: { mode: string } }
  /** A password change confirmed (or refused) on the device: show the result. */
  | { type: 'password.changed'; payload: { ok: boolean; message?: string } }
  /** A new device was linked (settings "link a new device"). */
  | { type: 'device.linked'; payload: { deviceId: number; name: string } }
  // While signing in, on a channel authenticated with the login's temporary token (spec 01 §4, push and verifyDevice):
  /** The device approved the sign-in; `code` is exchanged with the PKCE verifier. */
  | { type: 'login.approved'; payload: { code: string } }
  | { type: 'login.rejected'; payload: { message: string } }
  /** Push became the second factor (strict migration or scp enablement): sign in again. */
  | { type: 'scp.enabled'; payload: { deviceName: string } };

/**
 * A message as it goes over the wire. A customer's event carries `id` when the back end keeps its events (on
 * PostgreSQL, however many instances, issue 34): ids grow, and the last one received is `since` on the next `auth`.
 */
export type LiveServerFrame = LiveServerMessage & { id?: number };

/** Close code when the channel was not authenticated in time or the token was refused. */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;
