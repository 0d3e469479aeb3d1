import { authenticationError } from '../../../platform/http/errors';
import { decoyPasswordHash, verifyPassword } from '../../../platform/lib/password';
import { AUTH_TEXTS, type RequestOrigin } from '../../../platform/pipeline/authenticate';
import type { AuthServiceDeps, TokenOwner } from './auth-deps';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
/** From this many attempts left the refusal warns about the coming lock. */
const WARN_FROM_ATTEMPTS_LEFT = 2;

export function attemptsLeftText(attemptsLeft: number): string {
  return `${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`;
}

/** The password under the sign-in lock, and the IP whitelist after it. */
export function createCredentialChecks({ repository, clock, loginHistory, addressGate }: AuthServiceDeps) {
  /**
   * The IP whitelist (spec 02 §7; issue 47 item 10), checked after the password so that it says nothing to
   * someone who does not know it: a refused address is recorded as a failed sign-in and gets a clear message.
   */
  async function requireAllowedAddress(
    owner: TokenOwner,
    origin: RequestOrigin,
    authFlow: string,
  ): Promise<void> {
    if (!addressGate || (await addressGate.allows(owner.customerId, origin.ip))) return;
    await loginHistory?.record({
      userId: owner.userId,
      customerId: owner.customerId,
      authFlow,
      success: false,
      ip: origin.ip,
    });
    throw authenticationError(AUTH_TEXTS.ipNotAllowed);
  }

  /** Checks the password under the sign-in lock (DESIGN §5: rate limits on sign-in). */
  async function checkCredentials(email: string, password: string, origin: RequestOrigin) {
    const now = clock.now();
    const failures = await repository.findSignInFailures(email);
    if (failures?.lockedUntil) {
      if (failures.lockedUntil > now) throw authenticationError(AUTH_TEXTS.locked, { attemptsLeft: 0 });
      await repository.clearSignInFailures(email);
    }
    const user = await repository.findUserByEmail(email);
    // An unknown e-mail is checked against a decoy so that it takes as long, and counts, like a wrong password.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (user && passwordMatches) {
      if (failures) await repository.clearSignInFailures(email);
      return user;
    }
    if (user) {
      await loginHistory?.record({
        userId: user.userId,
        customerId: user.customerId,
        authFlow: user.loginFlow,
        success: false,
        ip: origin.ip,
      });
    }
    const attemptsLeft = MAX_FAILED_SIGN_INS - (await repository.recordSignInFailure(email, now));
    if (attemptsLeft <= 0) {
      await repository.lockSignIn(email, new Date(now.getTime() + SIGN_IN_LOCK_MS), now);
      throw authenticationError(AUTH_TEXTS.locked, { attemptsLeft: 0 });
    }
    const description =
      attemptsLeft <= WARN_FROM_ATTEMPTS_LEFT
        ? `${AUTH_TEXTS.incorrectCredentials} ${attemptsLeftText(attemptsLeft)} before the account is locked.`
        : AUTH_TEXTS.incorrectCredentials;
    throw authenticationError(description, { attemptsLeft });
  }

  return { checkCredentials, requireAllowedAddress };
}
