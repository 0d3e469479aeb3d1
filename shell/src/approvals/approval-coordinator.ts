import { BehaviorSubject, type Subscription } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import {
  NO_OPERATION_ID_TEXT,
  PASSKEY_TEXTS,
  POPUP_SUCCESS_CLOSE_MS,
  RESPONSE_CODES,
  TRANSACTION_REJECTED_TEXT,
  type ConfirmTransactionRefusal,
  type PasskeyApprovalOptions,
  type WebAuthnJSON,
} from '@portal/api/catalogue';
import { ApiError, CLIENT_ERROR_TEXT, GENERIC_ERROR_HEADER } from '@portal/api/errors';
import type { EventBus, PortalEventMap } from '@portal/events/bus';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { localStore } from '@portal/session/storage';

/** The approval methods that ask for a code (spec 02 §4). */
export const CODE_METHODS = ['sms', 'otp', 'approvalCode'] as const;
export type CodeMethod = (typeof CODE_METHODS)[number];

/**
 * Wrong codes the server takes before it fails the operation (issue 5: three). Only used when its refusal does not
 * say how many codes are left ({@link ConfirmTransactionRefusal}).
 */
export const WRONG_CODES_BEFORE_FAILURE = 3;

/** How many early push outcomes are kept for a popup that has not opened yet. */
const EARLY_OUTCOMES_KEPT = 20;

/** The passkey dialog failed for another reason than the customer's cancel (no passkey here, a security error). */
export const PASSKEY_DIALOG_FAILED_TEXT = 'Your passkey could not be used. Try again.';

/** A failure shown inside a popup: the server's own text, or a client text the UI translates by key. */
export interface ApprovalProblem {
  message: string;
  textKey?: string;
}

/** Translation keys (namespace common) of the success popup's title and text. */
export type SuccessTitleKey = 'shellApprovals:approval.successTitle' | 'shellApprovals:approval.createdTitle';

/** What the shell shows for the approval in progress; null when nothing. */
export type ApprovalView =
  | {
      kind: 'code';
      operationId: string;
      method: CodeMethod;
      /** Where the code went, masked (spec 02 §3 "Submit result"). */
      sentTo?: string;
      /** A wrong code or a failed resend: shown in the popup, the user tries again. */
      problem?: ApprovalProblem;
      submitting: boolean;
      resending: boolean;
      /** A new code went out (announced in the popup). */
      resent: boolean;
    }
  | {
      kind: 'push';
      operationId: string;
      /** The device the prompt went to. */
      sentTo?: string;
      problem?: ApprovalProblem;
      resending: boolean;
      resent: boolean;
    }
  | {
      kind: 'passkey';
      operationId: string;
      /** What the passkey approves (amounts and payees, the challenge); absent until it has come. */
      approval?: PasskeyApprovalOptions;
      /** The approval is being asked for (at the start, and anew after a refusal: a challenge is answered once). */
      loading: boolean;
      /** The browser's dialog or the server's verification is under way. */
      submitting: boolean;
      problem?: ApprovalProblem;
    }
  | { kind: 'success'; titleKey: SuccessTitleKey; textKey?: string };

type Pending = Extract<ApprovalView, { kind: 'code' | 'push' | 'passkey' }>;
type Answer = PortalEventMap['approval.completed'];

export interface ApprovalCoordinatorOptions {
  bus: EventBus;
  method: Pick<MethodClient, 'call'>;
  /** Inside the mobile app shell, which approves push itself: success shows at once (spec 02 §4). */
  embedded: boolean;
}

/** What the popups call; `view$` is what they show. */
export interface ApprovalCoordinator {
  readonly view$: BehaviorSubject<ApprovalView | null>;
  submitCode(code: string): Promise<void>;
  /** The passkey popup's button: the browser's dialog, then `confirmTransactionWithPasskey`. */
  approveWithPasskey(): Promise<void>;
  resend(): Promise<void>;
  cancel(): void;
  closeSuccess(): void;
  /** Starts listening on the bus; answers a function that stops. */
  start(): () => void;
  /** Handles a request or a live event that arrived before the coordinator was loaded (approval-loader.ts). */
  request(requested: PortalEventMap['approval.requested']): void;
  onLiveTransaction(event: PortalEventMap['live.transaction']): void;
}

function isCodeMethod(value: string): value is CodeMethod {
  return (CODE_METHODS as readonly string[]).includes(value);
}

/** The problem of a failed call: the text spec 01 §8 takes from the server, or the client's own text key. */
function problemOf(error: unknown): ApprovalProblem {
  if (error instanceof ApiError) return { message: error.message, textKey: error.textKey };
  return { message: CLIENT_ERROR_TEXT.unknown.en, textKey: CLIENT_ERROR_TEXT.unknown.key };
}

