import { randomInt } from 'node:crypto';
import {
  ADDED_PHONE_TYPE,
  PROFILE_LIMITS,
  RESPONSE_CODES,
  type ConfirmBusinessPhoneRequest,
  type ConfirmPhoneRequest,
  type PhoneVerificationAnswer,
  type PhoneVerificationRequest,
  type ProfilePhone,
} from '@portal/api/catalogue';
import { ApiError, methodError } from '../../../platform/http/errors';
import { pkceChallengeOf, randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { maskPhone } from '../../../platform/lib/mask';
import {
  METHOD_INPUT_ERROR_STATUS,
  REST_INPUT_ERROR_STATUS,
  profileLookups,
  refused,
  type ProfileContactServiceDeps,
} from './profile-lookup';
import type { PhoneRow } from './repository';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

/** A phone's code: 6 digits, 10 minutes, 5 tries, a new one at most once a minute per phone. */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_MS = 60_000;

const COUNTRY_CODE = /^[1-9]\d{0,3}$/;
const PHONE_NUMBER = /^\d{4,14}$/;

const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const codeRefused = () => methodError(RESPONSE_CODES.verifyError, TEXTS.codeInvalid);

/** spec 03 §5: the phone country code has plus signs stripped; spaces, dashes and brackets go from the number. */
export function phoneParts(countryCode: string, number: string) {
  return { countryCode: countryCode.replace(/[+\s]/g, ''), number: number.replace(/[\s().-]/g, '') };
}

export const toPhone = (row: PhoneRow): ProfilePhone => ({
  phoneId: row.id,
  countryCode: row.countryCode,
  number: row.number,
  phoneType: row.phoneType,
  status: row.isPrimary ? 'Primary' : 'Secondary',
  confirmed: row.confirmed,
  ...(row.replacesPhoneId !== null ? { replacesPhoneId: row.replacesPhoneId } : {}),
});

/** The customer's phones (spec 03 §3 "Phone and email", §5, §7): added, replaced, confirmed by their codes. */
export function createProfilePhonesService({ repository, outbox, limits, clock }: ProfileContactServiceDeps) {
  const { customerOf } = profileLookups(repository);

  async function phoneOf(customerId: number, phoneId: number): Promise<PhoneRow> {
    const phone = await repository.phone(customerId, phoneId);
    if (!phone) throw methodError(RESPONSE_CODES.notFound, TEXTS.phoneNotFound);
    return phone;
  }

  /** The phone's country code and number as stored: digits only, the code without its plus (spec 03 §5). */
  function checkedPhone(countryCode: string, number: string, status = METHOD_INPUT_ERROR_STATUS) {
    const parts = phoneParts(countryCode, number);
    const lines = [
      ...(COUNTRY_CODE.test(parts.countryCode) ? [] : [`countryCode: ${TEXTS.countryCode}`]),
      ...(PHONE_NUMBER.test(parts.number) ? [] : [`number: ${TEXTS.number}`]),
    ];
    if (lines.length > 0) throw refused(lines, status);
    return parts;
  }

  /** Refuses a new code within a minute of the last one for the same phone (429, as the e-mail codes). */
  async function assertResendAllowed(phoneId: number): Promise<void> {
    const last = await repository.phoneCode(phoneId);
    const now = clock.now().getTime();
    if (last && now - last.sentAt.getTime() < PHONE_CODE_RESEND_MS)
      throw new ApiError(
        429,
        { responseCode: RESPONSE_CODES.tooManyRequests, responseDescription: TEXTS.codeTooSoon },
        {
          'retry-after': String(
            Math.max(1, Math.ceil((PHONE_CODE_RESEND_MS - (now - last.sentAt.getTime())) / 1000)),
          ),
        },
      );
  }

  /**
   * Stores a new code for the phone and sends it by SMS. The sandbox's SMS lands in the outbox under the login of
   * the user who asked (as every SMS of the sandbox), its text naming the phone.
   */
  async function sendPhoneCode(
    phone: PhoneRow,
    userId: number,
    verification: { codeChallenge: string; reqIdHash: string } | null,
  ): Promise<void> {
    const now = clock.now();
    const code = sixDigitCode();
    await repository.storePhoneCode(phone.id, {
      codeHash: sha256Hex(code),
      codeChallenge: verification?.codeChallenge ?? null,
      reqIdHash: verification?.reqIdHash ?? null,
      attemptsLeft: PHONE_CODE_ATTEMPTS,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
      sentAt: now,
    });
    await outbox.send({
      channel: 'sms',
      to: (await repository.userEmail(userId)) ?? '',
      text: `To +${phone.countryCode} ${phone.number}: ${code} is your code to confirm this phone. It is valid for 10 minutes.`,
      code,
    });
  }

  return {
    async getPhones(customerId: number): Promise<{ phones: ProfilePhone[] }> {
      await customerOf(customerId);
      return { phones: (await repository.phones(customerId)).map(toPhone) };
    },

    /** Adds a phone (phoneType 2, spec 03 §3) and sends it a code; the first phone is the primary one. */
    async addPhone(
      customerId: number,
      userId: number,
      request: { countryCode: string; number: string; phoneType?: number },
    ): Promise<ProfilePhone> {
      await customerOf(customerId);
      const parts = checkedPhone(request.countryCode, request.number);
      if (request.phoneType !== undefined && request.phoneType !== ADDED_PHONE_TYPE)
        throw refused([`phoneType: ${TEXTS.phoneType}`]);
      // Counted before anything is written: a refused code leaves no phone behind.
      await limits.hit('contactCode', String(customerId));
      const outcome = await repository.addPhone(
        customerId,
        { ...parts, phoneType: ADDED_PHONE_TYPE },
        PROFILE_LIMITS.phones,
      );
      if (outcome.kind === 'duplicate') throw refused([`number: ${TEXTS.duplicatePhone}`]);
      if (outcome.kind === 'full') throw refused([`number: ${TEXTS.tooManyPhones}`]);
      await sendPhoneCode(outcome.phone, userId, null);
      return toPhone(outcome.phone);
    },

    /** A new number for a phone: it waits for its code, the old one stays until then (spec 03 §7 "Phone replace"). */
    async replacePhone(
      customerId: number,
      userId: number,
      request: { phoneId: number; countryCode: string; number: string },
    ): Promise<ProfilePhone> {
      const old = await phoneOf(customerId, request.phoneId);
      if (old.replacesPhoneId !== null) throw refused([`phoneId: ${TEXTS.replacement}`]);
      const parts = checkedPhone(request.countryCode, request.number);
      await limits.hit('contactCode', String(customerId));
      const outcome = await repository.addReplacement(customerId, old.id, {
        ...parts,
        phoneType: ADDED_PHONE_TYPE,
      });
      if (outcome.kind === 'duplicate') throw refused([`number: ${TEXTS.duplicatePhone}`]);
      await sendPhoneCode(outcome.phone, userId, null);
      return toPhone(outcome.phone);
    },

    /**
     * spec 03 §7 "code or verification with codeVerifier": the code sent on add or replace, or a verification
     * request's code with the verifier of its challenge. A try is spent first, so parallel guesses cannot exceed the
     * tries; VF for a wrong, spent or expired code or a verifier that does not match.
     */
    async confirmPhone(customerId: number, request: ConfirmPhoneRequest): Promise<ProfilePhone> {
      const byCode = request.code !== undefined;
      const byVerification = request.verification !== undefined;
      if (byCode === byVerification) throw refused([`code: ${TEXTS.oneWay}`]);
      if (byVerification && request.codeVerifier === undefined)
        throw refused([`codeVerifier: ${TEXTS.verifierMissing}`]);
      const phone = await phoneOf(customerId, request.phoneId);
      if (phone.confirmed) throw refused([`phoneId: ${TEXTS.alreadyConfirmed}`]);
      const stored = await repository.spendPhoneCodeAttempt(phone.id, clock.now());
      if (!stored) throw codeRefused();
      const code = (byCode ? request.code : request.verification) as string;
      const verifierMatches = byCode
        ? stored.codeChallenge === null
        : stored.codeChallenge !== null &&
          safeEqual(pkceChallengeOf(request.codeVerifier as string), stored.codeChallenge);
      if (!verifierMatches || !safeEqual(sha256Hex(code), stored.codeHash)) throw codeRefused();
      const confirmed = await repository.confirmPhone(customerId, phone.id, stored.codeHash);
      if (!confirmed) throw codeRefused();
      return toPhone(confirmed);
    },

    /** spec 03 §7 "business phone confirm": the verification request's id and the code it sent. */
    async confirmBusinessPhone(
      customerId: number,
      request: ConfirmBusinessPhoneRequest,
    ): Promise<ProfilePhone> {
      const customer = await customerOf(customerId);
      if (customer.customerType === 0) throw refused([`phoneId: ${TEXTS.notBusiness}`]);
      const phone = await phoneOf(customerId, request.phoneId);
      if (phone.confirmed) throw refused([`phoneId: ${TEXTS.alreadyConfirmed}`]);
      const stored = await repository.spendPhoneCodeAttempt(phone.id, clock.now());
      if (
        !stored ||
        stored.reqIdHash === null ||
        !safeEqual(sha256Hex(request.reqId), stored.reqIdHash) ||
        !safeEqual(sha256Hex(request.approvalCode), stored.codeHash)
      )
        throw codeRefused();
      const confirmed = await repository.confirmPhone(customerId, phone.id, stored.codeHash);
      if (!confirmed) throw codeRefused();
      return toPhone(confirmed);
    },

    /**
     * `POST verification/phones/{phoneId}/verify` (spec 03 §7): an SMS code for the phone, kept with the challenge
     * its confirmation must answer; the request id names it in a business confirmation. The route has checked that
     * the caller may change the phone's customer.
     */
    async verifyPhone(
      phone: PhoneRow,
      userId: number,
      request: PhoneVerificationRequest,
    ): Promise<PhoneVerificationAnswer> {
      if (request.type !== 'sms') throw refused([`type: ${TEXTS.channel}`], REST_INPUT_ERROR_STATUS);
      if (phone.confirmed) throw refused([`phoneId: ${TEXTS.alreadyConfirmed}`], REST_INPUT_ERROR_STATUS);
      await assertResendAllowed(phone.id);
      await limits.hit('contactCode', String(phone.customerId));
      const reqId = randomToken(16);
      await sendPhoneCode(phone, userId, {
        codeChallenge: request.codeChallenge,
        reqIdHash: sha256Hex(reqId),
      });
      return { reqId, sentTo: maskPhone(`+${phone.countryCode}${phone.number}`) };
    },

    /** The phone a verification request names, if it is anyone's. */
    phoneById: (phoneId: number) => repository.phoneById(phoneId),
  };
}
