import type { BehaviorSubject, Subscription } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import { DOCUMENT_NOTIFICATION_KINDS } from '@portal/api/contract';
import { accountStatus, requiredActions } from '@portal/api/verification';
import type { EventBus } from '@portal/events/bus';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import { verificationSummary$, type VerificationSummary } from './approval-state';
import { SECONDARY_DATA_DELAY_MS } from './company-attention';

export interface VerificationSummaryOptions {
  bus: Pick<EventBus, 'on'>;
  method: Pick<MethodClient, 'call'>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  summary$?: BehaviorSubject<VerificationSummary | null>;
  delayMs?: number;
}

/** Notifications after which the status may have changed: the document decisions, and `info` (a document verified). */
const RELOADING_KINDS: ReadonlySet<string> = new Set([...DOCUMENT_NOTIFICATION_KINDS, 'info']);

/**
 * Works out the acting customer's account status and required actions (spec 03 §4) for the warning banner: 5 s after
 * sign-in (spec 03 §9 "Secondary data loads 5 s after login"), when the acting customer changes, and at once when a
 * live notification says a document was judged (spec 03 §4 "When a notification arrives, documents … are reloaded").
 * A representative is always checked and loads nothing. Answers a function that stops.
 */
export function startVerificationSummary({
  bus,
  method,
  user$,
  actingCustomerId$,
  summary$ = verificationSummary$,
  delayMs = SECONDARY_DATA_DELAY_MS,
}: VerificationSummaryOptions): () => void {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = async (ticket: number) => {
    const user = user$.value;
    if (!user || user.isRepresentative || !mayCall(user, 'getVerificationState')) return summary$.next(null);
    try {
      const state = await method.call('getVerificationState', {}, { popup: false });
      if (ticket !== latest) return;
      const subject = {
        customerType: user.customerType,
        representative: user.isRepresentative,
        isNeedKyc: user.isNeedKyc,
        isNeedPersonalInfoUpdate: user.isNeedPersonalInfoUpdate,
      };
      summary$.next({ status: accountStatus(subject, state), actions: requiredActions(subject, state) });
    } catch {
      // A hint only: a failed load leaves the banner as it was rather than an error popup.
    }
  };
  const schedule = (delay: number) => {
    latest += 1;
    const ticket = latest;
    clearTimeout(timer);
    timer = setTimeout(() => void load(ticket), delay);
  };
  let first = true;
  const subscriptions: Subscription[] = [
    user$.subscribe((user) => {
      if (!user) summary$.next(null);
      schedule(delayMs);
    }),
    actingCustomerId$.subscribe(() => {
      if (!first) schedule(delayMs);
    }),
    bus.on('notification.received', (notification) => {
      if (RELOADING_KINDS.has(notification.kind)) schedule(0);
    }),
  ];
  first = false;
  return () => {
    latest += 1;
    clearTimeout(timer);
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
