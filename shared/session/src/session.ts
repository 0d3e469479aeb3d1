import { BehaviorSubject } from 'rxjs';
import type { SupportLock } from '@portal/api/helpdesk';
import { singleFlight, type AuthClient, type RequestContext, type TokenSource } from '@portal/api/client';
import type { CustomerInfo, PermissionFlag, Tokens } from '@portal/api/catalogue';
import { PERMISSION_FLAGS } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus, type SessionEndReason } from '@portal/events/bus';
import { localStore, sessionStore, type PortalStorage } from './storage';

/** Tokens of the signed-in user; `expiresAt` in ms since the epoch. */
export interface SessionTokens extends Tokens {
  expiresAt: number;
  authFlow: string;
}

/** The user state kept after login (spec 01 §3). */
export interface UserState {
  firstName: string;
  lastName: string;
  login: string;
  customerId: number;
  /** 0 personal, 1 business (server 2 maps to business). */
  customerType: 0 | 1;
  businessName?: string;
  /** ISO country code; card products and fees depend on it (spec 02 §3 "Card apply fees"). */
  residenceCountryCode: string;
  isAdmin: boolean;
  limited: boolean;
  verified: boolean;
  twoStepVerificationMode: string;
  approvalCodeMode: string;
  isNeedKyc: boolean;
  isNeedPersonalInfoUpdate: boolean;
  isHaveRelatedAccounts: boolean;
  useOldWeb: boolean;
  oldWebUrl?: string;
  permissions: Record<PermissionFlag, boolean>;
  /** True when the settlementAccount permission is set (spec 01 §3). */
  isSubAccount: boolean;
  /** The user's access right for the acting customer (spec 02 §6). */
  accessRight: number;
  /** spec 01 §3: the access list lacks balanceInfo — a representative, who sees no balances or amounts. */
  isRepresentative: boolean;
  /** An administrator acting as this customer as support (issue 22). */
  supportActing: boolean;
  /** spec 03 §3 "User state": strict migration and a converted company. */
  isStrictMode: boolean;
  isConverted: boolean;
  /** The company representative the user is, with their position ids (spec 03 §3, §6); null and [] otherwise. */
  businessRepresentativeId: number | null;
  businessRepresentativePositionIds: number[];
  /** An employee's first and last names (spec 03 §3); absent for anyone else. */
  employeeFirstName?: string;
  employeeLastName?: string;
}

/** Storage keys: tokens live for the browser session; only the locale (owned by @portal/i18n) is persisted (DESIGN §4). */
export const STORAGE_KEYS = {
  tokens: 'portal.session',
  actingCustomer: 'portal.actingCustomerId',
  targetPath: 'portal.targetPath',
  registrationDraft: 'portal.registrationDraft',
  userHint: 'portal.userHint',
} as const;

/** spec 01 §4 and §9: idle logout after 15 minutes. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** How long before the idle logout the warning shows. */
export const IDLE_WARNING_MS = 60 * 1000;

function readJson<T>(storage: PortalStorage, key: string): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Expiry (ms) from a JWT's `exp` claim; 0 when unreadable, which makes the next call refresh. */
export function tokenExpiry(accessToken: string): number {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: number }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** Session state shared by the shell (which writes) and the remotes (which read). */
export const tokens$ = new BehaviorSubject<SessionTokens | null>(
  readJson<SessionTokens>(sessionStore, STORAGE_KEYS.tokens) ?? null,
);
export const user$ = new BehaviorSubject<UserState | null>(null);
export const actingCustomerId$ = new BehaviorSubject<number | undefined>(
  readJson<number>(sessionStore, STORAGE_KEYS.actingCustomer),
);

/** Whom a service client's calls are for: the customer acted for, and whether the user is a business one (spec 01 §6). */
export const actingContext: Pick<RequestContext, 'actingCustomerId' | 'isBusiness'> = {
  actingCustomerId: () => actingCustomerId$.value,
  isBusiness: () => user$.value?.customerType === 1,
};

/**
 * The support lock (spec 03 §3 "Support state", §4: a 429 "aborts further support requests until a success or a
 * 204"): one for the shell's unread badge and the support area, each of whose help-desk clients keeps it here.
 */
export const supportLock$ = new BehaviorSubject<SupportLock | null>(null);

export function isSignedIn(): boolean {
  return tokens$.value !== null;
}

