import { randomInt } from 'node:crypto';
import {
  PERSONAL_REGISTRATION_TYPES,
  PHONE_STATUS,
  RESPONSE_CODES,
  type ActivateBusinessResponse,
  type ActivateEmployeeResponse,
  type AuthorizedUserInfo,
  type CheckEmailResponse,
  type CheckPhoneRequest,
  type CheckPhoneResponse,
  type CreatePersonalAccountRequest,
  type CustomerAccessesResponse,
  type Tokens,
} from '@portal/api/catalogue';
import { ApiError, invalidParameters, methodError } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { hashPassword } from '../../../platform/lib/password';
import type { Caller, SessionEnder } from '../../../platform/pipeline/authenticate';
import type { OutboxSender } from '../../../platform/outbox';
import { passwordRuleViolations } from '../../../platform/lib/password-rule';
import { ACCESS_TEXTS, type AccessUser, type UserKind } from '../../../platform/customer/access';
import type { AccessRepository, StoredCode } from './repository';

/** spec 01 §4: activation links work for 48 hours. */
export const ACTIVATION_CODE_TTL_MS = 48 * 60 * 60_000;
export const PASSWORD_RESET_CODE_TTL_MS = 15 * 60_000;
export const PASSWORD_RESET_ATTEMPTS = 5;
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** A registering customer is an adult (issue 29). */
export const ADULT_AGE = 18;

/** Full years between a `YYYY-MM-DD` birth date and `now` (UTC); undefined for anything that is not a real date. */
function adultOn(birthDay: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDay);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  if (date > now) return -1;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** A phone as stored (E.164, `+447700900123`) from the code and number the form sends (spec 03 §5: plus stripped). */
function e164(code: string, number: string): string | undefined {
  const country = code.replace(/^\+/, '');
  const local = number.replace(/[\s()-]/g, '');
  if (!/^[1-9]\d{0,3}$/.test(country) || !/^\d{4,14}$/.test(local)) return undefined;
  const full = `+${country}${local.replace(/^0+/, '')}`;
  return full.length <= 16 ? full : undefined;
}

/** The `action` of each kind's activation link (spec 01 §2). */
const ACTIVATION_ACTION: Record<UserKind, string> = {
  personal: 'activation',
  businessOwner: 'activationBusiness',
  employee: 'activationEmployee',
};

/**
 * The auth service's sessions: activation signs the user in the same way a login does, and a password reset
 * ends every session.
 */
export interface SessionIssuer extends SessionEnder {
  issueSessionFor(owner: { userId: number; customerId: number }): Promise<Tokens>;
}

