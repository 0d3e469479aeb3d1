import { randomInt, randomUUID } from 'node:crypto';
import type { AuthFlow, LoginRequest, TokenRequest, Tokens } from '@portal/api/contract';
import type { SandboxConfig } from '../../config';
import { authenticationError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { pkceChallengeOf, randomToken, safeEqual, sha256Hex } from '../../lib/crypto';
import { signJwt, verifyJwt } from '../../lib/jwt';
import { decoyPasswordHash, verifyPassword } from '../../lib/password';
import type { AuthRepository } from './repository';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
/** From this many attempts left the refusal warns about the coming lock. */
const WARN_FROM_ATTEMPTS_LEFT = 2;
export const LOGIN_CODE_TTL_MS = 5 * 60_000;
export const OTP_ATTEMPTS = 3;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export const AUTH_TEXTS = {
  incorrectCredentials: 'Incorrect e-mail or password.',
  locked: 'Too many failed sign-ins. Try again in 15 minutes.',
  codeInvalid: 'The code is wrong or has expired.',
  verifierMismatch: 'The code verifier does not match this sign-in.',
  otpMissing: 'Enter the one-time code we sent you.',
  otpBurnt: 'The one-time code is wrong and can no longer be used. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  unauthorized: 'Unauthorized',
} as const;

function attemptsLeftText(attemptsLeft: number): string {
  return `${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`;
}

/** Who is calling, from a verified access token. */
export interface Caller {
  userId: number;
  customerId: number;
  /** When the access token stops being accepted, in ms since the epoch. */
  tokenExpiresAt: number;
}

type TokenOwner = Pick<Caller, 'userId' | 'customerId'>;

/** Where the sandbox "sends" SMS, e-mail and one-time codes. */
export interface OutboxSender {
  send(message: { channel: string; to: string; text: string; code?: string }): Promise<void>;
}

interface AuthServiceDeps {
  repository: AuthRepository;
  outbox: OutboxSender;
  clock: Clock;
  config: Pick<SandboxConfig, 'jwtSecret' | 'accessTokenTtlSeconds'>;
}

export function createAuthService({ repository, outbox, clock, config }: AuthServiceDeps) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function issueTokens(owner: TokenOwner, familyId: string): Promise<Tokens> {
    const iat = nowSeconds();
    const accessToken = signJwt(
      {
        sub: String(owner.userId),
        customerId: owner.customerId,
        iat,
        exp: iat + config.accessTokenTtlSeconds,
      },
      config.jwtSecret,
    );
    const refreshToken = randomToken(32);
    await repository.insertRefreshToken({
      tokenHash: sha256Hex(refreshToken),
      familyId,
      userId: owner.userId,
      customerId: owner.customerId,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { accessToken, refreshToken };
  }

  /** Checks the password under the sign-in lock (DESIGN §5: rate limits on sign-in). */
  async function checkCredentials(email: string, password: string) {
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

  return {
    /** The login step (spec 01 §4): checks the password, stores the PKCE challenge, answers a flow kind. */
    async login(input: LoginRequest): Promise<AuthFlow> {
      const user = await checkCredentials(input.username.trim().toLowerCase(), input.password);
      const now = clock.now();
      const code = randomToken(32);
      const loginCode = {
        codeHash: sha256Hex(code),
        userId: user.userId,
        client: input.client,
        flow: user.loginFlow,
        codeChallenge: input.codeChallenge,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
      };

      if (user.loginFlow === 'simple') {
        // The challenge is recorded (and the code spent) before any token exists, so every session has one.
        await repository.insertLoginCode({ ...loginCode, otpHash: null, otpAttemptsLeft: 0, usedAt: now });
        return { authFlow: 'simple', ...(await issueTokens(user, randomUUID())) };
      }

      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.insertLoginCode({
        ...loginCode,
        otpHash: sha256Hex(otp),
        otpAttemptsLeft: OTP_ATTEMPTS,
        usedAt: null,
      });
      await outbox.send({ channel: 'otp', to: user.email, text: `Your sign-in code is ${otp}`, code: otp });
      return { authFlow: 'otp', code };
    },

    /** The token step: PKCE S256, single-use unexpired code, and the one-time code bound to it. */
    async exchangeCode(input: TokenRequest): Promise<Tokens> {
      const now = clock.now();
      const record = await repository.findLoginCode(sha256Hex(input.code));
      if (!record || record.usedAt || record.expiresAt <= now)
        throw authenticationError(AUTH_TEXTS.codeInvalid);
      if (!safeEqual(pkceChallengeOf(input.codeVerifier), record.codeChallenge)) {
        throw authenticationError(AUTH_TEXTS.verifierMismatch);
      }
      if (record.flow === 'otp') {
        if (!input.otp) throw authenticationError(AUTH_TEXTS.otpMissing);
        // A try is spent before the comparison, so parallel guesses cannot exceed the limit.
        const attemptsLeft = await repository.spendOtpAttempt(record.id);
        if (attemptsLeft === null) throw authenticationError(AUTH_TEXTS.codeInvalid);
        if (!record.otpHash || !safeEqual(sha256Hex(input.otp), record.otpHash)) {
          if (attemptsLeft === 0) {
            await repository.consumeLoginCode(record.id, now);
            throw authenticationError(AUTH_TEXTS.otpBurnt, { attemptsLeft: 0 });
          }
          throw authenticationError(`The one-time code is wrong. ${attemptsLeftText(attemptsLeft)}.`, {
            attemptsLeft,
          });
        }
      }
      if (!(await repository.consumeLoginCode(record.id, now)))
        throw authenticationError(AUTH_TEXTS.codeInvalid);
      return issueTokens(record, randomUUID());
    },

    /** Rotates a refresh token; a revoked one coming back means it leaked, so its whole family is revoked. */
    async refresh(refreshToken: string): Promise<Tokens> {
      const now = clock.now();
      const record = await repository.findRefreshToken(sha256Hex(refreshToken));
      if (!record || record.expiresAt <= now) throw authenticationError(AUTH_TEXTS.sessionEnded);
      if (record.revokedAt || !(await repository.revokeRefreshToken(record.id, now))) {
        await repository.revokeRefreshTokenFamily(record.familyId, now);
        throw authenticationError(AUTH_TEXTS.sessionEnded);
      }
      return issueTokens(record, record.familyId);
    },

    /** Ends the session the refresh token belongs to; an unknown token is already as good as logged out. */
    async logout(refreshToken: string): Promise<void> {
      const record = await repository.findRefreshToken(sha256Hex(refreshToken));
      if (record) await repository.revokeRefreshTokenFamily(record.familyId, clock.now());
    },

    /** The caller behind a bearer access token, or null when it is missing, forged or expired. */
    authenticate(accessToken: string | undefined): Caller | null {
      if (!accessToken) return null;
      const claims = verifyJwt(accessToken, config.jwtSecret, nowSeconds());
      const userId = claims ? Number(claims.sub) : NaN;
      if (!claims || !Number.isSafeInteger(userId)) return null;
      return { userId, customerId: claims.customerId, tokenExpiresAt: claims.exp * 1000 };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
