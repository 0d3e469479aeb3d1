import {
  POSITION_IDS,
  type PersonalInfoItem,
  type ProfileAddress,
  type ProfileEmail,
  type ProfilePhone,
  type ProfileResponse,
  type UpdateTaxNumberRequest,
  type UsernameChange,
  type UsernameChangeStatus,
} from '@portal/api/catalogue';
import { addressReads, createProfileAddressesService } from './addresses-service';
import { createProfilePhonesService, toPhone } from './phones-service';
import { profileLookups, refused, type ProfileContactServiceDeps } from './profile-lookup';
import type { UsernameChangeRow } from './repository';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

export { PHONE_CODE_ATTEMPTS, PHONE_CODE_RESEND_MS, PHONE_CODE_TTL_MS, phoneParts } from './phones-service';
export type { ProfileContactServiceDeps } from './profile-lookup';

/** spec 03 §3 "Roles by position id": a positionId among these is the signed-in user's own role. */
const ROLE_POSITION_IDS: ReadonlySet<number> = new Set(Object.values(POSITION_IDS));
const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,29}$/;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

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
  const { customerOf } = profileLookups(repository);
  const { addressesOf } = addressReads(repository);

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

    ...createProfilePhonesService({ repository, outbox, limits, clock }),

    ...createProfileAddressesService({ repository, outbox, limits, clock }),

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
