import type { AuthClient } from '@portal/api/client';
import type { CustomerInfo } from '@portal/api/catalogue';
import { stubAuthClient } from '@portal/testing/clients';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { testUser } from './testing';
import {
  STORAGE_KEYS,
  actAs,
  createTokenSource,
  endSession,
  SIGNED_IN_COOKIE,
  lastKnownUser,
  rememberUser,
  signOut,
  storeTokens,
  tokenExpiry,
  tokens$,
  toUserState,
  user$,
  watchIdle,
} from './session';

function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp })}.sig`;
}

/** What the auth client rejects with when the refresh endpoint answers `status`. */
const refusal = (status: number) =>
  ApiError.fromBody({ responseCode: 'AU', responseDescription: 'Session ended' }, status);

const authStub = (refresh: AuthClient['refresh']): AuthClient =>
  stubAuthClient({
    refresh: jest.fn(refresh),
    logout: jest.fn().mockResolvedValue(undefined),
  });

/** The locale key belongs to @portal/i18n; logout must leave it alone. */
const LOCALE_KEY = 'portal.locale';

afterEach(() => {
  endSession('logout');
  sessionStorage.clear();
  localStorage.clear();
  jest.useRealTimers();
});

describe('tokens', () => {
  it('tokenExpiry / a JWT with exp / milliseconds', () => {
    expect(tokenExpiry(jwt(1_900_000_000))).toBe(1_900_000_000_000);
  });
  it('storeTokens / first time / persisted for the browser session and announced', () => {
    const seen: string[] = [];
    const sub = bus.on('session.signedIn', (p) => seen.push(p.authFlow));
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'r1' }, 'otp');
    sub.unsubscribe();
    expect(seen).toEqual(['otp']);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tokens)!).refreshToken).toBe('r1');
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).toBeNull();
  });

  it("the server's hint / a session says so in a cookie, no token in it; its end takes it away", () => {
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'secret-refresh' }, 'otp');
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
    expect(document.cookie).not.toContain('secret-refresh');
    endSession('logout');
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });
});

describe('endSession (spec 01 §4)', () => {
  it('signed in with draft and acting-as / clears user, tokens, draft and acting-as, announces the reason', () => {
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'r' }, 'simple');
    sessionStorage.setItem(STORAGE_KEYS.actingCustomer, '5');
    localStorage.setItem(STORAGE_KEYS.registrationDraft, '{}');
    localStorage.setItem(LOCALE_KEY, 'es');
    const reasons: string[] = [];
    const sub = bus.on('session.ended', (p) => reasons.push(p.reason));
    endSession('idle');
    sub.unsubscribe();
    expect(tokens$.value).toBeNull();
    expect(user$.value).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.actingCustomer)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.registrationDraft)).toBeNull();
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(reasons).toEqual(['idle']);
  });
});

describe('createTokenSource', () => {
  it('three concurrent refreshes / one call to the auth service', async () => {
    storeTokens({ accessToken: jwt(1), refreshToken: 'r1' }, 'simple');
    const refresh = jest.fn().mockResolvedValue({ accessToken: jwt(2_000_000_000), refreshToken: 'r2' });
    const source = createTokenSource(authStub(refresh));
    const results = await Promise.all([source.refresh(), source.refresh(), source.refresh()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
    expect(tokens$.value?.refreshToken).toBe('r2');
  });
  it.each([400, 401])('refresh refused with %i / session ends with refreshFailed', async (status) => {
    storeTokens({ accessToken: jwt(1), refreshToken: 'r1' }, 'simple');
    const reasons: string[] = [];
    const sub = bus.on('session.ended', (p) => reasons.push(p.reason));
    const source = createTokenSource(authStub(jest.fn().mockRejectedValue(refusal(status))));
    await expect(source.refresh()).rejects.toMatchObject({ status });
    sub.unsubscribe();
    expect(tokens$.value).toBeNull();
    expect(reasons).toEqual(['refreshFailed']);
  });
  it.each([
    ['no connection', ApiError.network()],
    ['no answer', ApiError.noResponse()],
    ['HTTP 500', ApiError.serverUnavailable(500)],
    ['HTTP 503', ApiError.serverUnavailable(503)],
    ['HTTP 429', refusal(429)],
  ])('refresh fails with %s / the session and its refresh token stay (issue 22)', async (_, failure) => {
    storeTokens({ accessToken: jwt(1), refreshToken: 'r1' }, 'simple');
    const reasons: string[] = [];
    const sub = bus.on('session.ended', (p) => reasons.push(p.reason));
    const source = createTokenSource(authStub(jest.fn().mockRejectedValue(failure)));
    await expect(source.refresh()).rejects.toBe(failure);
    sub.unsubscribe();
    expect(tokens$.value?.refreshToken).toBe('r1');
    expect(reasons).toEqual([]);
  });
  it('a fresh token refused / session ends as expired', () => {
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'r1' }, 'simple');
    const reasons: string[] = [];
    const sub = bus.on('session.ended', (p) => reasons.push(p.reason));
    createTokenSource(authStub(jest.fn())).refused();
    sub.unsubscribe();
    expect(tokens$.value).toBeNull();
    expect(reasons).toEqual(['expired']);
  });
  it('session ends while a refresh is in flight / the answer does not sign in again', async () => {
    storeTokens({ accessToken: jwt(1), refreshToken: 'r1' }, 'simple');
    let answer: (tokens: { accessToken: string; refreshToken: string }) => void = () => undefined;
    const source = createTokenSource(authStub(() => new Promise((resolve) => (answer = resolve))));
    const signedIn: string[] = [];
    const sub = bus.on('session.signedIn', (p) => signedIn.push(p.authFlow));
    const refreshing = source.refresh();
    endSession('idle');
    answer({ accessToken: jwt(2_000_000_000), refreshToken: 'r2' });
    await expect(refreshing).rejects.toThrow('The session ended during the refresh');
    sub.unsubscribe();
    expect(tokens$.value).toBeNull();
    expect(signedIn).toEqual([]);
  });
  it('new sign-in while an old refresh is in flight / the old refresh failing leaves the new session', async () => {
    storeTokens({ accessToken: jwt(1), refreshToken: 'r1' }, 'simple');
    let fail: (error: Error) => void = () => undefined;
    const source = createTokenSource(authStub(() => new Promise((_, reject) => (fail = reject))));
    const refreshing = source.refresh();
    endSession('logout');
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'new' }, 'simple');
    fail(refusal(401));
    await expect(refreshing).rejects.toMatchObject({ status: 401 });
    expect(tokens$.value?.refreshToken).toBe('new');
  });
});

describe('signOut', () => {
  it('idle / revokes the refresh token and ends the session with reason idle', async () => {
    storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'r9' }, 'simple');
    const auth = authStub(jest.fn());
    const reasons: string[] = [];
    const sub = bus.on('session.ended', (p) => reasons.push(p.reason));
    await signOut(auth, 'idle');
    sub.unsubscribe();
    expect(auth.logout).toHaveBeenCalledWith('r9');
    expect(tokens$.value).toBeNull();
    expect(reasons).toEqual(['idle']);
  });
});

describe('watchIdle', () => {
  it('no activity / warns a minute before, logs out at 15 minutes', () => {
    jest.useFakeTimers();
    const onWarn = jest.fn();
    const onIdle = jest.fn();
    const watch = watchIdle({ onWarn, onIdle });
    jest.advanceTimersByTime(14 * 60 * 1000);
    expect(onWarn).toHaveBeenCalledWith(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60 * 1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });
  it('activity before the limit / restarts the count', () => {
    jest.useFakeTimers();
    const onIdle = jest.fn();
    const watch = watchIdle({ onWarn: jest.fn(), onIdle });
    jest.advanceTimersByTime(10 * 60 * 1000);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(10 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5 * 60 * 1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});

describe('toUserState', () => {
  it('server customerType 2 / maps to business; settlementAccount sets isSubAccount', () => {
    const state = toUserState({
      userId: 1,
      customerId: 2,
      customerType: 2,
      login: { email: 'a@b.co' },
      login2faMode: 'no',
      firstName: 'A',
      lastName: 'B',
      customerCreationDate: '2020-01-01',
      residenceCountryCode: 'DE',
      transactionApproveMode: 'none',
      isAdmin: false,
      isHaveRelatedAccounts: true,
      useOldWeb: false,
      permissions: { settlementAccount: true },
      verified: true,
      limited: false,
      dueDiligenceLevel: 1,
      isNeedPersonalInfoUpdate: false,
      isNeedKyc: false,
      accessRight: 3,
      accessList: ['balanceInfo'],
      supportActing: false,
      isStrictMode: false,
      isConverted: false,
      businessRepresentativeId: null,
      businessRepresentativePositionIds: [],
    });
    expect(state.customerType).toBe(1);
    expect(state.accessRight).toBe(3);
    expect(state.isSubAccount).toBe(true);
    expect(state.permissions.requestMoney).toBe(false);
  });

  it('spec 03 §3 user state / strict mode, converted, the representative with positions, an employee’s names', () => {
    const base = {
      userId: 1,
      customerId: 2,
      customerType: 1,
      login: { email: 'e@b.co' },
      login2faMode: 'no',
      firstName: 'Eve',
      lastName: 'Employee',
      customerCreationDate: '2020-01-01',
      residenceCountryCode: 'IT',
      transactionApproveMode: 'none',
      isAdmin: false,
      isHaveRelatedAccounts: true,
      useOldWeb: false,
      verified: true,
      limited: false,
      dueDiligenceLevel: 1,
      isNeedPersonalInfoUpdate: false,
      isNeedKyc: false,
      accessRight: 2,
      accessList: ['balanceInfo'],
      supportActing: false,
    } satisfies Partial<CustomerInfo>;
    const state = toUserState({
      ...base,
      isStrictMode: true,
      isConverted: true,
      businessRepresentativeId: 3001,
      businessRepresentativePositionIds: [6, 8],
      employeeFirstName: 'Eve',
      employeeLastName: 'Employee',
    });
    expect(state).toMatchObject({
      isStrictMode: true,
      isConverted: true,
      businessRepresentativeId: 3001,
      businessRepresentativePositionIds: [6, 8],
      employeeFirstName: 'Eve',
      employeeLastName: 'Employee',
    });
    const plain = toUserState({
      ...base,
      isStrictMode: false,
      isConverted: false,
      businessRepresentativeId: null,
      businessRepresentativePositionIds: [],
    });
    expect(plain).not.toHaveProperty('employeeFirstName');
    expect(plain.businessRepresentativeId).toBeNull();
  });
});

describe('lastKnownUser (issue 28 item 3: a reload asks for the first page beside the customer info)', () => {
  const anna = testUser({ isRepresentative: true });
  const signedIn = () => storeTokens({ accessToken: jwt(2_000_000_000), refreshToken: 'r' }, 'simple');

  it('remembered in this session for the same customer acted for / known before the customer info', () => {
    signedIn();
    rememberUser(anna, undefined);
    expect(user$.value).toBeNull();
    expect(lastKnownUser()).toEqual(anna);
    expect(lastKnownUser()?.isRepresentative).toBe(true);
  });

  it('acting for another customer now, or signed out / nothing known', () => {
    signedIn();
    rememberUser(anna, undefined);
    actAs(12);
    expect(lastKnownUser()).toBeNull();
    actAs(undefined);
    expect(lastKnownUser()).toEqual(anna);
    endSession('logout');
    expect(sessionStorage.getItem(STORAGE_KEYS.userHint)).toBeNull();
    expect(lastKnownUser()).toBeNull();
  });

  it('the page has the customer info / that, not the remembered one', () => {
    signedIn();
    rememberUser(anna, undefined);
    const fresh = { ...anna, isRepresentative: false };
    user$.next(fresh);
    expect(lastKnownUser()).toBe(fresh);
  });
});
