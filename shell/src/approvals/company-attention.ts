import type { BehaviorSubject, Subscription } from 'rxjs';
import type { MethodClient } from '@portal/api/client';
import { companyActionRequired } from '@portal/api/company';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import { companyAttention$, SECONDARY_DATA_DELAY_MS } from './approval-state';

export interface CompanyAttentionOptions {
  method: Pick<MethodClient, 'call'>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  attention$?: BehaviorSubject<boolean>;
  delayMs?: number;
}

/**
 * Works out, for a business user who may read the company, whether the company must act (spec 03 §2 "The company
 * item is highlighted when company action is required"): the company's info and its representatives, 5 s after sign-in
 * and again when the acting customer changes. Answers a function that stops.
 */
export function startCompanyAttention({
  method,
  user$,
  actingCustomerId$,
  attention$ = companyAttention$,
  delayMs = SECONDARY_DATA_DELAY_MS,
}: CompanyAttentionOptions): () => void {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = async (ticket: number) => {
    const user = user$.value;
    if (!user || user.customerType !== 1 || user.isRepresentative || !mayCall(user, 'getBusinessInfo'))
      return attention$.next(false);
    try {
      const [info, directors, shareholders, owners] = await Promise.all([
        method.call('getBusinessInfo', {}, { popup: false }),
        method.call('getBusinessDirectors', {}, { popup: false }),
        method.call('getBusinessShareholders', {}, { popup: false }),
        method.call('getBusinessOwners', {}, { popup: false }),
      ]);
      if (ticket !== latest) return;
      const representatives = [directors, shareholders, owners].flatMap((list) => list.representatives ?? []);
      attention$.next(companyActionRequired(info, representatives));
    } catch {
      // A hint only: a failed load leaves the item as it was rather than an error popup.
    }
  };
  const schedule = () => {
    latest += 1;
    const ticket = latest;
    clearTimeout(timer);
    timer = setTimeout(() => void load(ticket), delayMs);
  };
  let first = true;
  const subscriptions: Subscription[] = [
    user$.subscribe(schedule),
    actingCustomerId$.subscribe(() => {
      if (!first) schedule();
    }),
  ];
  first = false;
  return () => {
    latest += 1;
    clearTimeout(timer);
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
