import type { AuthClient } from '@portal/api/client';
import type { AuthFlow, MigrationBlock, Tokens } from '@portal/api/catalogue';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';

/** The web client's id at the auth service. */
export const AUTH_CLIENT_ID = 'web';

/** A login that needs a second step; the verifier stays here until the token exchange (spec 01 §4, step 3). */
export interface PendingLogin {
  flow: AuthFlow;
  codeVerifier: string;
}

/** A pending login of one flow kind. */
export type PendingOf<K extends AuthFlow['authFlow']> = PendingLogin & {
  flow: Extract<AuthFlow, { authFlow: K }>;
};

export function isPendingOf<K extends AuthFlow['authFlow']>(
  pending: PendingLogin,
  kind: K,
): pending is PendingOf<K> {
  return pending.flow.authFlow === kind;
}

export type LoginOutcome =
  | { kind: 'signedIn'; tokens: Tokens; authFlow: string }
  | { kind: 'secondStep'; pending: PendingLogin }
  /** spec 01 §4: soft or strict migration to push comes before the flow itself. */
  | { kind: 'migration'; pending: PendingLogin; migration: MigrationBlock & { req: 'soft' | 'strict' } };

/**
 * Step 1: login with a fresh PKCE pair (spec 01 §5). A migration block (soft or strict) is answered first; otherwise
 * the flow goes on as {@link continueLogin} says.
 */
export async function startLogin(
  auth: AuthClient,
  username: string,
  password: string,
): Promise<LoginOutcome> {
  const codeVerifier = createCodeVerifier();
  const codeChallenge = await createCodeChallenge(codeVerifier);
  const flow = await auth.login({ client: AUTH_CLIENT_ID, username, password, codeChallenge });
  const pending: PendingLogin = { flow, codeVerifier };
  const migration = flow.migration;
  if (migration && (migration.req === 'soft' || migration.req === 'strict'))
    return { kind: 'migration', pending, migration: { ...migration, req: migration.req } };
  return continueLogin(auth, pending);
}

/** spec 01 §4 steps 2–3: `simple` signs in at once, `direct` exchanges at once; the others need a second step. */
export async function continueLogin(auth: AuthClient, pending: PendingLogin): Promise<LoginOutcome> {
  const { flow, codeVerifier } = pending;
  if (flow.authFlow === 'simple') {
    return {
      kind: 'signedIn',
      tokens: { accessToken: flow.accessToken, refreshToken: flow.refreshToken },
      authFlow: 'simple',
    };
  }
  if (flow.authFlow === 'direct') {
    const tokens = await auth.token({ code: flow.code, codeVerifier });
    return { kind: 'signedIn', tokens, authFlow: 'direct' };
  }
  return { kind: 'secondStep', pending };
}

/** Step 2 for otp and sms: exchange the login code, the verifier and the one-time code for tokens. */
export async function completeWithCode(
  auth: AuthClient,
  pending: PendingLogin,
  otp: string,
): Promise<Tokens> {
  if (pending.flow.authFlow !== 'otp' && pending.flow.authFlow !== 'sms')
    throw new Error(`No code step for ${pending.flow.authFlow}`);
  return auth.token({ code: pending.flow.code, codeVerifier: pending.codeVerifier, otp });
}

/**
 * push and verifyDevice (spec 01 §4 steps 4–5): the device's approval arrives over the live channel with the code
 * to exchange; the verifier is the one this login created.
 */
export function completeApproved(auth: AuthClient, pending: PendingLogin, code: string): Promise<Tokens> {
  return auth.token({ code, codeVerifier: pending.codeVerifier });
}

/** The temporary token that authenticates enablement calls and the live channel during a migration. */
export function migrationToken(pending: PendingLogin, migration: MigrationBlock): string | undefined {
  const { flow } = pending;
  if (migration.temporaryToken) return migration.temporaryToken;
  return flow.authFlow === 'push' || flow.authFlow === 'verifyDevice' ? flow.temporaryToken : undefined;
}
