import { BehaviorSubject } from 'rxjs';
import type { TokenSource } from '@portal/api/client';
import type { ContractStats } from '@portal/api/contract';
import type { ContractClient } from '@portal/api/contract-service';
import type { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';

/** `GET /contract/stats` (spec 03 §2 menu badge): requests waiting for the customer and active contracts. */
export const contractStats$ = new BehaviorSubject<ContractStats>({ requests: 0, active: 0 });

/** spec 03 §9: secondary data loads 5 s after login. */
export const CONTRACT_STATS_DELAY_MS = 5_000;

/** Whether the user sees smart contracts: verified, with the brand's feature on (spec 03 §2). */
export const contractsShown = (user: UserState | null, contractsEnable: boolean): boolean =>
  contractsEnable && user?.verified === true;

/**
 * Keeps {@link contractStats$} current (issue 32 item 2), as the Support badge is kept: 5 s after sign-in, on a new
 * customer acted for, and on every `data.reload` of scope `contracts` (an sc* notification); zero when signed out.
 * Asked only for verified business users of a brand with contracts (personal customers are refused by the service).
 * The client's code loads with the first count, never on the first screen. Answers a function that stops it.
 */
export function watchContractStats({
  apiBaseUrl,
  tokens,
  bus,
  tokens$,
  user$,
  actingCustomerId$,
  wanted,
  delayMs = CONTRACT_STATS_DELAY_MS,
}: {
  apiBaseUrl: string;
  tokens: TokenSource;
  bus: EventBus;
  tokens$: BehaviorSubject<SessionTokens | null>;
  user$: BehaviorSubject<UserState | null>;
  actingCustomerId$: BehaviorSubject<number | undefined>;
  /** mfe_contracts deployed and the brand's `contractsEnable`. */
  wanted: boolean;
  delayMs?: number;
}): () => void {
  if (!wanted) return () => undefined;
  let client: Promise<ContractClient> | undefined;
  const clientOf = () =>
    (client ??= import('@portal/api/contract-service').then(({ createContractClient }) =>
      createContractClient({
        apiBaseUrl,
        tokens,
        context: {
          actingCustomerId: () => actingCustomerId$.value,
          isBusiness: () => user$.value?.customerType === 1,
        },
      }),
    ));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const zero = () => contractStats$.next({ requests: 0, active: 0 });
  const load = () => {
    const user = user$.value;
    if (!tokens$.value || !user) return;
    started = true;
    if (user.customerType !== 1 || !user.verified) {
      zero();
      return;
    }
    clientOf()
      .then((contracts) => contracts.stats({ popup: false }))
      .then(
        (stats) => {
          if (tokens$.value) contractStats$.next({ requests: stats.requests, active: stats.active });
        },
        () => undefined,
      );
  };
  const signedIn = tokens$.subscribe((session) => {
    clearTimeout(timer);
    if (!session) {
      started = false;
      zero();
      return;
    }
    timer = setTimeout(load, delayMs);
  });
  const acting = actingCustomerId$.subscribe(() => {
    if (started) load();
  });
  const reloads = bus.on('data.reload', ({ scope }) => {
    if (scope === 'contracts') load();
  });
  return () => {
    clearTimeout(timer);
    signedIn.unsubscribe();
    acting.unsubscribe();
    reloads.unsubscribe();
  };
}
