import { BehaviorSubject } from 'rxjs';
import type { TokenSource } from '@portal/api/client';
import type { ContractStats } from '@portal/api/catalogue';
import type { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';
import { watchSecondaryCount } from './secondary-count';

/** `GET /contract/stats` (spec 03 §2 menu badge): requests waiting for the customer and active contracts. */
export const contractStats$ = new BehaviorSubject<ContractStats>({ requests: 0, active: 0 });

/**
 * Keeps {@link contractStats$} current (issue 32 item 2) as every menu badge is kept (`watchSecondaryCount`): 5 s after
 * sign-in, on a new customer acted for, on every `data.reload` of scope `contracts` (an sc* notification). Asked only
 * for verified business users of a brand with contracts (personal customers are refused by the service).
 */
export function watchContractStats({
  apiBaseUrl,
  tokens,
  ...watch
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
  return watchSecondaryCount({
    ...watch,
    subject: contractStats$,
    zero: { requests: 0, active: 0 },
    scope: 'contracts',
    client: () =>
      import('@portal/api/contract-service').then(({ createContractClient }) =>
        createContractClient({
          apiBaseUrl,
          tokens,
          context: {
            actingCustomerId: () => watch.actingCustomerId$.value,
            isBusiness: () => watch.user$.value?.customerType === 1,
          },
        }),
      ),
    read: (client, user) =>
      user.customerType === 1 && user.verified
        ? client()
            .then((contracts) => contracts.stats({ popup: false }))
            .then(({ requests, active }) => ({ requests, active }))
        : null,
  });
}
