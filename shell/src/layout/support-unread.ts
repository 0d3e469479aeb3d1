import { BehaviorSubject } from 'rxjs';
import type { TokenSource } from '@portal/api/client';
import type { EventBus } from '@portal/events/bus';
import { supportLock$, type SessionTokens, type UserState } from '@portal/session/session';
import { watchSecondaryCount } from './secondary-count';

/** How many tickets have news the customer has not read (`GET zoho/tickets/stats`): the Support menu badge. */
export const supportUnread$ = new BehaviorSubject<number>(0);

/**
 * Keeps {@link supportUnread$} current (issue 31) as every menu badge is kept (`watchSecondaryCount`): 5 s after
 * sign-in, on a new customer acted for, on every `data.reload` of scope `support` (a help-desk notification, or the
 * support area marking a ticket read). Only the product's stats call is made here, never the provider's; sign-out
 * forgets the provider's token.
 */
export function watchSupportUnread({
  apiBaseUrl,
  helpdeskBaseUrl,
  tokens,
  ...watch
}: {
  apiBaseUrl: string;
  helpdeskBaseUrl: string;
  tokens: TokenSource;
  bus: EventBus;
  tokens$: BehaviorSubject<SessionTokens | null>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  /** mfe_support deployed. */
  wanted: boolean;
  delayMs?: number;
}): () => void {
  return watchSecondaryCount({
    ...watch,
    subject: supportUnread$,
    zero: 0,
    scope: 'support',
    client: () =>
      import('@portal/api/helpdesk').then(({ createHelpdeskClient }) =>
        createHelpdeskClient({
          apiBaseUrl,
          helpdeskBaseUrl,
          tokens,
          lockStore: supportLock$,
          context: {
            actingCustomerId: () => watch.actingCustomerId$.value,
            isBusiness: () => watch.user$.value?.customerType === 1,
          },
        }),
      ),
    read: (client) =>
      client()
        .then((helpdesk) => helpdesk.stats())
        .then((stats) => stats.unreadTicketNumbers.length),
    onSignedOut: (helpdesk) => helpdesk.reset(),
  });
}
