import { randomInt } from 'node:crypto';
import {
  ADDED_PHONE_TYPE,
  POSITION_IDS,
  PROFILE_LIMITS,
  RESPONSE_CODES,
  type AddressFields,
  type ConfirmBusinessPhoneRequest,
  type ConfirmPhoneRequest,
  type PersonalInfoItem,
  type PhoneVerificationAnswer,
  type PhoneVerificationRequest,
  type ProfileAddress,
  type ProfileEmail,
  type ProfilePhone,
  type ProfileResponse,
  type UpdateTaxNumberRequest,
  type UsernameChange,
  type UsernameChangeStatus,
} from '@portal/api/catalogue';
import { ApiError, invalidParameters, methodError } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import { pkceChallengeOf, randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { maskPhone } from '../../../platform/lib/mask';
import type { OutboxSender } from '../../../platform/outbox';
import { stateName, statesOf } from '../../accounts/cards/states';
import type {
  AddressRow,
  PhoneRow,
  ProfileContactRepository,
  StoredAddressFields,
  UsernameChangeRow,
} from './repository';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

/** Method-API refusals answer HTTP 200 with their code (spec 01 §8); the REST route answers 400. */
const METHOD_INPUT_ERROR_STATUS = 200;
const REST_INPUT_ERROR_STATUS = 400;

/** A phone's code: 6 digits, 10 minutes, 5 tries, a new one at most once a minute per phone. */

/** spec 03 §3 "Roles by position id": a positionId among these is the signed-in user's own role. */
const ROLE_POSITION_IDS: ReadonlySet<number> = new Set(Object.values(POSITION_IDS));
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_MS = 60_000;

/** spec 02 §3 address statuses that ask for a proof of address: unconfirmed 0, rejected 3, name mismatch 4. */
const DOCUMENT_ASKED_STATUSES = new Set([0, 3, 4]);
/** spec 03 §3: a created or replaced address gets addressStatus 1. */
const NEW_ADDRESS_STATUS = 1;
const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,29}$/;
const COUNTRY_CODE = /^[1-9]\d{0,3}$/;
const PHONE_NUMBER = /^\d{4,14}$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

const refused = (lines: string[], status = METHOD_INPUT_ERROR_STATUS) => invalidParameters(lines, status);
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const codeRefused = () => methodError(RESPONSE_CODES.verifyError, TEXTS.codeInvalid);
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** spec 03 §5: the phone country code has plus signs stripped; spaces, dashes and brackets go from the number. */
export function phoneParts(countryCode: string, number: string) {
  return { countryCode: countryCode.replace(/[+\s]/g, ''), number: number.replace(/[\s().-]/g, '') };
}

const toPhone = (row: PhoneRow): ProfilePhone => ({
  phoneId: row.id,
  countryCode: row.countryCode,
  number: row.number,
  phoneType: row.phoneType,
  status: row.isPrimary ? 'Primary' : 'Secondary',
  confirmed: row.confirmed,
  ...(row.replacesPhoneId !== null ? { replacesPhoneId: row.replacesPhoneId } : {}),
});

function toAddress(row: AddressRow, shipping: ReadonlySet<number>): ProfileAddress {
  const isDocumentRequired = DOCUMENT_ASKED_STATUSES.has(row.statusId);
  return {
    addressId: row.id,
    address1: row.address1,
    address2: row.address2 ?? '',
    city: row.city,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    stateCode: row.stateCode ?? '',
    stateName: row.stateCode ? (stateName(row.countryCode, row.stateCode) ?? '') : '',
    kind: row.kind as ProfileAddress['kind'],
    addressStatus: row.statusId as ProfileAddress['addressStatus'],
    confirmed: row.confirmed,
    // The sandbox keeps no proof-of-address dates; the verification area judges the documents themselves.
    isDocumentOutOfDate: false,
    isDocumentRequired,
    isCardDocumentRequired: isDocumentRequired && shipping.has(row.id),
  };
}

const toUsernameChange = (row: UsernameChangeRow): UsernameChange => ({
  requestId: row.id,
  desiredUsername: row.desiredUsername,
  status: row.status as UsernameChangeStatus,
  createdAt: row.createdAt.toISOString(),
  logs: row.logs.map((log) => ({ ...log, status: log.status as UsernameChangeStatus })),
});

