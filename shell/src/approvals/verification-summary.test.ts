import { BehaviorSubject } from 'rxjs';
import type { VerificationStateResponse } from '@portal/api/catalogue';
import { unverifiedState } from '@portal/api/testing/verification';
import { EventBus } from '@portal/events/bus';
import type { UserState } from '@portal/session/session';
import { userState } from '../testing/users';
import type { VerificationSummary } from './verification-state';
import { startVerificationSummary } from './verification-summary';

const state = unverifiedState;

const setUp = (user: UserState, answers: VerificationStateResponse[]) => {
  jest.useFakeTimers();
  const calls: string[] = [];
  const method = {
    call: jest.fn(async (name: string) => {
      calls.push(name);
      return answers.length > 1 ? answers.shift() : answers[0];
    }),
  } as never;
  const bus = new EventBus();
  const summary$ = new BehaviorSubject<VerificationSummary | null>(null);
  const stop = startVerificationSummary({
    bus,
    method,
    user$: new BehaviorSubject<UserState | null>(user),
    actingCustomerId$: new BehaviorSubject<number | undefined>(undefined),
    summary$,
  });
  return { calls, bus, summary$, stop };
};

afterEach(() => jest.useRealTimers());

describe('verification summary (spec 03 §4, §9)', () => {
  it('kai / required actions (identity, address) loaded 5 s after sign-in, not before', async () => {
    const { calls, summary$, stop } = setUp(userState({ customerType: 0, isNeedKyc: true }), [state()]);
    await jest.advanceTimersByTimeAsync(4_900);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(['getVerificationState']);
    expect(summary$.value).toEqual({
      status: 'requiredActions',
      actions: ['address', 'identity'],
      warns: true,
    });
    stop();
  });

  it('a document decision arrives live / loaded again at once, the banner follows', async () => {
    const validated = state({
      verified: true,
      identity: { ...state().identity, status: 'validated' },
      addresses: [{ addressId: 1, flagged: false }],
    });
    const { calls, bus, summary$, stop } = setUp(userState({ customerType: 0 }), [state(), validated]);
    await jest.advanceTimersByTimeAsync(5_100);
    expect(summary$.value?.status).toBe('requiredActions');
    bus.publish('notification.received', { id: 'n1', kind: 'transfer', text: 'Money in' });
    await jest.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(1);
    bus.publish('notification.received', { id: 'n2', kind: 'info', text: 'Your passport was verified.' });
    await jest.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(2);
    expect(summary$.value).toEqual({ status: 'checked', actions: [], warns: false });
    stop();
  });

  it('a representative / always checked: nothing loaded, no banner', async () => {
    const { calls, summary$, stop } = setUp(
      userState({ customerType: 1, accessRight: 2, isRepresentative: true }),
      [state()],
    );
    await jest.advanceTimersByTimeAsync(6_000);
    expect(calls).toEqual([]);
    expect(summary$.value).toBeNull();
    stop();
  });
});