/** Failures of the transport: nothing was decided, so the same code may be sent again. */
function isTransportFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'noResponse');
}

/**
 * The approval of a submitted transfer (spec 02 §4 "Approval of a transaction", DESIGN §2 "The bus"): a remote
 * publishes `approval.requested` with the submit result, the shell shows the popup of the method and answers with
 * `approval.completed` once the outcome is known.
 * - approvalTransactionCreated (access right 3): success titled 'approval transaction created';
 * - none, and push inside the mobile app shell: success at once;
 * - sms, otp, approvalCode: a code popup, `confirmTransaction`; a wrong code (AF) is shown in it until the server
 *   fails the operation, then the error popup 'Failed transaction' (spec 02 §8, spec 03 §8);
 * - push: a waiting popup, closed by the live channel's outcome for the operation ('Transaction was rejected.');
 * - passkey (issue 50): `getPasskeyApproval`, a popup with the amounts and payees it approves, the browser's passkey
 *   dialog and `confirmTransactionWithPasskey`; a refusal (AF) is shown in it and a fresh challenge asked for, until
 *   the request has expired: then 'Failed transaction';
 * - no operation id: 'Not Operation Id, Fail Operation' (spec 02 §5, §8).
 * Success popups close by themselves after 3 s (spec 02 §9). A remote that shows the outcome on its page
 * (`resultShownByRemote`) gets no success popup: one success per action (issue 14).
 */
