import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type {
  AuthFlow,
  AuthFlowKinds,
  LoginRequest,
  MigrationBlock,
  TokenRequest,
  Tokens,
} from '@portal/api/catalogue';
import { ApiError, authenticationError } from '../../../platform/http/errors';
import { pkceChallengeOf, randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { maskPhone } from '../../../platform/lib/mask';
import type { PushPrompt } from '../../../platform/push/prompts';
import type { LivePushMessage } from '../../../platform/live/service';
import { AUTH_TEXTS, type DeviceCaller, type RequestOrigin } from '../../../platform/pipeline/authenticate';
import { DEEP_LINKS } from '../../../platform/deep-links';
import type { AuthServiceDeps, TokenOwner } from './auth-deps';
import { attemptsLeftText, createCredentialChecks } from './credentials';
import type { LoginFlowKind, NewLoginCode, UserCredentials } from './repository';
import { createSessions } from './sessions';

export type { LoginHistoryRecorder } from './auth-deps';
export { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS } from './credentials';
export { REFRESH_TOKEN_TTL_MS } from './sessions';

export const LOGIN_CODE_TTL_MS = 5 * 60_000;
export const OTP_ATTEMPTS = 3;

const DAY_MS = 24 * 60 * 60_000;

/** Whole days from today to the deadline day, by the calendar (UTC), never below 0 (spec 01 §4 soft migration). */
export function daysLeftUntil(deadline: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((Date.parse(`${deadline}T00:00:00Z`) - today) / DAY_MS));
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, devices, prompts, live, outbox, clock, limits, config, addressGate } = deps;
  const { authenticate, endSessions, issueTokens, startSession } = createSessions(deps);
  const { checkCredentials, requireAllowedAddress } = createCredentialChecks(deps);

  /**
   * The code of a push or verifyDevice sign-in, derived from its id with the server key: the database keeps
   * only its digest, yet the decision handler can send it over the live channel once the device approves.
   */
  const deviceLoginCode = (loginId: string) =>
    createHmac('sha256', config.jwtSecret).update(`login-code:${loginId}`).digest('base64url');

  async function migrationBlock(user: UserCredentials, temporaryToken: string): Promise<MigrationBlock> {
    return {
      req: user.migrationReq,
      ...(user.migrationDeadline ? { daysLeft: daysLeftUntil(user.migrationDeadline, clock.now()) } : {}),
      devices: await devices.approvedDeviceInfo(user.userId),
      temporaryToken,
      ...(user.migrationStrategy ? { strategy: user.migrationStrategy } : {}),
    };
  }

  /** A device decided a push or verifyDevice sign-in: the waiting browser hears it on the live channel. */
  async function onSignInDecision(prompt: PushPrompt, approved: boolean): Promise<void> {
    const loginId = typeof prompt.payload.loginId === 'string' ? prompt.payload.loginId : null;
    if (!loginId) return;
    const now = clock.now();
    if (approved) {
      if (await repository.approveLoginCode(loginId, now))
        live.publishSignIn(loginId, { type: 'login.approved', payload: { code: deviceLoginCode(loginId) } });
      return;
    }
    // A rejected sign-in's code is spent, so it can never be exchanged.
    await repository.consumeLoginCode(loginId, now);
    live.publishSignIn(loginId, {
      type: 'login.rejected',
      payload: { message: AUTH_TEXTS.rejectedOnDevice },
    });
  }
  prompts.onDecision('login', onSignInDecision);
  prompts.onDecision('verifyDevice', onSignInDecision);

  /** The sign-in behind a temporary token, while its code has not expired. */
  async function signInOf(temporaryToken: string | undefined) {
    if (!temporaryToken) return null;
    const record = await repository.findSignIn({ temporaryTokenHash: sha256Hex(temporaryToken) });
    return record && record.expiresAt > clock.now() ? record : null;
  }

  return {
    /** The login step (spec 01 §4): checks the password, stores the PKCE challenge, answers a flow kind. */
    async login(input: LoginRequest, origin: RequestOrigin): Promise<AuthFlow> {
      const user = await checkCredentials(input.username.trim().toLowerCase(), input.password, origin);
      await requireAllowedAddress(user, origin, user.loginFlow);
      const now = clock.now();
      const id = randomUUID();
      // spec 01 §4: under a strict migration nothing is issued before push is set up, so a simple sign-in
      // holds its code like direct; an sms user without a phone gets the code by the otp channel.
      let flow = user.loginFlow;
      if (flow === 'simple' && user.migrationReq === 'strict' && user.scp !== 'push') flow = 'direct';
      if (flow === 'sms' && !user.phone) flow = 'otp';
      const waitsForDevice = flow === 'push' || flow === 'verifyDevice';
      const migrating = user.migrationReq !== 'none' && user.scp !== 'push';
      const temporaryToken = waitsForDevice || migrating ? randomToken(32) : null;
      const code = waitsForDevice ? deviceLoginCode(id) : randomToken(32);
      const loginCode: NewLoginCode = {
        id,
        codeHash: sha256Hex(code),
        userId: user.userId,
        client: input.client,
        flow,
        codeChallenge: input.codeChallenge,
        otpHash: null,
        otpAttemptsLeft: 0,
        temporaryTokenHash: temporaryToken ? sha256Hex(temporaryToken) : null,
        promptKey: null,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
        usedAt: null,
      };

      let answer: AuthFlowKinds;
      if (flow === 'simple') {
        // The challenge is recorded (and the code spent) before any token exists, so every session has one.
        await repository.insertLoginCode({ ...loginCode, usedAt: now });
        answer = { authFlow: 'simple', ...(await startSession(user, flow, origin, input.client)) };
      } else if (flow === 'otp' || flow === 'sms') {
        // Each code may be an SMS the bank pays for: a few per user, however often the password is entered.
        await limits.hit('signInCode', String(user.userId));
        const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await repository.insertLoginCode({
          ...loginCode,
          otpHash: sha256Hex(otp),
          otpAttemptsLeft: OTP_ATTEMPTS,
        });
        if (flow === 'sms' && user.phone) {
          // spec 01 §3: the SMS starts with a two-digit number the page shows, so the user knows which SMS it is.
          const smsId = String(randomInt(0, 100)).padStart(2, '0');
          await outbox.send({
            channel: 'sms',
            to: user.email,
            text: `${smsId}: your sign-in code is ${otp}`,
            code: otp,
          });
          answer = { authFlow: 'sms', code, phone: maskPhone(user.phone), smsId };
        } else {
          await outbox.send({
            channel: 'otp',
            to: user.email,
            text: `Your sign-in code is ${otp}`,
            code: otp,
          });
          answer = { authFlow: 'otp', code };
        }
      } else if (waitsForDevice && temporaryToken) {
        await repository.insertLoginCode(loginCode);
        const { key } = await prompts.create({
          userId: user.userId,
          kind: flow === 'push' ? 'login' : 'verifyDevice',
          payload: { loginId: id },
          text: flow === 'push' ? `Approve the sign-in from ${input.client}` : AUTH_TEXTS.verifyDevicePrompt,
        });
        await repository.setPromptKey(id, key);
        answer =
          flow === 'push'
            ? {
                authFlow: 'push',
                code,
                temporaryToken,
                deepLink: DEEP_LINKS.login(key),
                devices: await devices.approvedDeviceInfo(user.userId),
              }
            : { authFlow: 'verifyDevice', userId: user.userId, temporaryToken };
      } else {
        await repository.insertLoginCode(loginCode);
        answer = { authFlow: 'direct', code };
      }

      // Once push is the user's second factor the migration is done, whatever the stored requirement said.
      if (user.migrationReq === 'none' || user.scp === 'push' || !temporaryToken) return answer;
      return { ...answer, migration: await migrationBlock(user, temporaryToken) };
    },

    /**
     * The token step: PKCE S256, single-use unexpired code, and the one-time code bound to it; or a temporary
     * authorised user's one-time secret (spec 01 §6).
     */
    async exchangeCode(input: TokenRequest, origin: RequestOrigin): Promise<Tokens> {
      const now = clock.now();
      if ('secret' in input) {
        const owner = await repository.consumeAuthSecret(sha256Hex(input.secret), now);
        if (!owner) throw authenticationError(AUTH_TEXTS.secretInvalid);
        await requireAllowedAddress(owner, origin, 'secret');
        return startSession(owner, 'secret', origin);
      }
      const record = await repository.findLoginCode(sha256Hex(input.code));
      if (!record || record.usedAt || record.expiresAt <= now)
        throw authenticationError(AUTH_TEXTS.codeInvalid);
      if (!safeEqual(pkceChallengeOf(input.codeVerifier), record.codeChallenge)) {
        throw authenticationError(AUTH_TEXTS.verifierMismatch);
      }
      // spec 01 §4: a strict migration holds the code until push is the user's second factor.
      if (record.userMigrationReq === 'strict' && record.userScp !== 'push')
        throw authenticationError(AUTH_TEXTS.setUpPushFirst);
      if ((record.flow === 'push' || record.flow === 'verifyDevice') && !record.approvedAt)
        throw authenticationError(AUTH_TEXTS.approveFirst);
      if (record.flow === 'otp' || record.flow === 'sms') {
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
      // The code may have been asked for from another address than the one that exchanges it.
      await requireAllowedAddress(record, origin, record.flow);
      if (!(await repository.consumeLoginCode(record.id, now)))
        throw authenticationError(AUTH_TEXTS.codeInvalid);
      return startSession(record, record.flow, origin);
    },

    /** Rotates a refresh token; a revoked one coming back means it leaked, so its whole family is revoked. */
    async refresh(refreshToken: string, origin: RequestOrigin): Promise<Tokens> {
      const now = clock.now();
      const record = await repository.findRefreshToken(sha256Hex(refreshToken));
      if (!record || record.expiresAt <= now) throw authenticationError(AUTH_TEXTS.sessionEnded);
      // A token used again leaked, wherever it comes from: the whole session ends, its access tokens with it.
      if (record.revokedAt) {
        await endSessions({ id: record.familyId });
        throw authenticationError(AUTH_TEXTS.sessionEnded);
      }
      // A session taken to an address off the whitelist (or a whitelist switched on meanwhile) is not extended.
      if (addressGate && !(await addressGate.allows(record.customerId, origin.ip)))
        throw authenticationError(AUTH_TEXTS.ipNotAllowed);
      if (!(await repository.revokeRefreshToken(record.id, now))) {
        await endSessions({ id: record.familyId });
        throw authenticationError(AUTH_TEXTS.sessionEnded);
      }
      return issueTokens(record, record.familyId);
    },

    /** Ends the session the refresh token belongs to; an unknown token is already as good as logged out. */
    async logout(refreshToken: string): Promise<void> {
      const record = await repository.findRefreshToken(sha256Hex(refreshToken));
      if (record) await endSessions({ id: record.familyId });
    },

    /** Every session of the user but `except` ends: a password reset or change (access, security). */
    async endSessionsOf(userId: number, except?: string): Promise<void> {
      await endSessions({ userId, except });
    },

    /** `POST /auth/push/re-send` (bearer: the temporary token): the pending prompt goes out again. */
    async resendPush(temporaryToken: string | undefined): Promise<void> {
      const signIn = await signInOf(temporaryToken);
      if (!signIn) throw authenticationError(AUTH_TEXTS.signInExpired);
      if (!signIn.promptKey)
        throw new ApiError(409, { responseCode: 'AU', responseDescription: AUTH_TEXTS.nothingToResend });
      await prompts.resend(signIn.promptKey);
    },

    /** The sign-in a live-channel socket authenticates for with a temporary token (spec 01 §4). */
    async authenticateSignIn(
      temporaryToken: string,
    ): Promise<{ loginId: string; expiresAt: Date; decision: LivePushMessage | null } | null> {
      const signIn = await signInOf(temporaryToken);
      if (!signIn) return null;
      // A socket that joins after the device decided (a reconnect, a slow page) still hears the decision.
      const waitsForDevice = signIn.flow === 'push' || signIn.flow === 'verifyDevice';
      let decision: LivePushMessage | null = null;
      if (waitsForDevice && signIn.approvedAt && !signIn.usedAt)
        decision = { type: 'login.approved', payload: { code: deviceLoginCode(signIn.loginId) } };
      else if (waitsForDevice && !signIn.approvedAt && signIn.usedAt)
        decision = { type: 'login.rejected', payload: { message: AUTH_TEXTS.rejectedOnDevice } };
      return { loginId: signIn.loginId, expiresAt: signIn.expiresAt, decision };
    },

    /** Whom a bearer speaks for: an access token's user, or a pending sign-in's by its temporary token. */
    async authenticateUserOrSignIn(token: string | undefined): Promise<DeviceCaller | null> {
      const caller = await authenticate(token);
      if (caller) return { userId: caller.userId, customerId: caller.customerId, loginId: null };
      const signIn = await signInOf(token);
      return signIn
        ? { userId: signIn.userId, customerId: signIn.customerId, loginId: signIn.loginId }
        : null;
    },

    /**
     * A sign-in proved another way than the password (a verified passkey, issue 50): a `direct` code, exchanged at
     * the token step with the PKCE verifier as every flow's, so the session, its refresh, the IP whitelist and the
     * login history are the same as after a password.
     */
    async issueSignInCode(
      owner: TokenOwner,
      input: { client: string; codeChallenge: string },
      origin: RequestOrigin,
      flow: LoginFlowKind,
    ): Promise<AuthFlowKinds> {
      await requireAllowedAddress(owner, origin, flow);
      const code = randomToken(32);
      await repository.insertLoginCode({
        id: randomUUID(),
        codeHash: sha256Hex(code),
        userId: owner.userId,
        client: input.client,
        flow,
        codeChallenge: input.codeChallenge,
        otpHash: null,
        otpAttemptsLeft: 0,
        temporaryTokenHash: null,
        promptKey: null,
        expiresAt: new Date(clock.now().getTime() + LOGIN_CODE_TTL_MS),
        usedAt: null,
      });
      return { authFlow: 'direct', code };
    },

    /** A session for a user who proved themselves another way: account activation (spec 01 §4). */
    issueSessionFor: (owner: TokenOwner, origin?: RequestOrigin): Promise<Tokens> =>
      startSession(owner, 'activation', origin),

    authenticate,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
