// Who is calling: the pipeline's first step (issue 48 item 1). The sign-in service (areas/auth/login) issues the tokens;
// everything that checks one takes this floor's types and texts, so no slice imports the sign-in slice to do so.
import type { FastifyRequest } from 'fastify';
import { authenticationError } from '../http/errors';
import type { LivePushMessage } from '../live/bus';

export const AUTH_TEXTS = {
  incorrectCredentials: 'Incorrect e-mail or password.',
  locked: 'Too many failed sign-ins. Try again in 15 minutes.',
  codeInvalid: 'The code is wrong or has expired.',
  verifierMismatch: 'The code verifier does not match this sign-in.',
  otpMissing: 'Enter the one-time code we sent you.',
  otpBurnt: 'The one-time code is wrong and can no longer be used. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  unauthorized: 'Unauthorized',
  approveFirst: 'Approve the sign-in on your device first.',
  setUpPushFirst: 'Set up app approval before signing in.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  nothingToResend: 'This sign-in does not wait for a device.',
  secretInvalid: 'The secret is wrong, used or expired.',
  rejectedOnDevice: 'The sign-in was rejected on your device.',
  verifyDevicePrompt: 'A new browser wants to sign in',
  ipNotAllowed:
    'Sign-in from this address is not allowed: this account accepts sign-ins only from the addresses on its IP whitelist.',
} as const;

/** Where a request to the auth service came from: the caller's address as the trusted hops forwarded it. */
export interface RequestOrigin {
  ip: string;
}

/** The IP whitelist (the security module's), asked at every step that starts or extends a session. */
export interface SignInAddressGate {
  allows(customerId: number, ip: string): Promise<boolean>;
}

/** Who is calling, from a verified access token of a live session. */
export interface Caller {
  userId: number;
  customerId: number;
  /** The sign-in the token belongs to (its `sid`). */
  sessionId: string;
  /** When the access token stops being accepted, in ms since the epoch. */
  tokenExpiresAt: number;
}

/** Ends sessions: every one of a user's but `except` (a password change keeps the one that made it). */
export interface SessionEnder {
  endSessionsOf(userId: number, except?: string): Promise<void>;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

/** What checks a bearer token: the sign-in service (areas/auth/login) implements it. */
export interface Authenticator {
  authenticate(accessToken: string | undefined): Promise<Caller | null>;
  /** The sign-in a live-channel socket authenticates for with a temporary token (spec 01 §4). */
  authenticateSignIn(
    temporaryToken: string,
  ): Promise<{ loginId: string; expiresAt: Date; decision: LivePushMessage | null } | null>;
}

/** Who a call is for: a signed-in user, or a sign-in still waiting (its temporary token, spec 01 §4). */
export interface DeviceCaller {
  userId: number;
  customerId: number;
  /** The sign-in whose temporary token was the bearer; null for an access token. */
  loginId: string | null;
}

/** What the device routes check a bearer with: an access token, or the temporary token of a pending sign-in. */
export interface SigningInAuthenticator extends Authenticator {
  /** Whom a bearer speaks for: an access token's user, or a pending sign-in's by its temporary token. */
  authenticateUserOrSignIn(token: string | undefined): Promise<DeviceCaller | null>;
}

/** The caller of a request with a bearer access token of a live session, else 401 AU. */
export async function signedInCaller(auth: Authenticator, request: FastifyRequest): Promise<Caller> {
  const caller = await auth.authenticate(bearerToken(request.headers.authorization));
  if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
  return caller;
}