/**
 * The portal's server paints a signed-in page's frame (its header and heading) before any script has run only for a
 * browser that has a session, else the sign-in page's, where the guard will take it (issue 28,
 * scripts/first-paint.mjs): a cookie that says so, and nothing else. No credential: the tokens stay in the tab's
 * storage. It lasts as long as the browser's session.
 */
export const SIGNED_IN_COOKIE = 'portal.signedIn';

function tellServerSignedIn(signedIn: boolean): void {
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; SameSite=Lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    // A frame whose site may not set cookies: the server paints the sign-in page's frame.
  }
}

/** Stores fresh tokens (sign-in or refresh) and announces a sign-in when there was no session. */
export function storeTokens(tokens: Tokens, authFlow: string): void {
  const wasSignedIn = isSignedIn();
  const next: SessionTokens = { ...tokens, authFlow, expiresAt: tokenExpiry(tokens.accessToken) };
  sessionStore.setItem(STORAGE_KEYS.tokens, JSON.stringify(next));
  tokens$.next(next);
  tellServerSignedIn(true);
  if (!wasSignedIn) bus.publish('session.signedIn', { authFlow });
}

/** The user state derived from customer info (spec 01 §3). */
export function toUserState(info: CustomerInfo): UserState {
  const permissions = Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, Boolean(info.permissions?.[flag])]),
  ) as Record<PermissionFlag, boolean>;
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    login: info.login.email,
    customerId: info.customerId,
    customerType: info.customerType === 0 ? 0 : 1,
    businessName: info.businessName,
    residenceCountryCode: info.residenceCountryCode,
    isAdmin: info.isAdmin,
    limited: info.limited,
    verified: info.verified,
    twoStepVerificationMode: info.login2faMode,
    approvalCodeMode: info.transactionApproveMode,
    isNeedKyc: info.isNeedKyc,
    isNeedPersonalInfoUpdate: info.isNeedPersonalInfoUpdate,
    isHaveRelatedAccounts: info.isHaveRelatedAccounts,
    useOldWeb: info.useOldWeb,
    oldWebUrl: info.oldWebUrl,
    permissions,
    isSubAccount: permissions.settlementAccount,
    accessRight: info.accessRight,
    isRepresentative: !info.accessList.includes('balanceInfo'),
    supportActing: info.supportActing,
    isStrictMode: info.isStrictMode,
    isConverted: info.isConverted,
    businessRepresentativeId: info.businessRepresentativeId,
    businessRepresentativePositionIds: info.businessRepresentativePositionIds,
    ...(info.employeeFirstName !== undefined
      ? { employeeFirstName: info.employeeFirstName, employeeLastName: info.employeeLastName ?? '' }
      : {}),
  };
}

/** The user as the last customer info of this browser session had them, for the customer acted for then. */
interface UserHint {
  actingCustomerId: number | null;
  user: UserState;
}

/**
 * Keeps the user the customer info just gave, for the customer acted for (issue 28 item 3): a reload of the same
 * session can then ask for the first page's data beside the customer info instead of after it. Session-scoped like
 * the tokens; the session's end removes it.
 */
export function rememberUser(
  user: UserState,
  actingCustomerId: number | undefined = actingCustomerId$.value,
): void {
  const hint: UserHint = { actingCustomerId: actingCustomerId ?? null, user };
  try {
    sessionStore.setItem(STORAGE_KEYS.userHint, JSON.stringify(hint));
  } catch {
    // A store that is full or refused keeps no hint: the page's data then waits for the customer info.
  }
}

/**
 * The user as known now: the customer info of this page, else what the last one said for the same session and the
 * same customer acted for; null when neither is known. Only for deciding what to ask for early: what is shown and
 * allowed follows `user$` (the back end checks every call anyway).
 */
export function lastKnownUser(): UserState | null {
  if (user$.value) return user$.value;
  if (!isSignedIn()) return null;
  const hint = readJson<UserHint>(sessionStore, STORAGE_KEYS.userHint);
  if (!hint?.user || hint.actingCustomerId !== (actingCustomerId$.value ?? null)) return null;
  return hint.user;
}

/**
 * Ends the session (spec 01 §4): clears the user, every store and the session-scoped entries, removes the
 * registration draft and the acting-as entry, and announces why. The shell disconnects the live channel on it.
 */
