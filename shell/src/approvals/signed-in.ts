import type { BehaviorSubject } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import type { EventBus, PortalEventMap } from '@portal/events/bus';
import { addNamespace } from '@portal/i18n/i18n';
import type { UserState } from '@portal/session/session';
import { createApprovalCoordinator, type ApprovalCoordinator } from './approval-coordinator';
import { startApprovalCounts } from './approval-counts';
import { notificationsWanted$ } from '../notifications/wanted';
import { SECONDARY_DATA_DELAY_MS } from './approval-state';
import { APPROVALS_NAMESPACE, loadApprovalTexts } from './texts';

export interface SignedInApprovalsOptions {
  bus: EventBus;
  method: Pick<MethodClient, 'call'>;
  embedded: boolean;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  /** Whether the transfers remote is deployed: without it there are no counters to show. */
  countsWanted: boolean;
  /** Whether the onboarding remote (company and verification pages) is deployed: without it nothing to highlight. */
  companyWanted?: boolean;
  /** Requests and live events that came before this chunk, handled in order. */
  early: readonly EarlyEvent[];
}

export type EarlyEvent =
  | { type: 'approval.requested'; payload: PortalEventMap['approval.requested'] }
  | { type: 'live.transaction'; payload: PortalEventMap['live.transaction'] }
  | { type: 'notification.received'; payload: PortalEventMap['notification.received'] };

/**
 * The shell's transfers side for a signed-in user (spec 02 §4, §5, §6): the approval coordinator, the counters and
 * the capability groups the menu shows. Loaded after sign-in; it lives for the page.
 */
export function startSignedInApprovals(options: SignedInApprovalsOptions): ApprovalCoordinator {
  void addNamespace(APPROVALS_NAMESPACE, loadApprovalTexts);
  const coordinator = createApprovalCoordinator(options);
  coordinator.start();
  for (const event of options.early) {
    if (event.type === 'approval.requested') coordinator.request(event.payload);
    else if (event.type === 'live.transaction') coordinator.onLiveTransaction(event.payload);
  }
  if (options.countsWanted) startApprovalCounts(options);
  // Notifications (issue 31 item 3): toasts and reloads from the first live one; the header's list loads 5 s after
  // sign-in (spec 03 §9), inside. Their code comes with the first notification or with the secondary data, not with
  // the first screen; those that come while it loads are kept and handed over in order.
  const kept = options.early.flatMap((event) =>
    event.type === 'notification.received' ? [event.payload] : [],
  );
  const started = Date.now();
  let later: ReturnType<typeof setTimeout> | undefined;
  const keep = options.bus.on('notification.received', (payload) => {
    kept.push(payload);
    startNotifications();
  });
  function startNotifications() {
    if (notificationsWanted$.value) return;
    clearTimeout(later);
    notificationsWanted$.next(true);
    void import('../notifications/notification-center').then(({ startNotificationCenter }) => {
      keep.unsubscribe();
      const delayMs = Math.max(0, started + SECONDARY_DATA_DELAY_MS - Date.now());
      const center = startNotificationCenter({ ...options, delayMs });
      for (const payload of kept) center.receive(payload);
    });
  }
  if (kept.length > 0) startNotifications();
  else later = setTimeout(startNotifications, SECONDARY_DATA_DELAY_MS);
  if (options.companyWanted)
    // The company's highlight and the verification warning are the onboarding area's (without it they would lead
    // nowhere). Their code comes with the secondary data, 5 s after sign-in (spec 03 §9), not with the signed-in page
    // (the /home budget); each then loads at once and again on its own triggers.
    setTimeout(
      () =>
        void Promise.all([import('./company-attention'), import('./verification-summary')]).then(
          ([{ startCompanyAttention }, { startVerificationSummary }]) => {
            startCompanyAttention({ ...options, delayMs: 0 });
            startVerificationSummary({ ...options, delayMs: 0 });
          },
        ),
      SECONDARY_DATA_DELAY_MS,
    );
  return coordinator;
}