/** What a customer asked to update their personal information still has to do (spec 01 §4 rule 5). */
export function outstandingPersonalInfo(facts: {
  emails: readonly Pick<ProfileEmail, 'status' | 'confirmed'>[];
  phones: readonly Pick<ProfilePhone, 'confirmed'>[];
  addresses: readonly Pick<ProfileAddress, 'confirmed'>[];
  taxNumber: string;
}): PersonalInfoItem[] {
  const items: PersonalInfoItem[] = [];
  if (!facts.emails.some((email) => email.status === 'Primary' && email.confirmed)) items.push('email');
  if (!facts.phones.some((phone) => phone.confirmed)) items.push('phone');
  if (facts.addresses.length === 0 || facts.addresses.some((address) => !address.confirmed))
    items.push('address');
  if (!facts.taxNumber) items.push('taxNumber');
  return items;
}

/** The refusal line of each outstanding item, named by the field the portal shows it at. */
const OUTSTANDING_LINES: Record<PersonalInfoItem, string> = {
  email: 'email: a confirmed primary e-mail is needed',
  phone: 'phone: a confirmed phone is needed',
  address: 'address: an address is needed, and every address must be confirmed',
  taxNumber: `taxNumber: ${TEXTS.required}`,
};

export interface ProfileContactServiceDeps {
  repository: ProfileContactRepository;
  outbox: OutboxSender;
  /** Counts the phone codes sent per customer (`contactCode`, with the e-mail codes). */
  limits: Pick<RateLimiter, 'hit'>;
  clock: Clock;
}

/**
 * The customer's profile (spec 03 §3 "Address", "Phone and email", §5, §7; issue 30 item 3): phones with their codes,
 * addresses, the username change requests of the signed-in user, the tax number and the personal-info update.
 * E-mails are the e-mail operations of the company module, which serve any customer.
 */
