import type { BehaviorSubject } from 'rxjs';
import type { EventBus, PortalEventMap } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';

/** spec 03 §9: secondary data loads 5 s after login. */
export const SECONDARY_DATA_DELAY_MS = 5_000;

/**
 * Keeps a menu badge's figure current (the Support unread count, issue 31; the smart contracts' stats, issue 32): the
 * first load 5 s after sign-in (spec 03 §9), again when the customer acted for changes (once started) and on every
 * `data.reload` of its scope; `zero` when signed out. The area's client is loaded with the first figure (`client`,
 * a dynamic import), never on the first screen. `read` answers the figure, or `null` when this user has none (it is
 * then `zero`). A failure keeps the last figure. Answers a function that stops it.
 */
export function watchSecondaryCount<Client, Value>({
  subject,
  zero,
  scope,
  client: loadClient,
  read,
  onSignedOut,
  bus,
  tokens$,
  user$,
  actingCustomerId$,
  wanted,
  delayMs = SECONDARY_DATA_DELAY_MS,
}: {
  subject: BehaviorSubject<Value>;
  zero: Value;
  scope: PortalEventMap['data.reload']['scope'];
  client: () => Promise<Client>;
  read: (client: () => Promise<Client>, user: UserState) => Promise<Value> | null;
  /** Called on sign-out with the client, if it was ever loaded (to forget a provider's token, say). */
  onSignedOut?: (client: Client) => void;
  bus: EventBus;
  tokens$: BehaviorSubject<SessionTokens | null>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  /** The area is deployed (and, for contracts, the brand has them). */
  wanted: boolean;
  delayMs?: number;
}): () => void {
  if (!wanted) return () => undefined;
  let client: Promise<Client> | undefined;
  const clientOf = () => (client ??= loadClient());
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Set once the delayed first load ran: only then does a change of the customer acted for ask again.
  let started = false;
  const load = () => {
    const user = user$.value;
    if (!tokens$.value || !user) return;
    started = true;
    const figure = read(clientOf, user);
    if (!figure) {
      subject.next(zero);
      return;
    }
    figure.then(
      (value) => {
        if (tokens$.value) subject.next(value);
      },
      () => undefined,
    );
  };
  const signedIn = tokens$.subscribe((session) => {
    clearTimeout(timer);
    if (!session) {
      started = false;
      subject.next(zero);
      if (onSignedOut) void client?.then(onSignedOut);
      return;
    }
    timer = setTimeout(load, delayMs);
  });
  const acting = actingCustomerId$.subscribe(() => {
    if (started) load();
  });
  const reloads = bus.on('data.reload', (event) => {
    if (event.scope === scope) load();
  });
  return () => {
    clearTimeout(timer);
    signedIn.unsubscribe();
    acting.unsubscribe();
    reloads.unsubscribe();
  };
}
