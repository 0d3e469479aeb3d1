import { BehaviorSubject, Subject, type Subscription } from 'rxjs';
import { filter, map } from 'rxjs/operators';

/** Why a session ended (spec 01 §4). */
export type SessionEndReason = 'logout' | 'idle' | 'expired' | 'refreshFailed';

/** A displayable failure, already in the shape of spec 01 §8's error popup. */
export interface ErrorPopupPayload {
  title: string;
  message: string;
  /** Response code when the server gave one. */
  code?: string;
  /** Translation key (namespace common) that replaces `message` when set. */
  textKey?: string;
  /** Translation key (namespace common) that replaces `title` when set (the approval outcomes, spec 03 §8). */
  titleKey?: string;
}

/**
 * Every event that crosses an app boundary, keyed by `type` (DESIGN §2 "The bus").
 * The shell owns the popups, toasts and live channel; remotes ask and listen.
 */
export interface PortalEventMap {
  'session.signedIn': { authFlow: string };
  'session.ended': { reason: SessionEndReason };
  'api.error': ErrorPopupPayload;
  'toast.show': { tone: 'info' | 'success' | 'warning' | 'error'; text: string };
  /**
   * A notification arrived on the live channel (spec 03 §3 "Notification"; contract notifications.ts). `kind` is its
   * type; severity, params and time came with 1.3.0 (issue 31).
   */
  'notification.received': {
    id: string;
    kind: string;
    text: string;
    severity?: 'error' | 'info' | 'warning' | 'success';
    params?: Record<string, string | number>;
    createdAt?: string;
  };
  /**
   * Reload what this scope shows (spec 03 §4 "When a notification arrives, documents, emails, smart contracts or
   * accounts are reloaded according to its type"; issue 31 item 3): the shell publishes it, the areas that show the
   * scope's data listen. A remote never imports another to reload it.
   */
  'data.reload': { scope: 'documents' | 'emails' | 'contracts' | 'accounts' | 'support' | 'verification' };
  'live.transaction': {
    accountId: number;
    transactionId: number;
    operationId?: string;
    status?: 'completed' | 'processing' | 'refused';
  };
  /** The company's approval counters changed (spec 02 §3 "Counters"). */
  'live.approvalsChanged': { massTransactionRequestCount: number; transactionRequestCount: number };
  /** An invoice of the customer's was issued, paid or rejected (issue 15 item 4): the invoice lists reload. */
  'live.invoicesChanged': { invoiceId: number; status: string };
  'live.status': { connected: boolean };
  /**
   * A remote asks the shell to approve a submitted transfer (spec 02 §4): the shell shows the popup of
   * `approveType` (push, sms, otp, approvalCode), or answers at once for none and for push in embedded mode.
   * `approvalTransactionCreated` (access right 3, initiate only) makes the success title 'approval transaction created'.
   */
  'approval.requested': {
    operationId: string;
    approveType: string;
    approvalSentTo?: string;
    availableApprovalMethods?: string[];
    approvalTransactionCreated?: boolean;
    /**
     * The remote shows the outcome on its page (an inline result panel): the shell then shows no success popup, so
     * the action ends in one success (issue 14). Failures still go to the shell's error popup.
     */
    resultShownByRemote?: boolean;
  };
  /** The shell's answer: `ok` false with the message shown (wrong code, rejected on the device, cancelled). */
  'approval.completed': {
    operationId: string;
    ok: boolean;
    message?: string;
    transactionId?: number;
    cancelled?: boolean;
  };
  /** Live events for signed-in users (spec 03 §4), published by the shell's live channel. */
  'live.twoStepVerificationSet': { mode: string };
  'live.passwordChanged': { ok: boolean; message?: string };
  'live.deviceLinked': { deviceId: number; name: string };
  /**
   * Sign-in over the live channel (spec 01 §4 push and verifyDevice; scp enablement): mfe-auth asks the shell to
   * listen with the login's temporary token (`null` stops), and the shell answers with `live.loginDecision`.
   */
  'live.awaitLogin': { temporaryToken: string } | null;
  'live.loginDecision':
    | { decision: 'approved'; code: string }
    | { decision: 'rejected'; message: string }
    | { decision: 'scpEnabled'; deviceName: string }
    /** The temporary token was refused: the sign-in has to start again. */
    | { decision: 'expired' };
  /** The customer changed on the server (two-step verification set, terms accepted): the shell reloads the user. */
  'session.reloadUser': Record<string, never>;
  /** A popup with one message, in the shell (emailConfirmation, activation outcomes, spec 01 §4, §8). */
  'message.show': { tone: 'success' | 'error' | 'info'; title?: string; text: string };
  /** A file for the user: embedded in the app shell it is handed to the host app (spec 01 §1). */
  'download.requested': { url: string; fileName: string };
}

export type PortalEventType = keyof PortalEventMap;
export type PortalEvent<T extends PortalEventType = PortalEventType> = {
  [K in T]: { type: K; payload: PortalEventMap[K] };
}[T];

/** A typed RxJS bus; `on` returns a Subscription that the caller releases (on unmount). */
export class EventBus {
  private readonly subject = new Subject<PortalEvent>();

  publish<T extends PortalEventType>(type: T, payload: PortalEventMap[T]): void {
    this.subject.next({ type, payload } as PortalEvent);
  }

  on<T extends PortalEventType>(type: T, handler: (payload: PortalEventMap[T]) => void): Subscription {
    return this.subject
      .pipe(
        filter((event) => event.type === type),
        map((event) => event.payload as PortalEventMap[T]),
      )
      .subscribe(handler);
  }
}

/**
 * The portal's one bus. `@portal/events` is a Module Federation singleton, so the shell and
 * every remote hold this same instance.
 */
export const bus = new EventBus();

/**
 * Whether the shell shows one of its popups (an error or a message) now. A remote that would open a modal of its own
 * when a page arrives (home's announcements to answer) waits while this is true: one modal dialog at a time.
 */
export const shellPopupShown$ = new BehaviorSubject<boolean>(false);