export function createProfileContactService({
  repository,
  outbox,
  limits,
  clock,
}: ProfileContactServiceDeps) {
  async function customerOf(customerId: number) {
    const customer = await repository.customer(customerId);
    if (!customer) throw methodError(RESPONSE_CODES.notFound, TEXTS.customerNotFound);
    return customer;
  }

  async function phoneOf(customerId: number, phoneId: number): Promise<PhoneRow> {
    const phone = await repository.phone(customerId, phoneId);
    if (!phone) throw methodError(RESPONSE_CODES.notFound, TEXTS.phoneNotFound);
    return phone;
  }

  async function addressOf(customerId: number, addressId: number): Promise<AddressRow> {
    const address = await repository.address(customerId, addressId);
    if (!address) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
    return address;
  }

  async function addressesOf(customerId: number): Promise<ProfileAddress[]> {
    const rows = await repository.addresses(customerId);
    const shipping = await repository.shippingAddressIds(
      customerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAddress(row, shipping));
  }

  async function answerAddress(customerId: number, row: AddressRow): Promise<ProfileAddress> {
    return toAddress(row, await repository.shippingAddressIds(customerId, [row.id]));
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

  /** Checks the address a customer gave, and answers it as stored. */
  async function checkedAddress(fields: AddressFields): Promise<StoredAddressFields> {
    const address1 = fields.address1.trim();
    const address2 = fields.address2?.trim() ?? '';
    const city = fields.city.trim();
    const postalCode = fields.postalCode.trim().replace(/\s+/g, ' ');
    const countryCode = fields.countryCode.trim().toUpperCase();
    const stateCode = fields.stateCode?.trim().toUpperCase() ?? '';
    const states = statesOf(countryCode);
    const lines = [
      ...(address1 ? [] : [`address1: ${TEXTS.required}`]),
      ...(city ? [] : [`city: ${TEXTS.required}`]),
      ...(POSTAL_CODE.test(postalCode) ? [] : [`postalCode: ${TEXTS.postalCode}`]),
      ...((await repository.countryExists(countryCode)) ? [] : [`countryCode: ${TEXTS.unknownCountry}`]),
    ];
    if (states.length > 0 && !stateCode) lines.push(`stateCode: ${TEXTS.stateRequired}`);
    else if (states.length > 0 && !states.some((state) => state.code === stateCode))
      lines.push(`stateCode: ${TEXTS.unknownState}`);
    if (lines.length > 0) throw refused(lines);
    return {
      address1,
      address2: address2 || null,
      city,
      postalCode,
      countryCode,
      // A country without states keeps none, whatever was sent.
      stateCode: states.length > 0 ? stateCode : null,
      kind: fields.kind ?? 1,
    };
  }

  /**
   * The customer the call acts for with their contacts; the terms are the signed-in user's, or the customer's own
   * login's when an administrator acts for it.
   */
  async function getProfile(
    customerId: number,
    userId: number,
    supportActing: boolean,
  ): Promise<ProfileResponse> {
    const customer = await customerOf(customerId);
    const owner = await repository.owner(customerId);
    const emails = (await repository.emails(customerId)).map((row): ProfileEmail => ({
      emailId: row.id,
      emailAddress: row.emailAddress,
      status: row.isPrimary ? 'Primary' : 'Secondary',
      confirmed: row.confirmed,
    }));
    const phones = (await repository.phones(customerId)).map(toPhone);
    const addresses = await addressesOf(customerId);
    const termsUserId = supportActing ? owner?.userId : userId;
    const terms = termsUserId === undefined ? [] : await repository.terms(termsUserId);
    const taxNumber = customer.taxId ?? '';
    return {
      customerId,
      customerType: customer.customerType as ProfileResponse['customerType'],
      firstName: owner?.firstName ?? '',
      lastName: owner?.lastName ?? '',
      ...(customer.businessName ? { businessName: customer.businessName } : {}),
      login: owner?.email ?? '',
      residenceCountryCode: customer.residenceCountryCode,
      taxNumber,
      emails,
      phones,
      addresses,
      terms: terms.map(({ acceptedAt, ...item }) => ({
        ...item,
        ...(acceptedAt ? { acceptedAt: acceptedAt.toISOString() } : {}),
      })),
      personalInfoUpdate: customer.isNeedPersonalInfoUpdate
        ? { needed: true, items: outstandingPersonalInfo({ emails, phones, addresses, taxNumber }) }
        : { needed: false, items: [] },
    };
  }

  return {
    // --- profile inquiry and the personal-info update ---

    getProfile,

    /**
     * Ends the personal-info update (spec 01 §4 rule 5) once nothing is outstanding; TA1 naming what still is.
     * Asked again after it ended, it changes nothing.
     */
    async completePersonalInfoUpdate(customerId: number, userId: number): Promise<void> {
      const profile = await getProfile(customerId, userId, false);
      if (!profile.personalInfoUpdate.needed) return;
      if (profile.personalInfoUpdate.items.length > 0)
        throw refused(profile.personalInfoUpdate.items.map((item) => OUTSTANDING_LINES[item]));
      await repository.clearPersonalInfoUpdate(customerId);
    },

    // --- phones ---

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

    // --- addresses ---

    async createAddress(customerId: number, fields: AddressFields): Promise<ProfileAddress> {
      await customerOf(customerId);
      const stored = await checkedAddress(fields);
      const outcome = await repository.createAddress(customerId, stored, PROFILE_LIMITS.addresses);
      if (outcome.kind === 'full') throw refused([`address1: ${TEXTS.tooManyAddresses}`]);
      return answerAddress(customerId, outcome.address);
    },

    /** Corrects an address: it keeps its id and status, and counts as confirmed by the customer. */
    async updateAddress(
      customerId: number,
      addressId: number,
      fields: AddressFields,
    ): Promise<ProfileAddress> {
      await addressOf(customerId, addressId);
      const row = await repository.setAddress(customerId, addressId, await checkedAddress(fields));
      if (!row) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      return answerAddress(customerId, row);
    },

    /**
     * The customer moved: the address takes the new one's fields and addressStatus 1 (spec 03 §3), keeping its id so
     * the cards that ship to it follow (the portal shows the replacement check first, spec 02 §7).
     */
    async replaceAddress(
      customerId: number,
      oldAddressId: number,
      fields: AddressFields,
    ): Promise<ProfileAddress> {
      await addressOf(customerId, oldAddressId);
      const row = await repository.setAddress(customerId, oldAddressId, {
        ...(await checkedAddress(fields)),
        statusId: NEW_ADDRESS_STATUS,
      });
      if (!row) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      return answerAddress(customerId, row);
    },

    async deleteAddress(customerId: number, addressId: number): Promise<void> {
      const outcome = await repository.deleteAddress(customerId, addressId);
      if (outcome === 'notFound') throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      if (outcome === 'only') throw refused([`addressId: ${TEXTS.onlyAddress}`]);
      if (outcome === 'shipsCard') throw refused([`addressId: ${TEXTS.shipsCard}`]);
    },

    /** spec 03 §7 "Confirm address": the customer says the address is theirs and current. */
    async confirmAddress(customerId: number, addressId: number): Promise<ProfileAddress> {
      const address = await addressOf(customerId, addressId);
      if (address.confirmed) throw refused([`addressId: ${TEXTS.alreadyConfirmed}`]);
      const row = await repository.confirmAddress(customerId, addressId);
      if (!row) throw refused([`addressId: ${TEXTS.alreadyConfirmed}`]);
      return answerAddress(customerId, row);
    },

    // --- username changes (the signed-in user's own) ---

    async getUsernameChanges(userId: number): Promise<{ requests: UsernameChange[] }> {
      return { requests: (await repository.usernameChanges(userId)).map(toUsernameChange) };
    },

    /**
     * A request to sign in with another e-mail, active until the bank decides (spec 03 §3); the current login is
     * told by e-mail, so a request nobody made is noticed.
     */
    async requestUsernameChange(userId: number, desiredUsername: string): Promise<UsernameChange> {
      const desired = normalizeEmail(desiredUsername);
      const current = await repository.userEmail(userId);
      if (current === desired) throw refused([`desiredUsername: ${TEXTS.sameUsername}`]);
      if (await repository.activeUsernameChange(userId))
        throw refused([`desiredUsername: ${TEXTS.usernamePending}`]);
      if (await repository.loginTaken(desired, userId))
        throw refused([`desiredUsername: ${TEXTS.usernameTaken}`]);
      const now = clock.now();
      const row = await repository.addUsernameChange(
        userId,
        desired,
        { date: now.toISOString(), status: 'active', message: TEXTS.usernameReceived },
        now,
      );
      if (!row) throw refused([`desiredUsername: ${TEXTS.usernamePending}`]);
      if (current)
        await outbox.send({
          channel: 'email',
          to: current,
          text: `We received a request to sign in with ${desired} instead of ${current}. If you did not ask for it, contact support.`,
        });
      return toUsernameChange(row);
    },

    // --- tax number ---

    /**
     * Tax number update (spec 03 §7: taxId, plus positionId for a representative): the customer's own, or with a
     * position the representative's the signed-in user is in the acting company.
     */
    async updateTaxNumber(
      customerId: number,
      userId: number,
      request: UpdateTaxNumberRequest,
    ): Promise<void> {
      const value = request.taxId.trim().replace(/\s+/g, ' ');
      if (!TAX_ID.test(value)) throw refused([`taxId: ${TEXTS.taxId}`]);
      if (request.positionId === undefined) return repository.setTaxId(customerId, value);
      // The company page names the representative itself (issue 47 item 1): a position of the company's records,
      // its representative id (ids from 2001 up; the role ids of spec 03 §3 are 2, 6, 8 and 9).
      if (!ROLE_POSITION_IDS.has(request.positionId)) {
        const personId = await repository.representativePerson(customerId, request.positionId);
        if (personId === null) throw refused([`positionId: ${TEXTS.notRepresentative}`]);
        return repository.setRepresentativeTaxId(personId, value);
      }
      const person = await repository.representativeOf(customerId, userId);
      const holds =
        person !== null &&
        ((request.positionId === POSITION_IDS.director && person.isDirector) ||
          (request.positionId === POSITION_IDS.owner && person.isOwner) ||
          (request.positionId === POSITION_IDS.shareholder && person.isShareholder));
      if (!person || !holds) throw refused([`positionId: ${TEXTS.notRepresentative}`]);
      await repository.setRepresentativeTaxId(person.personId, value);
    },
  };
}

export type ProfileContactService = ReturnType<typeof createProfileContactService>;
