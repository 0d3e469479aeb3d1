import type { BehaviorSubject } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import type { EventBus, PortalEventMap } from '@portal/events/bus';
import { addNamespace } from '@portal/i18n/i18n';
import type { UserState } from '@portal/session/session';
import { createApprovalCoordinator, type ApprovalCoordinator } from './approval-coordinator';
import { startApprovalCounts } from './approval-counts';
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
  | { type: 'live.transaction'; payload: PortalEventMap['live.transaction'] };

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
    else coordinator.onLiveTransaction(event.payload);
  }
  if (options.countsWanted) startApprovalCounts(options);
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
