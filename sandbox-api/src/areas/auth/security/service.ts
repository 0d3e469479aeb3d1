import { randomInt } from 'node:crypto';
import {
  RESPONSE_CODES,
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type SearchCustomersResponse,
  type TwoStepChangeAnswer,
  type TwoStepChangeRequest,
  type TwoStepMode,
} from '@portal/api/catalogue';
import { ApiError, authenticationError, invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { maskPhone } from '../../../platform/lib/mask';
import { hashPassword, verifyPassword } from '../../../platform/lib/password';
import { passwordRuleViolations } from '../../../platform/lib/password-rule';
import type { Caller, SessionEnder } from '../../../platform/pipeline/authenticate';
import type { OutboxSender } from '../../../platform/outbox';
import type { PushPrompt, PushPrompts } from '../../../platform/push/prompts';
import type { LivePublisher } from '../../../platform/live/service';
import { createAccessIpService } from './access-ip-service';
import { createLoginHistoryService } from './login-history';
import type { ConfirmationKind, SecurityRepository, SecurityUser, StoredConfirmation } from './repository';
import { METHOD_INPUT_ERROR_STATUS, SECURITY_TEXTS } from './texts';

export { createAccessIpGate, type AccessIpGate } from './access-ip-service';
export {
  createLoginHistoryRecorder,
  type LoginHistoryRecord,
  type LoginHistoryRecorder,
} from './login-history';
export { SECURITY_TEXTS } from './texts';

/** Security changes wait this long for their code or the device. */
export const CONFIRMATION_TTL_MS = 10 * 60_000;
export const CONFIRMATION_ATTEMPTS = 3;
/** The admin search answers at most this many customers. */
export const SEARCH_LIMIT = 20;

/** The sign-in flow a second-factor mode becomes (`no` signs in with the password alone). */
const LOGIN_FLOW_OF_MODE: Record<TwoStepMode, string> = {
  no: 'simple',
  sms: 'sms',
  otp: 'otp',
  push: 'push',
};
/** The transaction approval mode of customer info for each second-factor mode. */
const APPROVE_MODE_OF_MODE: Record<TwoStepMode, string> = {
  no: 'none',
  sms: 'sms',
  otp: 'otp',
  push: 'push',
};

const TWO_STEP_MODE_NAMES: Record<TwoStepMode, string> = {
  no: 'off',
  sms: 'SMS',
  otp: 'one-time codes',
  push: 'push',
};

/** Push users confirm on their device: push, or a new browser checked by the device (spec 01 §3). */
const confirmsByPush = (user: SecurityUser) => user.loginFlow === 'push' || user.loginFlow === 'verifyDevice';
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface SecurityServiceDeps {
  repository: SecurityRepository;
  outbox: OutboxSender;
  prompts: PushPrompts;
  live: LivePublisher;
  sessions: SessionEnder;
  clock: Clock;
}

export function createSecurityService({
  repository,
  outbox,
  prompts,
  live,
  sessions,
  clock,
}: SecurityServiceDeps) {
  async function requireUser(caller: Caller): Promise<SecurityUser> {
    const user = await repository.findUser(caller.userId);
    // The token outlived its user (a reset): the client signs in again.
    if (!user) throw authenticationError('Unauthorized');
    return user;
  }

  /**
   * Stores the change and asks the user's factor for it: the device when they sign in by push, else a
   * 6-digit SMS code (to the outbox under the user's e-mail, as every sandbox message).
   */
  async function startConfirmation(
    user: SecurityUser,
    kind: ConfirmationKind,
    payload: Record<string, unknown>,
    promptText: string,
  ): Promise<{ id: string; confirmBy: 'push' | 'sms'; sentTo?: string }> {
    const expiresAt = new Date(clock.now().getTime() + CONFIRMATION_TTL_MS);
    if (confirmsByPush(user)) {
      const id = await repository.insertConfirmation({
        userId: user.userId,
        kind,
        payload,
        codeHash: null,
        attemptsLeft: 0,
        expiresAt,
      });
      const { key } = await prompts.create({
        userId: user.userId,
        kind,
        payload: { confirmationId: id },
        text: promptText,
      });
      await repository.setConfirmationPrompt(id, key);
      return { id, confirmBy: 'push' };
    }
    const code = sixDigitCode();
    const id = await repository.insertConfirmation({
      userId: user.userId,
      kind,
      payload,
      codeHash: sha256Hex(code),
      attemptsLeft: CONFIRMATION_ATTEMPTS,
      expiresAt,
    });
    await outbox.send({ channel: 'sms', to: user.email, text: `${promptText}: code ${code}`, code });
    return { id, confirmBy: 'sms', ...(user.phone ? { sentTo: maskPhone(user.phone) } : {}) };
  }

  /** The caller's pending change of this kind with this code; `refuse` for anything else, a try spent first. */
  async function checkConfirmationCode(
    userId: number,
    id: string,
    kind: ConfirmationKind,
    code: string,
    refuse: () => ApiError,
  ): Promise<StoredConfirmation> {
    const stored = await repository.findConfirmation(id);
    if (
      !stored ||
      stored.userId !== userId ||
      stored.kind !== kind ||
      stored.codeHash === null ||
      stored.expiresAt <= clock.now()
    ) {
      throw refuse();
    }
    const attemptsLeft = await repository.spendConfirmationAttempt(id);
    if (attemptsLeft === null || !safeEqual(sha256Hex(code), stored.codeHash)) throw refuse();
    if (!(await repository.consumeConfirmation(id, clock.now()))) throw refuse();
    return stored;
  }

  async function applyTwoStep(stored: StoredConfirmation): Promise<TwoStepMode> {
    const mode = stored.payload.mode as TwoStepMode;
    if (stored.payload.typeMode === 'login')
      await repository.setLoginFlow(stored.userId, LOGIN_FLOW_OF_MODE[mode]);
    else
      await repository.setTransactionApproveMode(
        Number(stored.payload.customerId),
        APPROVE_MODE_OF_MODE[mode],
      );
    return mode;
  }

  async function applyPasswordChange(stored: StoredConfirmation): Promise<void> {
    await repository.setPasswordHash(stored.userId, String(stored.payload.passwordHash));
    // The session that asked for the change continues (the user confirmed it themselves); every other one,
    // which may be whoever knew the old password, ends at once (issue 22, as a password reset does).
    const keep = stored.payload.sessionId;
    await sessions.endSessionsOf(stored.userId, typeof keep === 'string' ? keep : undefined);
  }

  /** A device's answer to one of our prompts; a prompt whose change was used, cancelled or expired does nothing. */
  async function decided(prompt: PushPrompt, approved: boolean, kind: ConfirmationKind) {
    const stored = await repository.findConfirmation(String(prompt.payload.confirmationId));
    if (!stored || stored.userId !== prompt.userId || stored.kind !== kind) return null;
    const now = clock.now();
    if (stored.expiresAt <= now) return null;
    if (!approved) {
      await repository.cancelConfirmation(stored.id, stored.userId, kind, now);
      return { stored, applied: false };
    }
    if (!(await repository.consumeConfirmation(stored.id, now))) return null;
    return { stored, applied: true };
  }

  prompts.onDecision('twoStep', async (prompt, approved) => {
    const outcome = await decided(prompt, approved, 'twoStep');
    if (!outcome?.applied) return;
    const mode = await applyTwoStep(outcome.stored);
    // The settings page reloads the customer when this arrives (spec 02 §4).
    live.publish(Number(outcome.stored.payload.customerId), {
      type: 'twoStepVerification.set',
      payload: { mode },
    });
  });

  prompts.onDecision('passwordChange', async (prompt, approved) => {
    const outcome = await decided(prompt, approved, 'passwordChange');
    if (!outcome) return;
    const customerId = Number(outcome.stored.payload.customerId);
    if (!outcome.applied) {
      live.publish(customerId, {
        type: 'password.changed',
        payload: { ok: false, message: SECURITY_TEXTS.confirmationCanceled },
      });
      return;
    }
    await applyPasswordChange(outcome.stored);
    live.publish(customerId, { type: 'password.changed', payload: { ok: true } });
  });

  return {
    ...createAccessIpService({ repository, clock }),

    // --- two-step verification change (spec 02 §4, §7) ---

    async requestTwoStepChange(caller: Caller, request: TwoStepChangeRequest): Promise<TwoStepChangeAnswer> {
      const user = await requireUser(caller);
      // Push needs a device to answer it; as the sign-in factor without one, the user could not sign in again.
      if (request.mode === 'push' && !(await repository.hasApprovedDevice(user.userId))) {
        throw invalidParameters(['mode: link a device before choosing push'], 400);
      }
      const started = await startConfirmation(
        user,
        'twoStep',
        { mode: request.mode, typeMode: request.typeMode, customerId: caller.customerId },
        `Confirm two-step verification for ${request.typeMode === 'login' ? 'sign-in' : 'transactions'}: ${TWO_STEP_MODE_NAMES[request.mode]}`,
      );
      return {
        reqId: started.id,
        confirmBy: started.confirmBy,
        ...(started.sentTo ? { sentTo: started.sentTo } : {}),
      };
    },

    /** A wrong code is HTTP 400 whose message the page shows (spec 02 §8). */
    async confirmTwoStep(caller: Caller, reqId: string, code: string): Promise<TwoStepMode> {
      const stored = await checkConfirmationCode(
        caller.userId,
        reqId,
        'twoStep',
        code,
        () =>
          new ApiError(400, {
            responseCode: RESPONSE_CODES.verifyError,
            responseDescription: SECURITY_TEXTS.codeInvalid,
            message: SECURITY_TEXTS.codeInvalid,
          }),
      );
      return applyTwoStep(stored);
    },

    // --- password change (spec 02 §5, §7) ---

    async changePassword(caller: Caller, request: ChangePasswordRequest): Promise<ChangePasswordAnswer> {
      const problems = passwordRuleViolations('passwordNew', request.passwordNew);
      if (request.passwordNewRepeat !== request.passwordNew)
        problems.push('passwordNewRepeat: must be the same as passwordNew');
      if (problems.length > 0) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);

      const user = await requireUser(caller);
      if (!(await verifyPassword(request.password, user.passwordHash))) {
        throw methodError(RESPONSE_CODES.verifyError, SECURITY_TEXTS.currentPasswordWrong);
      }
      if (request.passwordNew === request.password) {
        throw invalidParameters(
          ['passwordNew: must differ from the current password'],
          METHOD_INPUT_ERROR_STATUS,
        );
      }
      const started = await startConfirmation(
        user,
        'passwordChange',
        {
          passwordHash: await hashPassword(request.passwordNew),
          customerId: caller.customerId,
          sessionId: caller.sessionId,
        },
        'Confirm the change of your password',
      );
      return {
        requestKey: started.id,
        confirmBy: started.confirmBy,
        ...(started.sentTo ? { sentTo: started.sentTo } : {}),
      };
    },

    async confirmPasswordChange(caller: Caller, requestKey: string, code: string): Promise<void> {
      const stored = await checkConfirmationCode(caller.userId, requestKey, 'passwordChange', code, () =>
        methodError(RESPONSE_CODES.verifyError, SECURITY_TEXTS.codeInvalid),
      );
      await applyPasswordChange(stored);
    },

    /** Always succeeds: an unknown, finished or someone else's key has nothing left to cancel. */
    async cancelPasswordChange(caller: Caller, requestKey: string): Promise<void> {
      await repository.cancelConfirmation(requestKey, caller.userId, 'passwordChange', clock.now());
    },

    ...createLoginHistoryService({ repository }),

    // --- admin overview (spec 01 §6) ---

    async searchCustomers(caller: Caller, query: string): Promise<SearchCustomersResponse> {
      const user = await requireUser(caller);
      if (!user.isAdmin) throw methodError(RESPONSE_CODES.noAccess, SECURITY_TEXTS.noAccess);
      const text = query.trim();
      if (text.length < 2)
        throw invalidParameters(['query: must be at least 2 characters'], METHOD_INPUT_ERROR_STATUS);
      return { customers: await repository.searchCustomers(text, SEARCH_LIMIT) };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
