import type { AuthClient } from '@portal/api/client';
import type { AuthFlow, Tokens } from '@portal/api/contract';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';

/** The web client's id at the auth service. */
export const AUTH_CLIENT_ID = 'web';

/** A login that needs a second step; the verifier stays here until the token exchange (spec 01 §4, step 3). */
export interface PendingLogin {
  flow: Exclude<AuthFlow, { authFlow: 'simple' }>;
  codeVerifier: string;
}

export type LoginOutcome =
  { kind: 'signedIn'; tokens: Tokens; authFlow: string } | { kind: 'secondStep'; pending: PendingLogin };

/** Step 1: login with a fresh PKCE pair (spec 01 §5); `simple` signs in at once, `direct` exchanges at once. */
export async function startLogin(
  auth: AuthClient,
  username: string,
  password: string,
): Promise<LoginOutcome> {
  const codeVerifier = createCodeVerifier();
  const codeChallenge = await createCodeChallenge(codeVerifier);
  const flow = await auth.login({ client: AUTH_CLIENT_ID, username, password, codeChallenge });
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
  return { kind: 'secondStep', pending: { flow, codeVerifier } };
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
