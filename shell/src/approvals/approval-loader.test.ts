import { BehaviorSubject } from 'rxjs';
import { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { userState } from '../testing/users';
import { loadApprovalsWhenSignedIn } from './approval-loader';
import { approvalCoordinator$ } from './approval-state';

const OPERATION = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const TOKENS = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: Date.now() + 60_000,
} as unknown as SessionTokens;

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 50 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('loadApprovalsWhenSignedIn', () => {
  it('signed out / loads nothing; after sign-in the request asked in between opens its popup', async () => {
    const bus = new EventBus();
    const tokens$ = new BehaviorSubject<SessionTokens | null>(null);
    const user$ = new BehaviorSubject<UserState | null>(userState({ customerType: 1, accessRight: 4 }));
    loadApprovalsWhenSignedIn({
      bus,
      method: stubMethodClient(jest.fn()),
      embedded: false,
      tokens$,
      user$,
      actingCustomerId$: new BehaviorSubject<number | undefined>(undefined),
      countsWanted: false,
    });
    bus.publish('approval.requested', {
      operationId: OPERATION,
      approveType: 'sms',
      approvalSentTo: '+44 •••• 789',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(approvalCoordinator$.value).toBeNull();

    tokens$.next(TOKENS);
    await until(() => approvalCoordinator$.value !== null);

    expect(approvalCoordinator$.value?.view$.value).toMatchObject({ kind: 'code', operationId: OPERATION });
  });
});
