import {
  BUSINESS_REGISTRATION_TYPES,
  RESPONSE_CODES,
  type CreateBusinessAccountRequest,
  type CreateBusinessAccountResponse,
  type ShareholderNode,
} from '@portal/api/catalogue';
import {
  REGISTRATION_REFUSAL_TEXTS,
  problemLine,
  registrationProblems,
  userEmailAllowed,
} from '@portal/api/registration';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken } from '../../../platform/lib/crypto';
import { hashPassword } from '../../../platform/lib/password';
import {
  ACCESS_TEXTS,
  type AccessLookup as AccessRepository,
  type AccessUser,
} from '../../../platform/customer/access';
import type { DocumentBrand } from '../../../documents/document-brands';
import type { NewBusiness, RegistrationRepository } from './repository';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The tree is at most this deep (a company of a company of a company…): enough for real structures, bounded work. */
export const MAX_TREE_DEPTH = 6;
/** A share is stored with six decimals at most. */
const SHARE_DECIMALS = /^\d{1,3}(\.\d{1,6})?$/;

export const REGISTRATION_TEXTS = {
  ...REGISTRATION_REFUSAL_TEXTS,
  closed: ACCESS_TEXTS.registrationClosed,
} as const;

/** What the registration needs of the other modules. */
export interface RegistrationDeps {
  repository: RegistrationRepository;
  access: Pick<AccessRepository, 'findUserByEmail' | 'isBlacklisted'>;
  /** The access service's activation e-mail (spec 01 §2 links). */
  sendActivationLink: (user: AccessUser) => Promise<void>;
  /** The human check (issue 29 item 4): true when the solution is right, fresh and not used before. */
  verifyCaptcha: (payload: string) => Promise<boolean>;
  /** Dictionary ids a draft may name. */
  dictionaryIds: () => {
    sources: ReadonlySet<number>;
    purposes: ReadonlySet<number>;
    industries: ReadonlySet<number>;
  };
  clock: Clock;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** `+37061234567` from the code and number the form sends (spec 03 §5: plus stripped); undefined if not a phone. */
function e164(code: string, number: string): string | undefined {
  const country = code.replace(/^\+/, '');
  const local = number.replace(/[\s()-]/g, '');
  if (!/^[1-9]\d{0,3}$/.test(country) || !/^\d{4,14}$/.test(local)) return undefined;
  return `+${country}${local.replace(/^0+/, '')}`;
}

function treeDepth(level: readonly ShareholderNode[]): number {
  return level.reduce((deepest, node) => Math.max(deepest, 1 + treeDepth(node.children ?? [])), 0);
}
function* treeNodes(
  level: readonly ShareholderNode[],
  path = 'shareholders',
): Generator<[string, ShareholderNode]> {
  for (const [index, node] of level.entries()) {
    yield [`${path}.${index}`, node];
    yield* treeNodes(node.children, `${path}.${index}.children`);
  }
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { repository, access, clock } = deps;

  /** The checks beyond the draft's own rules: shapes of the tree, known ids and countries, free e-mails. */
  async function furtherProblems(request: CreateBusinessAccountRequest): Promise<string[]> {
    const problems: string[] = [];
    const { generalForm: general, financialInfoForm: financial } = request;
    if (treeDepth(request.shareholders) > MAX_TREE_DEPTH)
      return [`shareholders: the tree is deeper than ${MAX_TREE_DEPTH} levels`];
    for (const [path, node] of treeNodes(request.shareholders)) {
      if (node.kind !== 'person' && node.kind !== 'company')
        problems.push(`${path}.kind: must be person or company`);
      if (typeof node.share !== 'string' || (node.share.trim() && !SHARE_DECIMALS.test(node.share.trim())))
        problems.push(`${path}.share: must be a number with at most 6 decimals`);
      if (!Array.isArray(node.children)) return [`${path}.children: must be a list`];
    }
    const personIds = request.persons.map((person) => person.id);
    if (new Set(personIds).size !== personIds.length) problems.push('persons: two persons have the same id');
    const companyIds = request.companies.map((company) => company.id);
    if (new Set(companyIds).size !== companyIds.length)
      problems.push('companies: two companies have the same id');
    // A director's or owner's id must name one of them, never a person and a company at once.
    for (const id of new Set(companyIds))
      if (personIds.includes(id)) problems.push(`companies.${id}.id: is also the id of a person`);
    if (general.category && !(BUSINESS_REGISTRATION_TYPES as readonly string[]).includes(general.category))
      problems.push(`generalForm.category: must be one of ${BUSINESS_REGISTRATION_TYPES.join(', ')}`);

    const countryFields: [string, string][] = [
      ['generalForm.registrationCountryCode', general.registrationCountryCode],
      ['generalForm.address.countryCode', general.address.countryCode],
      ...request.persons.map((person): [string, string] => [
        `persons.${person.id}.address.countryCode`,
        person.address.countryCode,
      ]),
      ...request.companies.map((company): [string, string] => [
        `companies.${company.id}.registrationCountryCode`,
        company.registrationCountryCode,
      ]),
    ];
    const known = await repository.knownCountries(countryFields.map(([, code]) => code).filter(Boolean));
    for (const [field, code] of countryFields)
      if (code && !known.has(code)) problems.push(`${field}: unknown country`);

    const ids = deps.dictionaryIds();
    const unknownIds = (field: string, chosen: readonly number[], allowed: ReadonlySet<number>) => {
      const unknown = chosen.filter((id) => !allowed.has(id));
      if (unknown.length > 0) problems.push(`${field}: unknown ${unknown.join(', ')}`);
    };
    unknownIds('financialInfoForm.sourceIds', financial.sourceIds, ids.sources);
    unknownIds('financialInfoForm.purposeIds', financial.purposeIds, ids.purposes);
    if (financial.industry) unknownIds('financialInfoForm.industry', [financial.industry], ids.industries);
    for (const person of request.persons)
      unknownIds(`persons.${person.id}.sourceOfFunds`, person.sourceOfFunds, ids.sources);
    return problems;
  }

  return {
    /**
     * Business registration (spec 03 §4 "Registration wizard", §5, §7; issue 29 item 5): the draft is judged by the
     * same rules as in the wizard, the human check verified, the e-mails checked; then the whole company is stored
     * in one transaction and the owner gets the business activation link. Users get their employee links when the
     * owner activates (the existing activation sends them).
     */
    async createBusinessAccount(
      request: CreateBusinessAccountRequest,
      brand: DocumentBrand,
    ): Promise<CreateBusinessAccountResponse> {
      // spec 01 §1: a brand with registration disabled registers no one.
      if (!brand.registration.allowed) throw methodError(RESPONSE_CODES.noAccess, REGISTRATION_TEXTS.closed);
      const problems = await furtherProblems(request);
      if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);
      problems.push(
        ...registrationProblems(request, {
          sourceOfWealthEnable: brand.registration.sourceOfWealth,
          today: clock.now(),
        }).map(problemLine),
      );

      const ownerEmail = normalizeEmail(request.generalForm.email);
      if (await access.isBlacklisted(ownerEmail))
        problems.push(`generalForm.email: ${REGISTRATION_TEXTS.blacklisted}`);
      else if (await access.findUserByEmail(ownerEmail))
        problems.push(`generalForm.email: ${REGISTRATION_TEXTS.emailTaken}`);

      // A person who becomes a user: a free e-mail (0) or an existing employee's (3), spec 03 §5.
      const userOf: NewBusiness['userOf'] = new Map();
      const seen = new Set([ownerEmail]);
      for (const person of request.persons.filter((candidate) => candidate.isUser)) {
        const email = normalizeEmail(person.email);
        if (!email) continue;
        if (seen.has(email)) {
          problems.push(`persons.${person.id}.email: ${REGISTRATION_TEXTS.userEmailTwice}`);
          continue;
        }
        seen.add(email);
        const existing = await access.findUserByEmail(email);
        const status = existing === null ? 0 : existing.kind === 'employee' ? 3 : 1;
        if (!userEmailAllowed(status))
          problems.push(`persons.${person.id}.email: ${REGISTRATION_TEXTS.userEmailTaken}`);
        else if (existing) userOf.set(person.id, { kind: 'existing', userId: existing.userId });
        else userOf.set(person.id, { kind: 'new', email, passwordHash: await hashPassword(randomToken(24)) });
      }
      const general = request.generalForm;
      if (
        general.registrationCountryCode &&
        general.registrationNumber.trim() &&
        (await repository.companyRegistered(
          general.registrationCountryCode,
          general.registrationNumber.trim(),
        ))
      )
        problems.push(`generalForm.registrationNumber: ${REGISTRATION_TEXTS.companyRegistered}`);
      if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);

      // Last, so a draft with mistakes does not spend the solution: the customer fixes them and sends the same one.
      if (!(await deps.verifyCaptcha(request.captcha)))
        throw invalidParameters([`captcha: ${REGISTRATION_TEXTS.captcha}`], INPUT_ERROR_STATUS);

      const personPhones = new Map(
        request.persons.map((person) => [person.id, e164(person.phoneCountryCode, person.phone) ?? '']),
      );
      const outcome = await repository.createBusiness({
        draft: request,
        ownerEmail,
        ownerPasswordHash: await hashPassword(general.password),
        ownerPhone: e164(general.phoneCountryCode, general.phone)!,
        personPhones,
        userOf,
        deviceId: request.device?.deviceId ?? null,
      });
      // Taken by a registration that committed in between.
      if (outcome.kind === 'emailTaken')
        throw invalidParameters([`generalForm.email: ${REGISTRATION_TEXTS.emailTaken}`], INPUT_ERROR_STATUS);
      if (outcome.kind === 'companyRegistered')
        throw invalidParameters(
          [`generalForm.registrationNumber: ${REGISTRATION_TEXTS.companyRegistered}`],
          INPUT_ERROR_STATUS,
        );
      await deps.sendActivationLink(outcome.owner);
      return { customerId: outcome.customerId, usersInvited: outcome.invited };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
