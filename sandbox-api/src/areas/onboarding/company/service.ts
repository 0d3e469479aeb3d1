import { randomInt } from 'node:crypto';
import {
  ACCESS_RIGHTS,
  COMPANY_DOCUMENT_STATUS,
  RESPONSE_CODES,
  type AccessRightsResponse,
  type AddCompanyUserRequest,
  type AddCompanyUserResponse,
  type CompanyAddress,
  type CompanyDocument,
  type CompanyEmail,
  type CompanyInfo,
  type CompanyStatement,
  type CompanyUsersResponse,
  type EmailsResponse,
  type PotentialUsersResponse,
  type CreateRepresentativeAddressRequest,
  type RepresentativeInfo,
  type RepresentativesResponse,
  type Resolution,
  type SendResolutionRequest,
  type StatementKind,
} from '@portal/api/catalogue';
import { ApiError, invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { hashPassword } from '../../../platform/lib/password';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { OutboxSender } from '../../../platform/outbox';
import type { AccessRepository, AccessUser } from '../../auth/access/repository';
import { ACCESS_TEXTS } from '../../auth/access/service';
import { stateName } from '../../accounts/cards/states';
import { REGISTRATION_TEXTS } from '../registration/service';
import {
  REMOVED_USER_STATUS,
  ownerOf,
  type CompanyRecord,
  type CompanyRepository,
  type CompanyUserRow,
  type NewLogin,
  type StoredDocument,
  type StoredEmail,
} from './repository';
import { companyRepresentatives, deletionProblems, representativeInfo } from './representatives';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The assignable access rights and their names (spec 03 §6); 5 (uploading) marks an authorised user, never listed. */
export const ASSIGNABLE_ACCESS_RIGHTS = [
  { id: ACCESS_RIGHTS.none, name: 'No access' },
  { id: ACCESS_RIGHTS.read, name: 'Read' },
  { id: ACCESS_RIGHTS.full, name: 'Full access' },
  { id: ACCESS_RIGHTS.initiate, name: 'Initiate' },
  { id: ACCESS_RIGHTS.confirmed, name: 'Confirmed' },
] as const;

/**
 * An e-mail's confirmation code: 6 digits, 15 minutes, 5 tries, a new one at most once a minute per address and at
 * most `contactCode` of them per customer in 15 minutes (config.ts).
 */
export const EMAIL_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CODE_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_MS = 60_000;
/** E-mails a customer may keep (a company's payment e-mails, a person's profile e-mails). */
export const MAX_COMPANY_EMAILS = 10;
/** A sent resolution or statement waits for the bank's review: status 1, pending. */
const SENT_STATUS = COMPANY_DOCUMENT_STATUS.pending;

export const COMPANY_TEXTS = {
  notBusiness: 'Company details are kept for business customers only.',
  forceAdminOnly: 'Only an administrator acting for the customer can force-delete a representative.',
  representativeNotFound: 'No such representative of the company.',
  userNotFound: 'No such user of the company.',
  emailNotFound: 'No such e-mail of the customer.',
  ownerRight: "is the company's owner, whose access cannot be changed",
  ownerRemoved: "is the company's owner, who cannot be removed",
  lastFullAccess: 'at least one user must keep full access (2)',
  alreadyUser: 'is already a user of the company',
  noEmail: 'the representative has no e-mail',
  notEmployeeLogin: REGISTRATION_TEXTS.userEmailTaken,
  blacklisted: 'cannot be added',
  required: 'is required',
  primaryNotDeletable: 'is the primary e-mail, which cannot be deleted',
  notConfirmed: 'is not confirmed; only a confirmed e-mail can be the primary one',
  alreadyConfirmed: 'is already confirmed',
  duplicateEmail: "is already one of the customer's e-mails",
  tooManyEmails: `a customer keeps at most ${MAX_COMPANY_EMAILS} e-mails`,
  codeInvalid: ACCESS_TEXTS.codeInvalid,
  codeTooSoon: 'A code was sent less than a minute ago. Try again in a minute.',
  unknownRepresentative: 'is not a representative of the company',
  companyHasNoAddress: 'is a company: its addresses are its registration',
  unknownCountry: 'is not a country code',
} as const;

/** The statements' texts until the company sends its own. */
const DEFAULT_STATEMENTS: Record<StatementKind, (name: string) => string> = {
  declaration: (name) =>
    `${name} declares that the information it gave about the company, its directors, shareholders and beneficial ` +
    'owners is true and complete, and that it will report any change without delay.',
  escortStatement: (name) =>
    `${name} confirms that the funds it sends and receives through its accounts come from its declared business ` +
    'activity and are not linked to any unlawful activity.',
};
const STATEMENT_NAMES: Record<StatementKind, string> = {
  declaration: 'Declaration',
  escortStatement: 'Escort statement',
};

/** Which of a company's documents go where (spec 03 §3 categories): corporate 4 and 9, source of wealth 11. */
const CORPORATE_CATEGORIES = new Set([4, 9]);
const SOURCE_OF_WEALTH_CATEGORY = 11;
/** What a set of document statuses says as one, the most pressing first: rejected, expired, canceled, submitted... */
const STATUS_PRECEDENCE = [
  COMPANY_DOCUMENT_STATUS.rejected,
  COMPANY_DOCUMENT_STATUS.expired,
  COMPANY_DOCUMENT_STATUS.canceled,
  COMPANY_DOCUMENT_STATUS.submitted,
  COMPANY_DOCUMENT_STATUS.pending,
  COMPANY_DOCUMENT_STATUS.confirmed,
];
/** Address documents that stand: submitted, pending or confirmed. */
const STANDING_STATUSES = new Set<number>([
  COMPANY_DOCUMENT_STATUS.submitted,
  COMPANY_DOCUMENT_STATUS.pending,
  COMPANY_DOCUMENT_STATUS.confirmed,
]);

export function overallStatus(documents: readonly CompanyDocument[]): number | null {
  if (documents.length === 0) return null;
  const statuses = new Set(documents.map((document) => document.statusId));
  return STATUS_PRECEDENCE.find((status) => statuses.has(status)) ?? documents[0]!.statusId;
}

const toDocument = ({ category: _category, addressId: _addressId, ...document }: StoredDocument) => document;
const toEmail = (email: StoredEmail): CompanyEmail => ({
  emailId: email.emailId,
  emailAddress: email.emailAddress,
  status: email.status,
  confirmed: email.confirmed,
});
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const refused = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

export interface CompanyServiceDeps {
  repository: CompanyRepository;
  access: Pick<AccessRepository, 'isBlacklisted'>;
  /** The access service's activation e-mail (an employee's `activationEmployee` link, spec 01 §2). */
  sendActivationLink: (user: AccessUser) => Promise<void>;
  outbox: OutboxSender;
  /** Counts the e-mail codes sent per customer (`contactCode`). */
  limits: Pick<RateLimiter, 'hit'>;
  clock: Clock;
}

export function createCompanyService({
  repository,
  access,
  sendActivationLink,
  outbox,
  limits,
  clock,
}: CompanyServiceDeps) {
  /** The acting customer as a company; NF for a personal customer, which has no company pages. */
  async function business(customerId: number): Promise<CompanyRecord> {
    const company = await repository.company(customerId);
    if (!company || company.customerType === 0)
      throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.notBusiness);
    return company;
  }

  async function representativesOf(customerId: number) {
    await business(customerId);
    await repository.ensureCompanyRecords(customerId);
    return companyRepresentatives(await repository.structure(customerId));
  }

  /** One of the customer's e-mails: any customer's, personal too (the profile, issue 30 item 3). */
  async function emailOf(customerId: number, emailId: number): Promise<StoredEmail> {
    const email = await repository.email(customerId, emailId);
    if (!email) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.emailNotFound);
    return email;
  }

  /** Where a copy of what the company sends goes: its primary payment e-mail, else its registration e-mail. */
  async function companyEmailAddress(company: CompanyRecord): Promise<string> {
    const emails = await repository.emails(company.customerId);
    return emails.find((email) => email.status === 'Primary')?.emailAddress ?? company.profile?.email ?? '';
  }

  /** Refuses a change that would leave the company without a user of full access (spec 03 §5). */
  function keepsFullAccess(rows: readonly CompanyUserRow[], userId: number, newRight: number | null): void {
    const target = rows.find((row) => row.userId === userId)!;
    if (
      target.accessRight === ACCESS_RIGHTS.full &&
      newRight !== ACCESS_RIGHTS.full &&
      !rows.some((row) => row.userId !== userId && row.accessRight === ACCESS_RIGHTS.full)
    )
      throw refused([`accessRights: ${COMPANY_TEXTS.lastFullAccess}`]);
  }

  function companyUser(row: CompanyUserRow | undefined): CompanyUserRow {
    if (!row) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.userNotFound);
    return row;
  }

  async function infoOf(customerId: number, representativeId: number): Promise<RepresentativeInfo> {
    const found = (await representativesOf(customerId)).byId.get(representativeId);
    if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
    return representativeInfo(found.representative, found.person, found.company);
  }

  return {
    /** spec 03 §3 "Company info": every field, empty strings for what is not known. */
    async getBusinessInfo(customerId: number): Promise<CompanyInfo> {
      const company = await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const [addresses, documents, phone, answers, emails] = [
        await repository.addresses(customerId),
        await repository.documents(customerId),
        await repository.primaryPhone(customerId),
        await repository.questionAnswers(customerId),
        await repository.emails(customerId),
      ];
      const today = clock.now().toISOString().slice(0, 10);
      const { profile, details } = company;
      const unattached = documents.filter((document) => document.addressId === null);
      const corporateDocuments = unattached.filter((document) => CORPORATE_CATEGORIES.has(document.category));
      const additionalDocuments = unattached.filter(
        (document) =>
          !CORPORATE_CATEGORIES.has(document.category) && document.category !== SOURCE_OF_WEALTH_CATEGORY,
      );
      return {
        name: company.businessName,
        registrationCountryCode: profile?.registrationCountryCode ?? company.residenceCountryCode,
        tradingName: profile?.tradingName ?? '',
        email: profile?.email ?? emails.find((email) => email.status === 'Primary')?.emailAddress ?? '',
        registrationNumber: profile?.registrationNumber ?? '',
        registrationDate: profile?.registrationDate ?? '',
        businessTaxId: company.taxId,
        website: profile?.website ?? '',
        description: details?.description ?? '',
        verified: company.verified,
        limited: company.limited,
        businessCreationDate: details?.businessCreationDate ?? company.createdAt.toISOString().slice(0, 10),
        addresses: addresses.map((address): CompanyAddress => {
          const own = documents.filter((document) => document.addressId === address.addressId);
          return {
            ...address,
            stateName: stateName(address.countryCode, address.stateCode) ?? '',
            isDocumentOutOfDate: own.some(
              (document) =>
                document.statusId === COMPANY_DOCUMENT_STATUS.expired ||
                (document.expiresDate !== null && document.expiresDate < today),
            ),
            isDocumentRequired: !own.some((document) => STANDING_STATUSES.has(document.statusId)),
            // spec 03 §4 "Account status" 4: the card-document flag is always false.
            isCardDocumentRequired: false,
            uploadedDocuments: own.map(toDocument),
          };
        }),
        corporateDocuments: corporateDocuments.map(toDocument),
        corporateDocumentStatus: overallStatus(corporateDocuments),
        dueDiligenceQuestionnaire: profile
          ? {
              government: profile.government,
              governmentDetails: profile.governmentDetails,
              lawsuits: profile.lawsuits,
              lawsuitsDetails: profile.lawsuitsDetails,
              taxPayers: profile.taxPayers,
            }
          : null,
        financialDetail: profile
          ? {
              monthlyDepositAmount: profile.monthlyDepositAmount,
              monthlyDepositCurrencyCode: profile.monthlyDepositCurrencyCode,
              monthlyWithdrawalAmount: profile.monthlyWithdrawalAmount,
              monthlyWithdrawalCurrencyCode: profile.monthlyWithdrawalCurrencyCode,
              sourceIds: profile.sourceIds,
              purposeIds: profile.purposeIds,
              industry: profile.industry,
            }
          : null,
        financialInstitution: details?.financialInstitution ?? false,
        isConverted: details?.isConverted ?? false,
        sourceOfWealthDocuments: unattached
          .filter((document) => document.category === SOURCE_OF_WEALTH_CATEGORY)
          .map(toDocument),
        additionalDocuments: additionalDocuments.map(toDocument),
        additionalDocumentStatus: overallStatus(additionalDocuments),
        phone,
        additionalQuestionAnswers: answers,
      };
    },

    async getDirectors(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).directors };
    },
    async getShareholders(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).shareholders };
    },
    async getOwners(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).owners };
    },

    async getRepresentativeInfo(customerId: number, representativeId: number): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      return representativeInfo(found.representative, found.person, found.company);
    },

    /**
     * "Representative address create" (spec 03 §7; issue 47 item 1): a person's address replaced, status 1, waiting
     * for the customer's confirmation; a company representative has no address of its own here.
     */
    async createRepresentativeAddress(
      customerId: number,
      request: CreateRepresentativeAddressRequest,
    ): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(request.representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      if (!found.person) throw refused([`representativeId: ${COMPANY_TEXTS.companyHasNoAddress}`]);
      const address = {
        address1: request.address1.trim(),
        address2: request.address2?.trim() ?? '',
        city: request.city.trim(),
        postalCode: request.postalCode.trim(),
        countryCode: request.countryCode.trim().toUpperCase(),
        stateCode: request.stateCode?.trim() ?? '',
      };
      const problems = (['address1', 'city', 'postalCode', 'countryCode'] as const)
        .filter((field) => address[field] === '')
        .map((field) => `${field}: ${COMPANY_TEXTS.required}`);
      if (address.countryCode !== '' && !(await repository.countryExists(address.countryCode)))
        problems.push(`countryCode: ${COMPANY_TEXTS.unknownCountry}`);
      if (problems.length > 0) throw refused(problems);
      await repository.setRepresentativeAddress(found.person.personId, address);
      return infoOf(customerId, request.representativeId);
    },

    /** "Representative address confirm" (spec 03 §7): the customer says the address on file is right. */
    async confirmRepresentativeAddress(
      customerId: number,
      representativeId: number,
    ): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      if (!found.person) throw refused([`representativeId: ${COMPANY_TEXTS.companyHasNoAddress}`]);
      await repository.confirmRepresentativeAddress(found.person.personId);
      return infoOf(customerId, representativeId);
    },

    /**
     * Removes a director, shareholder or owner (spec 03 §7; issue 47 item 1). A customer with the right to change
     * the company (the operation's declaration; a read-only user or a representative is refused ENOA before this)
     * removes one when the company keeps its rules (spec 03 §5: a director, a shareholder tree whose levels total
     * 10–100), else TA1 says why; force skips those rules, and only an administrator acting for the customer may
     * force (spec 03 §6).
     */
    async deleteRepresentative(
      customerId: number,
      request: { representativeId: number; force?: boolean },
      adminActingFor: number | undefined,
    ): Promise<void> {
      await business(customerId);
      if (request.force === true && adminActingFor !== customerId)
        throw methodError(RESPONSE_CODES.noAccess, COMPANY_TEXTS.forceAdminOnly);
      await repository.ensureCompanyRecords(customerId);
      if (request.force !== true) {
        const list = await representativesOf(customerId);
        if (!list.byId.has(request.representativeId))
          throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
        const problems = deletionProblems(list, request.representativeId);
        if (problems.length > 0) throw refused(problems);
      }
      if (!(await repository.deleteRepresentative(customerId, request.representativeId)))
        throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
    },

    /** The users with their rights; the owner first and flagged (their right cannot change). */
    async getCompanyUsers(customerId: number): Promise<CompanyUsersResponse> {
      await business(customerId);
      const rows = await repository.users(customerId);
      const owner = ownerOf(rows, customerId);
      return {
        users: rows
          .map((row) => ({
            userId: row.userId,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            accessRights: row.accessRight,
            status: row.status === 'pendingActivation' ? ('pendingActivation' as const) : ('active' as const),
            isOwner: row.userId === owner,
          }))
          .sort((a, b) => Number(b.isOwner) - Number(a.isOwner)),
      };
    },

    /** spec 03 §5 "Access-right lists hide right id 5". */
    getAccessRights(): AccessRightsResponse {
      return { accessRights: ASSIGNABLE_ACCESS_RIGHTS.map((right) => ({ ...right })) };
    },

    /** Persons of the company with an e-mail who are not its users yet. */
    async getPotentialUsers(customerId: number): Promise<PotentialUsersResponse> {
      const { byId } = await representativesOf(customerId);
      const userEmails = new Set((await repository.users(customerId)).map((row) => row.email));
      const potentialUsers = [...byId.values()].flatMap(({ representative, person }) =>
        person && person.userId === null && person.email && !userEmails.has(person.email)
          ? [
              {
                representativeId: representative.representativeId,
                name: representative.name,
                email: person.email,
              },
            ]
          : [],
      );
      return { potentialUsers };
    },

    /**
     * A user by representative or by e-mail (spec 03 §5): a free e-mail becomes an employee login pending
     * activation, with its `activationEmployee` link e-mailed; an existing employee login gets access at once; any
     * other login (a personal customer's, a company's own) is refused.
     */
    async addCompanyUser(
      customerId: number,
      request: AddCompanyUserRequest,
    ): Promise<AddCompanyUserResponse> {
      const company = await business(customerId);
      let who: {
        email: string;
        firstName: string;
        lastName: string;
        phone: string | null;
        personId: number | null;
      };
      if (request.kind === 'representative') {
        const found = (await representativesOf(customerId)).byId.get(request.representativeId);
        if (!found?.person) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
        const { person } = found;
        if (!person.email) throw refused([`representativeId: ${COMPANY_TEXTS.noEmail}`]);
        if (person.userId !== null) throw refused([`representativeId: ${COMPANY_TEXTS.alreadyUser}`]);
        who = { ...person, phone: person.phone || null, personId: person.personId };
      } else {
        const problems = [
          ...(request.firstName.trim() ? [] : [`firstName: ${COMPANY_TEXTS.required}`]),
          ...(request.lastName.trim() ? [] : [`lastName: ${COMPANY_TEXTS.required}`]),
        ];
        if (problems.length > 0) throw refused(problems);
        who = {
          email: normalizeEmail(request.email),
          firstName: request.firstName.trim(),
          lastName: request.lastName.trim(),
          phone: null,
          personId: null,
        };
      }
      if (await access.isBlacklisted(who.email)) throw refused([`email: ${COMPANY_TEXTS.blacklisted}`]);
      const existing = await repository.findLogin(who.email);
      if (existing && existing.employeeOf === null)
        throw refused([`email: ${COMPANY_TEXTS.notEmployeeLogin}`]);
      // A login this company removed comes back pending activation, with a new link.
      const reinstated =
        existing?.status === REMOVED_USER_STATUS && existing.employeeOf === customerId
          ? { passwordHash: await hashPassword(randomToken(24)) }
          : undefined;
      const newLogin: NewLogin | null = existing
        ? null
        : { kind: 'new', ...who, passwordHash: await hashPassword(randomToken(24)) };
      const outcome = await repository.addUser({
        customerId,
        accessRight: request.accessRights,
        login: newLogin ?? { kind: 'existing', userId: existing!.userId, reinstate: reinstated },
        personId: who.personId,
      });
      if (outcome.kind === 'taken') throw refused([`email: ${COMPANY_TEXTS.notEmployeeLogin}`]);
      if (outcome.kind === 'alreadyUser') throw refused([`email: ${COMPANY_TEXTS.alreadyUser}`]);
      if (outcome.kind === 'linked') throw refused([`representativeId: ${COMPANY_TEXTS.alreadyUser}`]);
      const invited = newLogin !== null || reinstated !== undefined;
      if (invited)
        await sendActivationLink({
          userId: outcome.userId,
          customerId,
          email: who.email,
          firstName: who.firstName,
          lastName: who.lastName,
          status: 'pendingActivation',
          kind: 'employee',
          businessName: company.businessName,
        });
      return { userId: outcome.userId, invited };
    },

    /** A user's right by id: not the owner's, and some user keeps full access (spec 03 §5). */
    async changeCompanyUserRight(customerId: number, userId: number, accessRights: number): Promise<void> {
      await business(customerId);
      await repository.changeUser(customerId, userId, accessRights, clock.now(), (rows, owner) => {
        companyUser(rows.find((row) => row.userId === userId));
        if (userId === owner) throw refused([`userId: ${COMPANY_TEXTS.ownerRight}`]);
        keepsFullAccess(rows, userId, accessRights);
      });
    },

    /** Takes a user's access: not the owner, and some user keeps full access. */
    async removeCompanyUser(customerId: number, userId: number): Promise<void> {
      await business(customerId);
      await repository.changeUser(customerId, userId, null, clock.now(), (rows, owner) => {
        companyUser(rows.find((row) => row.userId === userId));
        if (userId === owner) throw refused([`userId: ${COMPANY_TEXTS.ownerRemoved}`]);
        keepsFullAccess(rows, userId, null);
      });
    },

    async getResolution(customerId: number): Promise<Resolution> {
      await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const stored = await repository.resolution(customerId);
      if (!stored) return { businessRepresentativeIds: [], statusId: null, signers: [], sentAt: null };
      // A representative deleted since is no longer named.
      const known = await repository.representativeIds(customerId, stored.businessRepresentativeIds);
      return {
        ...stored,
        businessRepresentativeIds: stored.businessRepresentativeIds.filter((id) => known.has(id)),
      };
    },

    /** The representatives it names must be the company's; signers are named; it waits for review (status 1). */
    async sendResolution(customerId: number, request: SendResolutionRequest): Promise<Resolution> {
      await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const ids = [...new Set(request.businessRepresentativeIds)];
      const signers = request.signers.map((signer) => signer.trim());
      const known = await repository.representativeIds(customerId, ids);
      const problems = [
        ...ids
          .filter((id) => !known.has(id))
          .map((id) => `businessRepresentativeIds: ${id} ${COMPANY_TEXTS.unknownRepresentative}`),
        ...signers.flatMap((signer, index) =>
          signer ? [] : [`signers.${index}: ${COMPANY_TEXTS.required}`],
        ),
      ];
      if (problems.length > 0) throw refused(problems);
      const sentAt = clock.now();
      await repository.saveResolution(customerId, {
        representativeIds: ids,
        signers,
        statusId: SENT_STATUS,
        sentAt,
      });
      return { businessRepresentativeIds: ids, signers, statusId: SENT_STATUS, sentAt: sentAt.toISOString() };
    },

    /** The stored statement, or the text to confirm before anything was sent. */
    async getStatement(customerId: number, kind: StatementKind): Promise<CompanyStatement> {
      const company = await business(customerId);
      return (
        (await repository.statement(customerId, kind)) ?? {
          text: DEFAULT_STATEMENTS[kind](company.businessName),
          statusId: null,
          sentAt: null,
        }
      );
    },

    /** Stores the text, waiting for review, and e-mails the company a copy. */
    async sendStatement(customerId: number, kind: StatementKind, text: string): Promise<CompanyStatement> {
      const company = await business(customerId);
      const trimmed = text.trim();
      if (!trimmed) throw refused([`text: ${COMPANY_TEXTS.required}`]);
      const sentAt = clock.now();
      await repository.saveStatement(customerId, kind, { text: trimmed, statusId: SENT_STATUS, sentAt });
      const to = await companyEmailAddress(company);
      if (to)
        await outbox.send({
          channel: 'email',
          to,
          text: `${STATEMENT_NAMES[kind]} of ${company.businessName}, sent ${sentAt.toISOString().slice(0, 10)}:\n${trimmed}`,
        });
      return { text: trimmed, statusId: SENT_STATUS, sentAt: sentAt.toISOString() };
    },

    // --- e-mails (spec 03 §3 "Email", §7): a company's payment e-mails, a person's profile e-mails ---

    async getEmails(customerId: number): Promise<EmailsResponse> {
      return { emails: (await repository.emails(customerId)).map(toEmail) };
    },

    /** The first e-mail is the primary one; each starts unconfirmed. */
    async addEmail(customerId: number, emailAddress: string): Promise<CompanyEmail> {
      const outcome = await repository.addEmail(customerId, normalizeEmail(emailAddress), MAX_COMPANY_EMAILS);
      if (outcome.kind === 'duplicate') throw refused([`emailAddress: ${COMPANY_TEXTS.duplicateEmail}`]);
      if (outcome.kind === 'full') throw refused([`emailAddress: ${COMPANY_TEXTS.tooManyEmails}`]);
      return toEmail(outcome.email);
    },

    async deleteEmail(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (email.status === 'Primary') throw refused([`emailId: ${COMPANY_TEXTS.primaryNotDeletable}`]);
      if (!(await repository.deleteSecondaryEmail(customerId, emailId)))
        throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.emailNotFound);
    },

    async setPrimaryEmail(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (!email.confirmed || !(await repository.setPrimaryEmail(customerId, emailId)))
        throw refused([`emailId: ${COMPANY_TEXTS.notConfirmed}`]);
    },

    /** E-mails a 6-digit code to the address; a new code replaces the last one, at most once a minute. */
    async requestEmailConfirmationCode(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (email.confirmed) throw refused([`emailId: ${COMPANY_TEXTS.alreadyConfirmed}`]);
      const now = clock.now();
      if (email.codeSentAt && now.getTime() - email.codeSentAt.getTime() < EMAIL_CODE_RESEND_MS)
        throw new ApiError(
          429,
          { responseCode: RESPONSE_CODES.tooManyRequests, responseDescription: COMPANY_TEXTS.codeTooSoon },
          {
            'retry-after': String(
              Math.max(
                1,
                Math.ceil((EMAIL_CODE_RESEND_MS - (now.getTime() - email.codeSentAt.getTime())) / 1000),
              ),
            ),
          },
        );
      await limits.hit('contactCode', String(customerId));
      const code = sixDigitCode();
      await repository.storeEmailCode(emailId, {
        codeHash: sha256Hex(code),
        attemptsLeft: EMAIL_CODE_ATTEMPTS,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
        sentAt: now,
      });
      await outbox.send({
        channel: 'email',
        to: email.emailAddress,
        text: `Your code to confirm this e-mail address is ${code}. It is valid for 15 minutes.`,
        code,
      });
    },

    /**
     * Spends a try first, so parallel guesses cannot exceed the tries; VF for a wrong, spent or expired code. Answers
     * the e-mail, confirmed.
     */
    async confirmEmailCode(
      customerId: number,
      emailId: number,
      confirmationCode: string,
    ): Promise<CompanyEmail> {
      const email = await emailOf(customerId, emailId);
      if (email.confirmed) throw refused([`emailId: ${COMPANY_TEXTS.alreadyConfirmed}`]);
      const codeRefused = () => methodError(RESPONSE_CODES.verifyError, COMPANY_TEXTS.codeInvalid);
      const codeHash = await repository.spendEmailCodeAttempt(emailId, clock.now());
      if (codeHash === null || !safeEqual(sha256Hex(confirmationCode), codeHash)) throw codeRefused();
      if (!(await repository.confirmEmail(emailId, codeHash))) throw codeRefused();
      return { ...toEmail(email), confirmed: true };
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