export function createApprovalCoordinator({
  bus,
  method,
  embedded,
}: ApprovalCoordinatorOptions): ApprovalCoordinator {
  const view$ = new BehaviorSubject<ApprovalView | null>(null);
  /** Whether a passkey can answer here: not in the app's webview, not in a browser without WebAuthn. */
  const passkeysHere = !embedded && passkeysAvailable(localStore);
  const earlyOutcomes = new Map<string, PortalEventMap['live.transaction']>();
  let successTimer: ReturnType<typeof setTimeout> | undefined;
  /** Operations whose remote shows the outcome on its page: their success needs no popup (issue 14). */
  const shownByRemote = new Set<string>();
  /** Wrong codes since the last code went out. */
  let wrongCodes = 0;

  const pending = (): Pending | undefined => {
    const view = view$.value;
    return view && view.kind !== 'success' ? view : undefined;
  };

  /** Changes the open popup, unless it is no longer the one of `operationId` (cancelled meanwhile). */
  const patch = (operationId: string, changes: Partial<Pending>) => {
    const view = pending();
    if (view?.operationId === operationId) view$.next({ ...view, ...changes } as Pending);
  };

  const show = (view: ApprovalView | null) => {
    clearTimeout(successTimer);
    view$.next(view);
  };

  const answer = (payload: Answer) => bus.publish('approval.completed', payload);

  const succeed = (
    operationId: string,
    titleKey: SuccessTitleKey,
    extra: { textKey?: string; transactionId?: number } = {},
  ) => {
    if (shownByRemote.delete(operationId)) {
      // One success per action (issue 14): the page's own result panel is it.
      show(null);
    } else {
      show({ kind: 'success', titleKey, ...(extra.textKey ? { textKey: extra.textKey } : {}) });
      // spec 02 §9 "Popup success close timer".
      successTimer = setTimeout(() => view$.next(null), POPUP_SUCCESS_CLOSE_MS);
    }
    answer({
      operationId,
      ok: true,
      ...(extra.transactionId !== undefined ? { transactionId: extra.transactionId } : {}),
    });
  };

  /** The shell's error popup (spec 01 §8) titled 'Failed transaction', and the failed answer. */
  const fail = (operationId: string, problem: ApprovalProblem) => {
    shownByRemote.delete(operationId);
    show(null);
    bus.publish('api.error', {
      title: GENERIC_ERROR_HEADER,
      titleKey: 'shellApprovals:approval.failedTitle',
      message: problem.message,
      ...(problem.textKey ? { textKey: problem.textKey } : {}),
    });
    answer({ operationId, ok: false, message: problem.message });
  };

  /** A push outcome from the live channel (spec 02 §4). */
  const settlePush = (operationId: string, event: PortalEventMap['live.transaction']) => {
    if (event.status === 'refused')
      fail(operationId, { message: TRANSACTION_REJECTED_TEXT, textKey: 'shellApprovals:approval.rejected' });
    else
      succeed(operationId, 'shellApprovals:approval.successTitle', {
        transactionId: event.transactionId || undefined,
      });
  };

  const request = (requested: PortalEventMap['approval.requested']) => {
    // A remote that had no id still sends what it had (`String(undefined)` included), and waits for that id.
    const operationId = requested.operationId == null ? '' : String(requested.operationId);
    const open = pending();
    if (open && open.operationId !== operationId) {
      shownByRemote.delete(open.operationId);
      answer({ operationId: open.operationId, ok: false, cancelled: true });
    }
    wrongCodes = 0;
    if (requested.resultShownByRemote) shownByRemote.add(operationId);
    else shownByRemote.delete(operationId);
    if (operationId === '' || operationId === 'undefined' || operationId === 'null') {
      fail(operationId, { message: NO_OPERATION_ID_TEXT, textKey: 'shellApprovals:approval.noOperationId' });
      return;
    }
    const type = requested.approveType;
    if (requested.approvalTransactionCreated) {
      succeed(operationId, 'shellApprovals:approval.createdTitle', {
        textKey: 'shellApprovals:approval.createdText',
      });
    } else if (type === 'none' || (type === 'push' && embedded)) {
      succeed(operationId, 'shellApprovals:approval.successTitle');
    } else if (isCodeMethod(type)) {
      show({
        kind: 'code',
        operationId,
        method: type,
        ...(requested.approvalSentTo ? { sentTo: requested.approvalSentTo } : {}),
        submitting: false,
        resending: false,
        resent: false,
      });
    } else if (type === 'push') {
      const early = earlyOutcomes.get(operationId);
      if (early) {
        earlyOutcomes.delete(operationId);
        settlePush(operationId, early);
        return;
      }
      show({
        kind: 'push',
        operationId,
        ...(requested.approvalSentTo ? { sentTo: requested.approvalSentTo } : {}),
        resending: false,
        resent: false,
      });
    } else if (type === 'passkey' && !passkeysHere) {
      // Where no passkey can answer (the app's webview, a browser without WebAuthn) no passkey dialog shows, and the
      // approval never turns into a code (issue 50): the payment waits for the customer's passkey in a browser.
      fail(operationId, {
        message: PASSKEY_TEXTS.usePasskey,
        textKey: 'shellApprovals:approval.passkeyElsewhere',
      });
    } else if (type === 'passkey') {
      show({ kind: 'passkey', operationId, loading: true, submitting: false });
      void loadPasskeyApproval(operationId);
    } else {
      fail(operationId, { message: CLIENT_ERROR_TEXT.unknown.en, textKey: CLIENT_ERROR_TEXT.unknown.key });
    }
  };

  /** Asks for the operation's passkey approval; a failure other than the transport's ends the operation. */
  const loadPasskeyApproval = async (operationId: string): Promise<PasskeyApprovalOptions | undefined> => {
    patch(operationId, { loading: true });
    try {
      const approval = await method.call('getPasskeyApproval', { operationId }, { popup: false });
      patch(operationId, { loading: false, approval });
      return pending()?.operationId === operationId ? approval : undefined;
    } catch (error) {
      if (pending()?.operationId !== operationId) return undefined;
      // Nothing was decided: the button asks again.
      if (isTransportFailure(error))
        patch(operationId, { loading: false, approval: undefined, problem: problemOf(error) });
      else fail(operationId, problemOf(error));
      return undefined;
    }
  };

  const approveWithPasskey = async () => {
    const view = pending();
    if (view?.kind !== 'passkey' || view.submitting || view.loading) return;
    const { operationId } = view;
    patch(operationId, { submitting: true, problem: undefined });
    const approval = view.approval;
    if (!approval) {
      // The payments were not shown yet (their first load failed): shown now, approved by the next press only, so
      // the customer never signs what the popup did not show.
      await loadPasskeyApproval(operationId);
      patch(operationId, { submitting: false });
      return;
    }
    let credential: WebAuthnJSON;
    try {
      // WebAuthn's library comes with the first passkey approval, not with the shell (the /login byte budget).
      const passkeys = await import('@portal/session/passkeys');
      try {
        credential = await passkeys.approveWithPasskey(approval);
      } catch (error) {
        if (pending()?.operationId !== operationId) return;
        // The customer closed the browser's dialog: the popup stays as it was, to try again or cancel.
        if (passkeys.isPasskeyCancel(error)) patch(operationId, { submitting: false });
        else
          patch(operationId, {
            submitting: false,
            problem: {
              message: PASSKEY_DIALOG_FAILED_TEXT,
              textKey: 'shellApprovals:approval.passkeyFailed',
            },
          });
        return;
      }
    } catch (error) {
      // The chunk did not come (a deploy in between, the network).
      patch(operationId, { submitting: false, problem: problemOf(error) });
      return;
    }
    if (pending()?.operationId !== operationId) return;
    try {
      const confirmed = await method.call(
        'confirmTransactionWithPasskey',
        { operationId, challengeId: approval.challengeId, credential },
        { popup: false },
      );
      if (pending()?.operationId !== operationId) return;
      succeed(operationId, 'shellApprovals:approval.successTitle', {
        transactionId: confirmed.transactionId,
      });
    } catch (error) {
      if (pending()?.operationId !== operationId) return;
      const problem = problemOf(error);
      const refused = error instanceof ApiError && error.code === RESPONSE_CODES.approvalFailed;
      const attemptsLeft = refused
        ? (error.body as ConfirmTransactionRefusal | undefined)?.attemptsLeft
        : undefined;
      const over =
        refused &&
        (error.message === PASSKEY_TEXTS.expired || (typeof attemptsLeft === 'number' && attemptsLeft <= 0));
      if ((refused && !over) || isTransportFailure(error)) {
        // Another payment's answer, a replay, a passkey not accepted: shown, and the spent challenge replaced.
        patch(operationId, { submitting: false, problem });
        void loadPasskeyApproval(operationId);
      } else {
        fail(operationId, problem);
      }
    }
  };

  const onLiveTransaction = (event: PortalEventMap['live.transaction']) => {
    if (event.operationId == null || !event.status) return;
    const operationId = String(event.operationId);
    const open = pending();
    if (open?.kind === 'push' && open.operationId === operationId) {
      settlePush(operationId, event);
      return;
    }
    // The device may answer before the remote has asked for the popup.
    earlyOutcomes.set(operationId, event);
    if (earlyOutcomes.size > EARLY_OUTCOMES_KEPT) earlyOutcomes.delete(earlyOutcomes.keys().next().value!);
  };

  const submitCode = async (code: string) => {
    const view = pending();
    if (view?.kind !== 'code' || view.submitting) return;
    const { operationId } = view;
    patch(operationId, { submitting: true, problem: undefined, resent: false });
    try {
      const confirmed = await method.call(
        'confirmTransaction',
        { operationId, approvalCode: code },
        { popup: false },
      );
      if (pending()?.operationId !== operationId) return;
      succeed(operationId, 'shellApprovals:approval.successTitle', {
        transactionId: confirmed.transactionId,
      });
    } catch (error) {
      if (pending()?.operationId !== operationId) return;
      const problem = problemOf(error);
      if (error instanceof ApiError && error.code === RESPONSE_CODES.approvalFailed) {
        wrongCodes += 1;
        const attemptsLeft = (error.body as ConfirmTransactionRefusal | undefined)?.attemptsLeft;
        const over =
          typeof attemptsLeft === 'number' ? attemptsLeft <= 0 : wrongCodes >= WRONG_CODES_BEFORE_FAILURE;
        if (over) fail(operationId, problem);
        else patch(operationId, { submitting: false, problem });
      } else if (isTransportFailure(error)) {
        patch(operationId, { submitting: false, problem });
      } else {
        // Insufficient funds at execution, an unknown operation: the operation is over.
        fail(operationId, problem);
      }
    }
  };

  const resend = async () => {
    const view = pending();
    // A passkey popup has nothing to resend.
    if (!view || view.kind === 'passkey' || view.resending) return;
    const { operationId } = view;
    patch(operationId, { resending: true, resent: false, problem: undefined });
    try {
      // approvalCode mode: "Approval code generate or request" (spec 02 §7 "Approvals"); the rest resend by trxid
      // (spec 02 §4 "A retry (resend) exists for a transfer (by trxid)").
      const sent =
        view.kind === 'code' && view.method === 'approvalCode'
          ? await method.call('requestApprovalCode', { operationId }, { popup: false })
          : await method.call('resendApproval', { trxid: operationId }, { popup: false });
      wrongCodes = 0;
      patch(operationId, {
        resending: false,
        resent: true,
        ...(sent?.approvalSentTo ? { sentTo: sent.approvalSentTo } : {}),
      });
    } catch (error) {
      if (pending()?.operationId !== operationId) return;
      // AF: the operation no longer waits for approval; NF: there is none.
      const over =
        error instanceof ApiError &&
        (error.code === RESPONSE_CODES.approvalFailed || error.code === RESPONSE_CODES.notFound);
      if (over) fail(operationId, problemOf(error));
      else patch(operationId, { resending: false, problem: problemOf(error) });
    }
  };

  const cancel = () => {
    const view = pending();
    if (!view) return;
    shownByRemote.delete(view.operationId);
    show(null);
    answer({ operationId: view.operationId, ok: false, cancelled: true });
  };

  const closeSuccess = () => {
    if (view$.value?.kind === 'success') show(null);
  };

  const start = () => {
    const subscriptions: Subscription[] = [
      bus.on('approval.requested', request),
      bus.on('live.transaction', onLiveTransaction),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      clearTimeout(successTimer);
    };
  };

  return {
    view$,
    submitCode,
    approveWithPasskey,
    resend,
    cancel,
    closeSuccess,
    start,
    request,
    onLiveTransaction,
  };
}