interface AccessServiceDeps {
  repository: AccessRepository;
  outbox: OutboxSender;
  sessions: SessionIssuer;
  limits: RateLimiter;
  clock: Clock;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const isLive = (code: StoredCode, now: Date) => code.usedAt === null && code.expiresAt > now;

function activationLink(kind: UserKind, email: string, code: string): string {
  return `/?action=${ACTIVATION_ACTION[kind]}&user=${encodeURIComponent(email)}&code=${code}`;
}

export function createAccessService({ repository, outbox, sessions, limits, clock }: AccessServiceDeps) {
  const activationRefused = () => methodError(RESPONSE_CODES.verifyError, ACCESS_TEXTS.activationInvalid);

  async function sendActivationLink(user: AccessUser): Promise<void> {
    const now = clock.now();
    const code = randomToken(24);
    await repository.replaceActivationCode(
      user.userId,
      sha256Hex(code),
      new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
      now,
    );
    await outbox.send({
      channel: 'email',
      to: user.email,
      text: `Activate your account: ${activationLink(user.kind, user.email, code)}`,
      code,
    });
  }

  /**
   * Spends the activation code of a pending user of this kind; VF for anything else (unknown e-mail, the
   * other kind's method, a used, retired, expired or someone else's code), so the answer tells nothing apart.
   */
  async function activate(email: string, code: string, kind: UserKind): Promise<AccessUser> {
    const now = clock.now();
    const user = await repository.findUserByEmail(normalizeEmail(email));
    if (!user || user.status !== 'pendingActivation' || user.kind !== kind) throw activationRefused();
    const stored = await repository.findActivationCode(sha256Hex(code));
    if (!stored || stored.userId !== user.userId || !isLive(stored, now)) throw activationRefused();
    if (!(await repository.consumeActivationCode(stored.id, now))) throw activationRefused();
    await repository.activateUser(user.userId);
    return user;
  }

  /** The reset code's check: spends a try first, so parallel guesses cannot exceed the limit (DESIGN §5). */
  async function checkResetCode(email: string, code: string) {
    const stored = await repository.findLiveResetCode(email);
    const codeRefused = () => methodError(RESPONSE_CODES.verifyError, ACCESS_TEXTS.codeInvalid);
    if (!stored || !isLive(stored, clock.now())) throw codeRefused();
    const attemptsLeft = await repository.spendResetAttempt(stored.id);
    if (attemptsLeft === null || !safeEqual(sha256Hex(code), stored.codeHash)) throw codeRefused();
    return stored;
  }

  function requireValidPassword(field: string, password: string): void {
    const violations = passwordRuleViolations(field, password);
    if (violations.length > 0) throw invalidParameters(violations, INPUT_ERROR_STATUS);
  }

  return {
    /** The activation e-mail of a user pending activation (business registration sends the owner's). */
    sendActivationLink,

    /**
     * Personal registration (spec 01 §2 register/personal; issue 29): every field checked here again (the form's
     * checks are never the only ones), then the customer, its user pending activation, its access and a EUR payment
     * account in one transaction, and the activation link by e-mail; the existing activation finishes it. A taken
     * e-mail is refused by field (the e-mail check tells the same publicly, spec 03 §5).
     */
    async createPersonalAccount(
      request: CreatePersonalAccountRequest,
      brandAllowsRegistration = true,
    ): Promise<void> {
      if (!brandAllowsRegistration)
        throw methodError(RESPONSE_CODES.noAccess, ACCESS_TEXTS.registrationClosed);
      const email = normalizeEmail(request.email);
      const problems = [...passwordRuleViolations('password', request.password)];
      const name = (field: string, value: string) => {
        if (value.trim().length === 0) problems.push(`${field}: is required`);
        else if (/[\p{Cc}<>]/u.test(value))
          problems.push(`${field}: must not contain control characters or < >`);
      };
      name('firstName', request.firstName);
      name('lastName', request.lastName);
      const age = adultOn(request.birthDay, clock.now());
      if (age === undefined) problems.push('birthDay: must be a date YYYY-MM-DD');
      else if (age < ADULT_AGE) problems.push(`birthDay: the customer must be at least ${ADULT_AGE}`);
      else if (age > 120) problems.push('birthDay: must be a real birth date');
      if (!(await repository.countryExists(request.residenceCountryCode)))
        problems.push('residenceCountryCode: unknown country');
      const phone = e164(request.phoneCountryCode, request.phone);
      if (phone === undefined)
        problems.push('phone: must be a phone number of 4 to 14 digits with its country code');
      if (!(PERSONAL_REGISTRATION_TYPES as readonly string[]).includes(request.category))
        problems.push(`category: must be one of ${PERSONAL_REGISTRATION_TYPES.join(', ')}`);
      if (request.acceptTerms !== true) problems.push('acceptTerms: the terms must be accepted');
      if (await repository.isBlacklisted(email)) problems.push('email: cannot be registered');
      else if (await repository.findUserByEmail(email)) problems.push(`email: ${ACCESS_TEXTS.emailTaken}`);
      if (phone !== undefined && (await repository.phoneExists(phone)))
        problems.push(`phone: ${ACCESS_TEXTS.phoneTaken}`);
      if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);
      const user = await repository.createPersonalCustomer({
        email,
        passwordHash: await hashPassword(request.password),
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
        birthDay: request.birthDay,
        residenceCountryCode: request.residenceCountryCode,
        phone: phone!,
      });
      // Taken by a registration that committed in between.
      if (!user) throw invalidParameters([`email: ${ACCESS_TEXTS.emailTaken}`], INPUT_ERROR_STATUS);
      await sendActivationLink(user);
    },

    /** Phone existence check (spec 03 §5): 0 free, 1 exists, 3 error (not a phone number). */
    async checkPhone(request: CheckPhoneRequest): Promise<CheckPhoneResponse> {
      const phone = e164(request.phoneCountryCode, request.phone);
      if (phone === undefined) return { status: PHONE_STATUS.error };
      return { status: (await repository.phoneExists(phone)) ? PHONE_STATUS.exists : PHONE_STATUS.free };
    },

    /** E-mail existence check (spec 01 §5); `isEmployee` marks an employee login (spec 01 §4). */
    async checkEmail(email: string): Promise<CheckEmailResponse> {
      const normalized = normalizeEmail(email);
      const user = await repository.findUserByEmail(normalized);
      return {
        exist: user !== null,
        outBlacklist: await repository.isBlacklisted(normalized),
        isEmployee: user?.kind === 'employee',
      };
    },

    /** TE while terms are pending: the sign-in flow lists them for acceptance (spec 01 §3, §8). */
    async assertTermsAccepted(userId: number): Promise<void> {
      const pending = await repository.listPendingTerms(userId);
      if (pending.length > 0) {
        throw new ApiError(200, {
          responseCode: RESPONSE_CODES.termsError,
          responseDescription: ACCESS_TEXTS.termsPending,
          terms: pending,
        });
      }
    },

    /** Accepts the listed versions; any pending one left out stays pending. */
    async acceptTerms(caller: Caller, termIds: number[]): Promise<void> {
      const ids = [...new Set(termIds)];
      const known = new Set(await repository.findExistingTermIds(ids));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw invalidParameters([`termIds: unknown terms ${unknown.join(', ')}`], INPUT_ERROR_STATUS);
      }
      await repository.acceptTerms(caller.userId, ids, clock.now());
    },

