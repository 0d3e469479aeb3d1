import type { BehaviorSubject, Subscription } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import { DOCUMENT_NOTIFICATION_KINDS, IDENTITY_CHECK_NOTIFICATION_KIND } from '@portal/api/catalogue';
import type { EventBus } from '@portal/events/bus';
import { addNamespace } from '@portal/i18n/i18n';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import { SECONDARY_DATA_DELAY_MS } from './approval-state';
import { verificationSummary$, type VerificationSummary } from './verification-state';
import { VERIFICATION_NAMESPACE, loadVerificationTexts } from './texts';

export interface VerificationSummaryOptions {
  bus: Pick<EventBus, 'on'>;
  method: Pick<MethodClient, 'call'>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  summary$?: BehaviorSubject<VerificationSummary | null>;
  delayMs?: number;
}

/**
 * Notifications after which the status may have changed: the document decisions, `info` (a document verified), and
 * the online identity check's decision (its videoIdentity status, a required action when rejected).
 */
const RELOADING_KINDS: ReadonlySet<string> = new Set([
  ...DOCUMENT_NOTIFICATION_KINDS,
  'info',
  IDENTITY_CHECK_NOTIFICATION_KIND,
]);

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
      // The rules and the banner's texts load with the first answer, not with the signed-in page (the /home budget).
      const [state, rules] = await Promise.all([
        method.call('getVerificationState', {}, { popup: false }),
        import('@portal/api/verification'),
        addNamespace(VERIFICATION_NAMESPACE, loadVerificationTexts),
      ]);
      if (ticket !== latest) return;
      const subject = {
        customerType: user.customerType,
        representative: user.isRepresentative,
        isNeedKyc: user.isNeedKyc,
        isNeedPersonalInfoUpdate: user.isNeedPersonalInfoUpdate,
      };
      const status = rules.accountStatus(subject, state);
      summary$.next({
        status,
        actions: rules.requiredActions(subject, state),
        warns: rules.statusWarns(status),
      });
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
