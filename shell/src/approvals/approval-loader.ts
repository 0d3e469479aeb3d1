import type { BehaviorSubject } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import type { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';
import { approvalCoordinator$ } from './approval-state';
import type { EarlyEvent } from './signed-in';

export interface ApprovalLoaderOptions {
  bus: EventBus;
  method: Pick<MethodClient, 'call'>;
  embedded: boolean;
  tokens$: BehaviorSubject<SessionTokens | null>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  countsWanted: boolean;
  companyWanted?: boolean;
}

/**
 * Loads the transfers side of the shell (signed-in.ts) once someone is signed in, so that the sign-in page does
 * not download it. Until it is there, approval requests and live transaction events are kept and handed over in
 * order: nothing a remote asks or the live channel says in the meantime is lost (notifications too).
 */
export function loadApprovalsWhenSignedIn(options: ApprovalLoaderOptions): void {
  const early: EarlyEvent[] = [];
  const keep = [
    options.bus.on('approval.requested', (payload) => early.push({ type: 'approval.requested', payload })),
    options.bus.on('live.transaction', (payload) => {
      if (payload.operationId) early.push({ type: 'live.transaction', payload });
    }),
    options.bus.on('notification.received', (payload) =>
      early.push({ type: 'notification.received', payload }),
    ),
  ];
  let loading = false;
  options.tokens$.subscribe((tokens) => {
    if (!tokens || loading) return;
    loading = true;
    import('./signed-in').then(
      ({ startSignedInApprovals }) => {
        for (const subscription of keep) subscription.unsubscribe();
        approvalCoordinator$.next(startSignedInApprovals({ ...options, early }));
      },
      // The chunk did not come (a deploy in between, the network): the next sign-in tries again.
      () => {
        loading = false;
      },
    );
  });
}