    /** Personal activation: the user is signed in at once (spec 01 §4). */
    async activateAccount(username: string, code: string): Promise<Tokens> {
      const user = await activate(username, code, 'personal');
      return sessions.issueSessionFor(user);
    },

    /** Business activation: the owner is active and each pending authorised user gets their link (spec 01 §4). */
    async activateBusiness(email: string, code: string): Promise<ActivateBusinessResponse> {
      const owner = await activate(email, code, 'businessOwner');
      const employees = await repository.listPendingEmployees(owner.customerId);
      for (const employee of employees) await sendActivationLink(employee);
      return { linksSent: employees.length };
    },

    /** Employee activation: the popup sets the employee's first password (spec 01 §4). */
    async activateEmployee(email: string, code: string, password: string): Promise<ActivateEmployeeResponse> {
      requireValidPassword('password', password);
      const employee = await activate(email, code, 'employee');
      await repository.setPasswordHash(employee.userId, await hashPassword(password));
      return { businessName: employee.businessName ?? '' };
    },

    /**
     * Always succeeds, so the answer does not tell which e-mails are registered or pending; a few times per
     * e-mail, known or not, so the address is not flooded.
     */
    async resendActivationCode(email: string): Promise<void> {
      const normalized = normalizeEmail(email);
      await limits.hit('activationResend', normalized);
      const user = await repository.findUserByEmail(normalized);
      if (user?.status === 'pendingActivation') await sendActivationLink(user);
    },

    /** Always succeeds (no enumeration); a known user gets a 6-digit code by e-mail, a few times per e-mail. */
    async requestPasswordChange(email: string): Promise<void> {
      const normalized = normalizeEmail(email);
      await limits.hit('passwordReset', normalized);
      const user = await repository.findUserByEmail(normalized);
      if (!user) return;
      const now = clock.now();
      const code = sixDigitCode();
      await repository.replaceResetCode(
        {
          email: normalized,
          userId: user.userId,
          codeHash: sha256Hex(code),
          attemptsLeft: PASSWORD_RESET_ATTEMPTS,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_CODE_TTL_MS),
        },
        now,
      );
      await outbox.send({
        channel: 'email',
        to: normalized,
        text: `Your password reset code is ${code}. It is valid for 15 minutes.`,
        code,
      });
    },

    async checkPasswordChangeCode(email: string, code: string): Promise<void> {
      await checkResetCode(normalizeEmail(email), code);
    },

    /** Sets the new password, spends the code, lifts the sign-in lock and ends every session of the user. */
    async changePasswordWithCode(email: string, code: string, password: string): Promise<void> {
      requireValidPassword('password', password);
      const normalized = normalizeEmail(email);
      const stored = await checkResetCode(normalized, code);
      const now = clock.now();
      if (!(await repository.consumeResetCode(stored.id, now))) {
        throw methodError(RESPONSE_CODES.verifyError, ACCESS_TEXTS.codeInvalid);
      }
      await repository.setPasswordHash(stored.userId, await hashPassword(password));
      await repository.clearSignInFailures(normalized);
      // Whoever knew the old password is signed out, their access tokens refused from now on (issue 22).
      await sessions.endSessionsOf(stored.userId);
    },

    /** `?emailConfirmation=TOKEN` (spec 01 §2): single use, 7 days. */
    async confirmEmail(token: string): Promise<void> {
      const now = clock.now();
      const stored = await repository.findEmailConfirmation(sha256Hex(token));
      if (!stored || !isLive(stored, now) || !(await repository.consumeEmailConfirmation(stored.id, now))) {
        throw methodError(RESPONSE_CODES.verifyError, ACCESS_TEXTS.emailConfirmationFailed);
      }
    },

    /** Sandbox tool: e-mails a confirmation link; false when no user has this e-mail. */
    async sendEmailConfirmation(email: string): Promise<boolean> {
      const user = await repository.findUserByEmail(normalizeEmail(email));
      if (!user) return false;
      const token = randomToken(24);
      await repository.insertEmailConfirmation({
        userId: user.userId,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
      });
      await outbox.send({
        channel: 'email',
        to: user.email,
        text: `Confirm your e-mail address: /?emailConfirmation=${token}`,
        code: token,
      });
      return true;
    },

    /** Business post-login rule 3 (spec 01 §4): who the authorised user is; ENOA for a personal customer. */
    async getAuthorizedUserInfo(caller: Caller): Promise<AuthorizedUserInfo> {
      const user = await repository.findUserById(caller.userId);
      if (!user || user.kind === 'personal' || user.businessName === null) {
        throw methodError(RESPONSE_CODES.noAccess, ACCESS_TEXTS.noAccess);
      }
      return {
        email: user.email,
        businessName: user.businessName,
        firstName: user.firstName,
        lastName: user.lastName,
      };
    },

    async getCustomerAccesses(caller: Caller): Promise<CustomerAccessesResponse> {
      return { accesses: await repository.listCustomerAccesses(caller.userId) };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
