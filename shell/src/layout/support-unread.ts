import { BehaviorSubject } from 'rxjs';
import type { TokenSource } from '@portal/api/client';
import type { HelpdeskClient } from '@portal/api/helpdesk';
import type { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';

/** How many tickets have news the customer has not read (`GET zoho/tickets/stats`): the Support menu badge. */
export const supportUnread$ = new BehaviorSubject<number>(0);

/** spec 03 §9: secondary data loads 5 s after login. */
export const SUPPORT_STATS_DELAY_MS = 5_000;

/**
 * Keeps {@link supportUnread$} current (issue 31): 5 s after sign-in, on a new customer acted for, and on every
 * `data.reload` of scope `support` (a help-desk notification, or the support area marking a ticket read); 0 when
 * signed out. Only the product's stats call is made here, never the provider's. Answers a function that stops it.
 */
export function watchSupportUnread({
  apiBaseUrl,
  helpdeskBaseUrl,
  tokens,
  bus,
  tokens$,
  user$,
  actingCustomerId$,
  wanted,
  delayMs = SUPPORT_STATS_DELAY_MS,
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
  if (!wanted) return () => undefined;
  // The client's code loads with the first count, 5 s after sign-in: nothing of it on the first screen.
  let client: Promise<HelpdeskClient> | undefined;
  const clientOf = () =>
    (client ??= import('@portal/api/helpdesk').then(({ createHelpdeskClient }) =>
      createHelpdeskClient({
        apiBaseUrl,
        helpdeskBaseUrl,
        tokens,
        context: {
          actingCustomerId: () => actingCustomerId$.value,
          isBusiness: () => user$.value?.customerType === 1,
        },
      }),
    ));
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Set once the delayed first load ran: only then does a change of the customer acted for ask again.
  let started = false;
  const load = () => {
    if (!tokens$.value) return;
    started = true;
    clientOf()
      .then((helpdesk) => helpdesk.stats())
      .then(
        (stats) => {
          if (tokens$.value) supportUnread$.next(stats.unreadTicketNumbers.length);
        },
        () => undefined,
      );
  };
  const signedIn = tokens$.subscribe((session) => {
    clearTimeout(timer);
    if (!session) {
      started = false;
      supportUnread$.next(0);
      void client?.then((helpdesk) => helpdesk.reset());
      return;
    }
    timer = setTimeout(load, delayMs);
  });
  const acting = actingCustomerId$.subscribe(() => {
    if (started) load();
  });
  const reloads = bus.on('data.reload', ({ scope }) => {
    if (scope === 'support') load();
  });
  return () => {
    clearTimeout(timer);
    signedIn.unsubscribe();
    acting.unsubscribe();
    reloads.unsubscribe();
  };
}
