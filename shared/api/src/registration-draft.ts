import { ACCESS_RIGHTS } from './catalogue/transfers';
import { PASSWORD_RULE } from './catalogue/access';
import {
  type BusinessRegistrationDraft,
  type RegistrationAddress,
  type RegistrationCompany,
  type RegistrationPerson,
} from './catalogue/registration';

/** The wizard's sections, in order (spec 03 §4): four forms, then the hubs. */
export const REGISTRATION_SECTIONS = [
  'general',
  'financial',
  'dueDiligence',
  'legal',
  'directors',
  'shareholders',
  'owners',
  'users',
] as const;

export type RegistrationSection = (typeof REGISTRATION_SECTIONS)[number];

/** What can be wrong, as a key: the wizard shows its own text for it, the sandbox the English one below. */
export const REGISTRATION_PROBLEM_TEXTS = {
  required: 'is required',
  email: 'is not an e-mail address',
  passwordShort: `must be at least ${PASSWORD_RULE.minLength} characters`,
  passwordLong: `must be at most ${PASSWORD_RULE.maxLength} characters`,
  passwordMix: 'must hold a letter and a digit',
  date: 'is not a date',
  futureDate: 'cannot be in the future',
  adult: 'must be at least 18 years old',
  website: 'is not a web address',
  phoneCode: 'is not a country calling code',
  phone: 'is not a phone number',
  amount: 'must be an amount above 0',
  chooseOne: 'needs at least one choice',
  answer: 'needs an answer',
  unknownQuestion: 'is not an additional question of a business',
  chooseAnswer: 'needs one of its answers',
  accept: 'must be accepted',
  unknownPerson: 'names no person of the draft',
  unknownCompany: 'names no company of the draft',
  unknownMember: 'names no person or company of the draft',
  shareRange: 'must be above 0 and at most 100',
  levelTotal: 'must total 10 to 100 per level',
  noShareholder: 'needs at least one shareholder',
  noDirector: 'needs at least one director',
  companyDirector: 'needs at least one director of its own',
  personShareholderChildren: 'a person holds no shares of their own',
  sourceOfFunds: 'needs a source of funds for a holder of 25 % or more',
  sourceDetails: 'needs details for every chosen source of funds',
  noUserRights: 'needs access rights other than 0',
  rightNotOffered: 'is not an access right that can be given',
  noFullAccessUser: 'needs at least one user with full access (2)',
} as const;

export type RegistrationProblemKey = keyof typeof REGISTRATION_PROBLEM_TEXTS;

export interface RegistrationProblem {
  section: RegistrationSection;
  /** Where in the draft: `generalForm.email`, `persons.p1.birthday`, `shareholders.0.children.1.share`. */
  path: string;
  key: RegistrationProblemKey;
}

export interface RegistrationRuleOptions {
  /** The brand asks for the source of wealth (`sourceOfWealthEnable`, spec 03 §5). */
  sourceOfWealthEnable: boolean;
  /** Today, for dates in the future and ages. */
  today: Date;
}

/** Access rights a user of a new company may be given (spec 03 §6): 1 to 4; 0 is no access, 5 is never offered. */
export const USER_ACCESS_RIGHTS = [
  ACCESS_RIGHTS.read,
  ACCESS_RIGHTS.full,
  ACCESS_RIGHTS.initiate,
  ACCESS_RIGHTS.confirmed,
] as const;

/** The first user added defaults to full access (2); a later one starts with none, to be chosen (spec 03 §5). */
export function defaultAccessRights(persons: readonly RegistrationPerson[]): number {
  return persons.some((person) => person.isUser) ? ACCESS_RIGHTS.none : ACCESS_RIGHTS.full;
}

/** A person who becomes a user needs an e-mail that is free (0) or an existing employee's (3) (spec 03 §5). */
export function userEmailAllowed(status: number | undefined): boolean {
  return status === 0 || status === 3;
}

const emptyAddress = (): RegistrationAddress => ({
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  countryCode: '',
  stateCode: '',
});

/** A draft with nothing filled in: where the wizard starts, or starts again after clearing. */
export function emptyRegistrationDraft(): BusinessRegistrationDraft {
  return {
    generalForm: {
      businessName: '',
      tradingName: '',
      registrationCountryCode: '',
      registrationNumber: '',
      registrationDate: '',
      businessTaxId: '',
      website: '',
      category: '',
      address: emptyAddress(),
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phoneCountryCode: '',
      phone: '',
    },
    financialInfoForm: {
      monthlyDepositAmount: '',
      monthlyDepositCurrencyCode: 'EUR',
      monthlyWithdrawalAmount: '',
      monthlyWithdrawalCurrencyCode: 'EUR',
      sourceIds: [],
      purposeIds: [],
      industry: 0,
      industrySpecification: '',
      sourceSpecification: '',
      purposeSpecification: '',
    },
    dueDilligenceForm: {
      government: null,
      governmentDetails: '',
      lawsuits: null,
      lawsuitsDetails: '',
      taxPayers: null,
    },
    additionalQuestionAnswers: [],
    legalForm: { terms: false, authorizedCompanyRepresentative: false },
    persons: [],
    companies: [],
    directors: [],
    owners: [],
    shareholders: [],
  };
}

/** A calling code as it is sent: the customer may type `+370` or `370`; the `+` is stripped (spec 03 §5). */
export const phoneCodeToSend = (code: string): string => code.trim().replace(/^\+/, '');

/**
 * The draft as business registration sends it (spec 03 §7 "Business account create"): the phone country codes of
 * the company and of every person without their plus sign (spec 03 §5 "The phone country code has plus signs
 * stripped before sending"); everything else as the customer typed it.
 */
export function registrationPayload(draft: BusinessRegistrationDraft): BusinessRegistrationDraft {
  return {
    ...draft,
    generalForm: {
      ...draft.generalForm,
      phoneCountryCode: phoneCodeToSend(draft.generalForm.phoneCountryCode),
    },
    persons: draft.persons.map((person) => ({
      ...person,
      phoneCountryCode: phoneCodeToSend(person.phoneCountryCode),
    })),
  };
}

/** A company with nothing filled in but its key: no directors of its own yet. */
export function emptyRegistrationCompany(id: string): RegistrationCompany {
  return { id, name: '', registrationCountryCode: '', registrationNumber: '', directorIds: [] };
}

/** A director or owner of the draft: a person or a company (spec 03 §2 "each with person and company forms"). */
export type RoleMember =
  { kind: 'person'; person: RegistrationPerson } | { kind: 'company'; company: RegistrationCompany };

/**
 * What an id of `directors` or `owners` names: the draft's person or company of that id (the wizard's keys never
 * name both; the sandbox refuses a draft where they do); undefined for neither.
 */
export function roleMember(draft: BusinessRegistrationDraft, id: string): RoleMember | undefined {
  const person = draft.persons.find((candidate) => candidate.id === id);
  if (person) return { kind: 'person', person };
  const company = draft.companies.find((candidate) => candidate.id === id);
  return company ? { kind: 'company', company } : undefined;
}

/** A person with nothing filled in but their key; the first user defaults to full access. */
export function emptyRegistrationPerson(id: string): RegistrationPerson {
  return {
    id,
    firstName: '',
    lastName: '',
    birthday: '',
    email: '',
    phoneCountryCode: '',
    phone: '',
    address: emptyAddress(),
    taxId: '',
    sourceOfFunds: [],
    sourceDetails: {},
    isUser: false,
    accessRights: ACCESS_RIGHTS.none,
  };
}
