import { BehaviorSubject } from 'rxjs';
import { EventBus } from '@portal/events/bus';
import type { SessionTokens, UserState } from '@portal/session/session';
import { userState } from '../testing/users';
import { SECONDARY_DATA_DELAY_MS, watchSecondaryCount } from './secondary-count';

const session: SessionTokens = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: Date.now() + 600_000,
  authFlow: 'simple',
} as SessionTokens;

const setUp = (user: UserState, figures: Array<number | Error>, options: { wanted?: boolean } = {}) => {
  jest.useFakeTimers();
  const bus = new EventBus();
  const subject = new BehaviorSubject(0);
  const tokens$ = new BehaviorSubject<SessionTokens | null>(session);
  const user$ = new BehaviorSubject<UserState | null>(user);
  const actingCustomerId$ = new BehaviorSubject<number | undefined>(undefined);
  const client = {
    count: jest.fn(async () => {
      const next = figures.length > 1 ? figures.shift() : figures[0];
      if (next instanceof Error) throw next;
      return next as number;
    }),
    reset: jest.fn(),
  };
  const loadClient = jest.fn(async () => client);
  const stop = watchSecondaryCount({
    subject,
    zero: 0,
    scope: 'support',
    client: loadClient,
    read: (clientOf, who) => (who.customerType === 1 ? clientOf().then((c) => c.count()) : null),
    onSignedOut: (c) => c.reset(),
    bus,
    tokens$,
    user$,
    actingCustomerId$,
    wanted: options.wanted ?? true,
  });
  return { bus, subject, tokens$, actingCustomerId$, client, loadClient, stop };
};

afterEach(() => jest.useRealTimers());

describe('a menu badge figure (spec 03 §9 secondary data)', () => {
  it('loads the client and the figure 5 s after sign-in, not before', async () => {
    const { subject, loadClient, stop } = setUp(userState({ customerType: 1 }), [3]);
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS - 100);
    expect(loadClient).not.toHaveBeenCalled();
    expect(subject.value).toBe(0);
    await jest.advanceTimersByTimeAsync(200);
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(subject.value).toBe(3);
    stop();
  });

  it('asks again on its reload scope and on a new customer acted for, not on another scope; one client', async () => {
    const { bus, subject, actingCustomerId$, client, loadClient, stop } = setUp(
      userState({ customerType: 1 }),
      [1, 2, 5],
    );
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS);
    expect(subject.value).toBe(1);
    bus.publish('data.reload', { scope: 'contracts' });
    await jest.advanceTimersByTimeAsync(0);
    expect(client.count).toHaveBeenCalledTimes(1);
    bus.publish('data.reload', { scope: 'support' });
    await jest.advanceTimersByTimeAsync(0);
    expect(subject.value).toBe(2);
    actingCustomerId$.next(42);
    await jest.advanceTimersByTimeAsync(0);
    expect(subject.value).toBe(5);
    expect(loadClient).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a user without the figure gets zero and no client; a failure keeps the last figure', async () => {
    const personal = setUp(userState({ customerType: 0 }), [7]);
    personal.subject.next(4);
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS);
    expect(personal.subject.value).toBe(0);
    expect(personal.loadClient).not.toHaveBeenCalled();
    personal.stop();

    const failing = setUp(userState({ customerType: 1 }), [6, new Error('down')]);
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS);
    failing.bus.publish('data.reload', { scope: 'support' });
    await jest.advanceTimersByTimeAsync(0);
    expect(failing.client.count).toHaveBeenCalledTimes(2);
    expect(failing.subject.value).toBe(6);
    failing.stop();
  });

  it('signing out zeroes it and lets the client forget; nothing is asked when the area is not wanted', async () => {
    const { subject, tokens$, client, stop } = setUp(userState({ customerType: 1 }), [9]);
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS);
    expect(subject.value).toBe(9);
    tokens$.next(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(subject.value).toBe(0);
    expect(client.reset).toHaveBeenCalledTimes(1);
    stop();

    const unwanted = setUp(userState({ customerType: 1 }), [9], { wanted: false });
    await jest.advanceTimersByTimeAsync(SECONDARY_DATA_DELAY_MS * 2);
    expect(unwanted.loadClient).not.toHaveBeenCalled();
    expect(unwanted.subject.value).toBe(0);
  });
});
