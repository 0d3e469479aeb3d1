import type { BehaviorSubject, Subscription } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import type { ApprovalCountsResponse } from '@portal/api/catalogue';
import { transferCapabilities, type TransferCapabilities } from '@portal/api/transfers';
import type { EventBus } from '@portal/events/bus';
import type { UserState } from '@portal/session/session';
import { approvalCounts$ } from './approval-state';

/** The capability groups of the signed-in user (spec 02 §6); none without a user. */
export function userCapabilities(user: UserState | null): TransferCapabilities | undefined {
  if (!user) return undefined;
  return transferCapabilities({
    customerType: user.customerType,
    accessRight: user.accessRight,
    permissions: user.permissions,
  });
}

export interface ApprovalCountsOptions {
  bus: EventBus;
  method: Pick<MethodClient, 'call'>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  counts$?: BehaviorSubject<ApprovalCountsResponse | null>;
}

/**
 * Loads the counters for approvers (spec 02 §5 "the two counters as badges in the menu"): after sign-in and when the
 * acting customer changes, again when the live channel says they changed and after an approval. Answers a function
 * that stops.
 */
export function startApprovalCounts({
  bus,
  method,
  user$,
  actingCustomerId$,
  counts$ = approvalCounts$,
}: ApprovalCountsOptions): () => void {
  /** Only the latest load may write: an answer for the previous company must not land after the switch. */
  let latest = 0;
  let started = false;
  const load = () => {
    latest += 1;
    const ticket = latest;
    if (!userCapabilities(user$.value)?.approves) {
      counts$.next(null);
      return;
    }
    method.call('getApprovalCounts', {}, { popup: false }).then(
      (counts) => {
        if (ticket !== latest) return;
        counts$.next({
          transactionRequestCount: Number(counts.transactionRequestCount) || 0,
          massTransactionRequestCount: Number(counts.massTransactionRequestCount) || 0,
        });
      },
      // Badges are a hint: a failed load leaves the last counters rather than an error popup.
      () => undefined,
    );
  };
  const subscriptions: Subscription[] = [
    // Both subjects answer at once on subscribing: one load for the two, then one per change.
    user$.subscribe(load),
    actingCustomerId$.subscribe(() => {
      if (started) load();
    }),
    bus.on('live.approvalsChanged', load),
    bus.on('approval.completed', load),
  ];
  started = true;
  return () => {
    latest += 1;
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