export function endSession(reason: SessionEndReason): void {
  const wasSignedIn = isSignedIn();
  sessionStore.removeItem(STORAGE_KEYS.tokens);
  sessionStore.removeItem(STORAGE_KEYS.actingCustomer);
  sessionStore.removeItem(STORAGE_KEYS.userHint);
  localStore.removeItem(STORAGE_KEYS.registrationDraft);
  tokens$.next(null);
  user$.next(null);
  actingCustomerId$.next(undefined);
  supportLock$.next(null);
  tellServerSignedIn(false);
  if (wasSignedIn) bus.publish('session.ended', { reason });
}

/**
 * Acts for another customer (an admin's `fromCustomerId`, or a business user's chosen company, spec 01 §6), or
 * stops with `undefined`. Kept for the browser session; logout removes it (spec 01 §4).
 */
export function actAs(customerId: number | undefined): void {
  if (customerId === undefined) sessionStore.removeItem(STORAGE_KEYS.actingCustomer);
  else sessionStore.setItem(STORAGE_KEYS.actingCustomer, JSON.stringify(customerId));
  actingCustomerId$.next(customerId);
}

/** Remembers where an unauthenticated visitor wanted to go (spec 01 §2, sign-in guard). */
export function rememberTargetPath(path: string): void {
  sessionStore.setItem(STORAGE_KEYS.targetPath, path);
}

export function takeTargetPath(): string | undefined {
  const path = sessionStore.getItem(STORAGE_KEYS.targetPath) ?? undefined;
  sessionStore.removeItem(STORAGE_KEYS.targetPath);
  return path;
}

/**
 * Whether the refresh endpoint refused the refresh token (spec 01 §4 "a failed refresh"): it answered with a 4xx
 * other than a time-out or too many requests. No connection, no answer or a 5xx is not a refusal: the back end may
 * be restarting, and the same refresh token works once it is back (issue 22).
 */
export function isRefreshRefused(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The TokenSource the API clients use: one refresh at a time shared by every waiting call; a refresh the server
 * refused ends the session with reason `refreshFailed`, and a fresh token it refuses ends it as `expired`.
 */
export function createTokenSource(auth: AuthClient): TokenSource {
  return {
    accessToken: () => tokens$.value?.accessToken,
    expiresAt: () => tokens$.value?.expiresAt,
    refused: () => endSession('expired'),
    refresh: singleFlight(async () => {
      const current = tokens$.value;
      if (!current) throw new Error('No session to refresh');
      let fresh: Tokens;
      try {
        fresh = await auth.refresh(current.refreshToken);
      } catch (error) {
        // Only the session this refresh belonged to ends; one that ended meanwhile (sign-out, idle) stays ended.
        if (isRefreshRefused(error) && tokens$.value === current) endSession('refreshFailed');
        throw error;
      }
      // A session that ended while the refresh was in flight is not brought back by its answer.
      if (tokens$.value !== current) throw new Error('The session ended during the refresh');
      storeTokens(fresh, current.authFlow);
      return fresh.accessToken;
    }),
  };
}

/** Signs out (the user's request or the idle limit): revokes the refresh token, best effort, and ends the session. */
export async function signOut(auth: AuthClient, reason: SessionEndReason = 'logout'): Promise<void> {
  const refreshToken = tokens$.value?.refreshToken;
  endSession(reason);
  if (refreshToken) await auth.logout(refreshToken).catch(() => undefined);
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleWatch {
  /** Counts as activity: "stay signed in" calls it. */
  touch(): void;
  stop(): void;
}

/**
 * Idle logout (spec 01 §4): after `timeoutMs` without activity `onIdle` runs; `warningMs` before it `onWarn` runs
 * with the time left. Activity in the window restarts the count.
 */
export function watchIdle({
  onWarn,
  onIdle,
  timeoutMs = IDLE_TIMEOUT_MS,
  warningMs = IDLE_WARNING_MS,
  target = window,
}: {
  onWarn: (msLeft: number) => void;
  onIdle: () => void;
  timeoutMs?: number;
  warningMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}): IdleWatch {
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(warnTimer);
    clearTimeout(idleTimer);
    warnTimer = setTimeout(() => onWarn(warningMs), timeoutMs - warningMs);
    idleTimer = setTimeout(onIdle, timeoutMs);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, arm, { passive: true });
  arm();
  return {
    touch: arm,
    stop() {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, arm);
    },
  };
}
