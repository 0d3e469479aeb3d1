/**
 * The rules of a business registration draft (spec 03 §4 "Registration wizard", §5 "Shareholders", "Directors,
 * persons and users"; issue 29). One module for the wizard, which flags each section good or bad and lets the
 * customer submit only when every check passes, and for the sandbox, which checks the same again: the browser's checks
 * are never the only ones. Shares are decimal strings and are computed exactly, never in floating point.
 */
import { ACCESS_RIGHTS } from './catalogue/transfers';
import { PASSWORD_RULE } from './catalogue/access';
import {
  ADDITIONAL_QUESTION_IDS,
  CONTROL_ACCOUNT_VALUES,
  CONTROL_ACCOUNT_WITH_FOLLOW_UP,
} from './catalogue/dictionaries';
import {
  SHARE_RULES,
  type AdditionalQuestionAnswer,
  type BusinessRegistrationDraft,
  type RegistrationAddress,
  type RegistrationCompany,
  type RegistrationPerson,
  type ShareholderNode,
} from './catalogue/registration';
import { parseDecimal, plus, sign, times, toPlainString, type ExactDecimal } from './decimal';
import { isEmail, passwordProblem } from './validation';

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

// ---- shares -------------------------------------------------------------------------------------------------------

const HUNDRED = parseDecimal('100');
const ZERO = parseDecimal('0');

function decimalOrNull(text: string): ExactDecimal | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  return parseDecimal(text);
}
function compare(a: ExactDecimal, b: ExactDecimal): number {
  return sign(plus(a, { units: -b.units, scale: b.scale }));
}
/** x % of a share: exact, the scale grows by two digits. */
function percentOf(share: ExactDecimal, parent: ExactDecimal): ExactDecimal {
  const product = times(share, parent);
  return { units: product.units, scale: product.scale + 2 };
}

/** A share above 0 and at most 100 (spec 03 §5). */
export function isValidShare(text: string): boolean {
  const share = decimalOrNull(text);
  return share !== null && sign(share) > 0 && compare(share, HUNDRED) <= 0;
}

/** The total of one level of the tree; unreadable shares count as 0. */
export function levelTotal(level: readonly ShareholderNode[]): string {
  return toPlainString(level.reduce((total, node) => plus(total, decimalOrNull(node.share) ?? ZERO), ZERO));
}

/** A level totals 10 to 100 inclusive (spec 03 §5). */
export function isValidLevelTotal(level: readonly ShareholderNode[]): boolean {
  const total = parseDecimal(levelTotal(level));
  return (
    compare(total, parseDecimal(SHARE_RULES.levelTotalMin)) >= 0 &&
    compare(total, parseDecimal(SHARE_RULES.levelTotalMax)) <= 0
  );
}

export interface EffectiveShare {
  path: string;
  node: ShareholderNode;
  depth: number;
  /** The node's share of the registering company: its share multiplied through its parents (spec 03 §5). */
  effective: string;
}

/** Every node of the tree, depth first, with its effective share of the company. */
export function effectiveShares(tree: readonly ShareholderNode[]): EffectiveShare[] {
  const rows: EffectiveShare[] = [];
  const walk = (level: readonly ShareholderNode[], parent: ExactDecimal, prefix: string, depth: number) =>
    level.forEach((node, index) => {
      const path = `${prefix}${index}`;
      const effective = percentOf(decimalOrNull(node.share) ?? ZERO, parent);
      rows.push({ path, node, depth, effective: toPlainString(effective) });
      walk(node.children, effective, `${path}.children.`, depth + 1);
    });
  walk(tree, HUNDRED, 'shareholders.', 0);
  return rows;
}

/** Each person's total share of the company, summed over every place they hold shares, by person id. */
export function personTotals(tree: readonly ShareholderNode[]): Map<string, string> {
  const totals = new Map<string, ExactDecimal>();
  for (const row of effectiveShares(tree))
    if (row.node.kind === 'person')
      totals.set(row.node.refId, plus(totals.get(row.node.refId) ?? ZERO, parseDecimal(row.effective)));
  return new Map([...totals].map(([id, total]) => [id, toPlainString(total)]));
}

const atLeastThreshold = (total: string) =>
  compare(parseDecimal(total), parseDecimal(SHARE_RULES.fundsDetailThreshold)) >= 0;

/** A person with 25 % or more gives details for every chosen source of funds (spec 03 §5). */
export function needsSourceDetails(total: string | undefined): boolean {
  return total !== undefined && atLeastThreshold(total);
}

/**
 * The draft after a share changed: a person whose total is 25 % or less has their source details cleared (spec 03
 * §5, in its words; a holder of exactly 25 % gives them again). `changedSince`, the draft before the change, limits
 * this to the persons whose total the change moved: details typed before the share are kept.
 */
export function clearSourceDetailsAtOrBelowThreshold(
  draft: BusinessRegistrationDraft,
  changedSince?: BusinessRegistrationDraft,
): BusinessRegistrationDraft {
  const totals = personTotals(draft.shareholders);
  const before = changedSince ? personTotals(changedSince.shareholders) : undefined;
  const threshold = parseDecimal(SHARE_RULES.fundsDetailThreshold);
  let changed = false;
  const persons = draft.persons.map((person) => {
    if (before && before.get(person.id) === totals.get(person.id)) return person;
    const total = parseDecimal(totals.get(person.id) ?? '0');
    if (compare(total, threshold) > 0 || Object.keys(person.sourceDetails).length === 0) return person;
    changed = true;
    return { ...person, sourceDetails: {} };
  });
  return changed ? { ...draft, persons } : draft;
}

// ---- the checks ---------------------------------------------------------------------------------------------------

/** Full years from a `YYYY-MM-DD` date to `today`; undefined for a date that does not exist. */
export function yearsSince(date: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return undefined;
  let years = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day))
    years -= 1;
  return years;
}

const blank = (value: string | undefined) => !value || !value.trim();

class Problems {
  readonly list: RegistrationProblem[] = [];
  constructor(private readonly section: RegistrationSection) {}
  add(path: string, key: RegistrationProblemKey) {
    this.list.push({ section: this.section, path, key });
  }
  required(path: string, value: string | undefined) {
    if (blank(value)) this.add(path, 'required');
    return !blank(value);
  }
}

function checkAddress(problems: Problems, path: string, address: RegistrationAddress) {
  problems.required(`${path}.address1`, address.address1);
  problems.required(`${path}.city`, address.city);
  problems.required(`${path}.postalCode`, address.postalCode);
  problems.required(`${path}.countryCode`, address.countryCode);
}

function checkPhone(problems: Problems, path: string, code: string, phone: string) {
  if (!/^\+?[1-9]\d{0,3}$/.test(code.trim())) problems.add(`${path}CountryCode`, 'phoneCode');
  if (!/^\d{4,14}$/.test(phone.replace(/[\s()-]/g, ''))) problems.add(path, 'phone');
}

function checkGeneral(
  draft: BusinessRegistrationDraft,
  options: RegistrationRuleOptions,
): RegistrationProblem[] {
  const problems = new Problems('general');
  const form = draft.generalForm;
  for (const field of [
    'businessName',
    'registrationCountryCode',
    'registrationNumber',
    'category',
    'firstName',
    'lastName',
  ] as const)
    problems.required(`generalForm.${field}`, form[field]);
  if (problems.required('generalForm.registrationDate', form.registrationDate)) {
    const years = yearsSince(form.registrationDate, options.today);
    if (years === undefined) problems.add('generalForm.registrationDate', 'date');
    else if (years < 0 || form.registrationDate > options.today.toISOString().slice(0, 10))
      problems.add('generalForm.registrationDate', 'futureDate');
  }
  if (!blank(form.website) && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(form.website.trim()))
    problems.add('generalForm.website', 'website');
  if (problems.required('generalForm.email', form.email) && !isEmail(form.email.trim()))
    problems.add('generalForm.email', 'email');
  const password = passwordProblem(form.password);
  if (password) problems.add('generalForm.password', password);
  checkPhone(problems, 'generalForm.phone', form.phoneCountryCode, form.phone);
  checkAddress(problems, 'generalForm.address', form.address);
  return problems.list;
}

function checkFinancial(draft: BusinessRegistrationDraft): RegistrationProblem[] {
  const problems = new Problems('financial');
  const form = draft.financialInfoForm;
  for (const [amount, currency] of [
    ['monthlyDepositAmount', 'monthlyDepositCurrencyCode'],
    ['monthlyWithdrawalAmount', 'monthlyWithdrawalCurrencyCode'],
  ] as const) {
    const value = decimalOrNull(form[amount]);
    if (!value || sign(value) <= 0) problems.add(`financialInfoForm.${amount}`, 'amount');
    problems.required(`financialInfoForm.${currency}`, form[currency]);
  }
  if (form.sourceIds.length === 0) problems.add('financialInfoForm.sourceIds', 'chooseOne');
  if (form.purposeIds.length === 0) problems.add('financialInfoForm.purposeIds', 'chooseOne');
  if (!form.industry) problems.add('financialInfoForm.industry', 'required');
  return problems.list;
}

function checkDueDiligence(
  draft: BusinessRegistrationDraft,
  options: RegistrationRuleOptions,
): RegistrationProblem[] {
  const problems = new Problems('dueDiligence');
  const form = draft.dueDilligenceForm;
  for (const field of ['government', 'lawsuits', 'taxPayers'] as const)
    if (form[field] === null) problems.add(`dueDilligenceForm.${field}`, 'answer');
  if (form.government) problems.required('dueDilligenceForm.governmentDetails', form.governmentDetails);
  if (form.lawsuits) problems.required('dueDilligenceForm.lawsuitsDetails', form.lawsuitsDetails);
  checkAdditionalQuestions(problems, draft, options);
  return problems.list;
}

/**
 * The business additional questions (spec 01 §3): each answered; a yes to `businessAnotherAccount` needs its details;
 * `controlAccount` 2 needs the controlling person's name and a date that is not in the future.
 */
function checkAdditionalQuestions(
  problems: Problems,
  draft: BusinessRegistrationDraft,
  options: RegistrationRuleOptions,
) {
  const answers = draft.additionalQuestionAnswers ?? [];
  const known: readonly string[] = ADDITIONAL_QUESTION_IDS.business;
  answers.forEach((answer, index) => {
    if (!known.includes(answer.questionId))
      problems.add(`additionalQuestionAnswers.${index}`, 'unknownQuestion');
  });
  for (const id of ADDITIONAL_QUESTION_IDS.business) {
    const path = `additionalQuestionAnswers.${id}`;
    const answer = answers.find((candidate) => candidate.questionId === id);
    if (id === 'businessAnotherAccount') {
      if (answer?.answer !== 'yes' && answer?.answer !== 'no') problems.add(`${path}.answer`, 'answer');
      else if (answer.answer === 'yes') problems.required(`${path}.details`, answer.details);
      continue;
    }
    const value = Number(answer?.answer);
    if (!answer || !CONTROL_ACCOUNT_VALUES.map(String).includes(answer.answer))
      problems.add(`${path}.answer`, 'chooseAnswer');
    else if (value === CONTROL_ACCOUNT_WITH_FOLLOW_UP) {
      problems.required(`${path}.name`, answer.name);
      if (problems.required(`${path}.date`, answer.date)) {
        if (yearsSince(answer.date, options.today) === undefined) problems.add(`${path}.date`, 'date');
        else if (answer.date > options.today.toISOString().slice(0, 10))
          problems.add(`${path}.date`, 'futureDate');
      }
    }
  }
}

/** The answers as they are kept: only what the answer asks for (a no keeps no details, a 1 no name or date). */
export function keptQuestionAnswers(draft: BusinessRegistrationDraft): AdditionalQuestionAnswer[] {
  return (draft.additionalQuestionAnswers ?? []).map((answer) => {
    const details = answer.answer === 'yes' ? answer.details.trim() : '';
    const followUp =
      answer.questionId === 'controlAccount' && Number(answer.answer) === CONTROL_ACCOUNT_WITH_FOLLOW_UP;
    return {
      questionId: answer.questionId,
      answer: answer.answer,
      details,
      name: followUp ? answer.name.trim() : '',
      date: followUp ? answer.date : '',
    };
  });
}

function checkLegal(draft: BusinessRegistrationDraft): RegistrationProblem[] {
  const problems = new Problems('legal');
  if (!draft.legalForm.terms) problems.add('legalForm.terms', 'accept');
  if (!draft.legalForm.authorizedCompanyRepresentative)
    problems.add('legalForm.authorizedCompanyRepresentative', 'accept');
  return problems.list;
}

/** A person's own fields (spec 03 §5 "persons need valid fields"), reported in the hub that lists them. */
function checkPerson(problems: Problems, person: RegistrationPerson, options: RegistrationRuleOptions) {
  const path = `persons.${person.id}`;
  problems.required(`${path}.firstName`, person.firstName);
  problems.required(`${path}.lastName`, person.lastName);
  if (problems.required(`${path}.birthday`, person.birthday)) {
    const age = yearsSince(person.birthday, options.today);
    if (age === undefined || age > 120) problems.add(`${path}.birthday`, 'date');
    else if (age < 18) problems.add(`${path}.birthday`, 'adult');
  }
  if (problems.required(`${path}.email`, person.email) && !isEmail(person.email.trim()))
    problems.add(`${path}.email`, 'email');
  checkPhone(problems, `${path}.phone`, person.phoneCountryCode, person.phone);
  checkAddress(problems, `${path}.address`, person.address);
}

/**
 * A company's own fields and directors, wherever it appears (spec 03 §5 "A company shareholder needs at least one
 * director", held for a company director or owner too: a company acts through a person).
 */
function checkCompany(
  problems: Problems,
  company: RegistrationCompany,
  persons: ReadonlyMap<string, RegistrationPerson>,
  options: RegistrationRuleOptions,
) {
  const path = `companies.${company.id}`;
  problems.required(`${path}.name`, company.name);
  problems.required(`${path}.registrationCountryCode`, company.registrationCountryCode);
  problems.required(`${path}.registrationNumber`, company.registrationNumber);
  if (company.directorIds.length === 0) problems.add(`${path}.directorIds`, 'companyDirector');
  company.directorIds.forEach((id, index) => {
    const director = persons.get(id);
    if (!director) problems.add(`${path}.directorIds.${index}`, 'unknownPerson');
    else checkPerson(problems, director, options);
  });
}

/** The directors' or the owners' hub: each a valid person or company of the draft. */
function checkRole(
  problems: Problems,
  draft: BusinessRegistrationDraft,
  role: 'directors' | 'owners',
  options: RegistrationRuleOptions,
) {
  const persons = new Map(draft.persons.map((person) => [person.id, person]));
  draft[role].forEach((id, index) => {
    const member = roleMember(draft, id);
    if (!member) problems.add(`${role}.${index}`, 'unknownMember');
    else if (member.kind === 'person') checkPerson(problems, member.person, options);
    else checkCompany(problems, member.company, persons, options);
  });
}

function checkDirectors(draft: BusinessRegistrationDraft, options: RegistrationRuleOptions) {
  const problems = new Problems('directors');
  // spec 03 §5 "At least one director": a company director counts.
  if (draft.directors.length === 0) problems.add('directors', 'noDirector');
  checkRole(problems, draft, 'directors', options);
  return problems.list;
}

function checkOwners(draft: BusinessRegistrationDraft, options: RegistrationRuleOptions) {
  const problems = new Problems('owners');
  checkRole(problems, draft, 'owners', options);
  return problems.list;
}

function checkShareholders(draft: BusinessRegistrationDraft, options: RegistrationRuleOptions) {
  const problems = new Problems('shareholders');
  const persons = new Map(draft.persons.map((person) => [person.id, person]));
  const companies = new Map(draft.companies.map((company) => [company.id, company]));
  if (draft.shareholders.length === 0) problems.add('shareholders', 'noShareholder');
  const checkLevel = (level: readonly ShareholderNode[], path: string) => {
    if (level.length > 0 && !isValidLevelTotal(level)) problems.add(path, 'levelTotal');
    level.forEach((node, index) => {
      const nodePath = `${path}.${index}`;
      if (!isValidShare(node.share)) problems.add(`${nodePath}.share`, 'shareRange');
      if (node.kind === 'person') {
        const person = persons.get(node.refId);
        if (!person) problems.add(`${nodePath}.refId`, 'unknownPerson');
        else checkPerson(problems, person, options);
        if (node.children.length > 0) problems.add(`${nodePath}.children`, 'personShareholderChildren');
        return;
      }
      const company = companies.get(node.refId);
      if (!company) return problems.add(`${nodePath}.refId`, 'unknownCompany');
      // A company shareholder needs a director and valid nested shares (spec 03 §5).
      checkCompany(problems, company, persons, options);
      if (node.children.length === 0) problems.add(`${nodePath}.children`, 'levelTotal');
      checkLevel(node.children, `${nodePath}.children`);
    });
  };
  checkLevel(draft.shareholders, 'shareholders');
  if (options.sourceOfWealthEnable)
    for (const [id, total] of personTotals(draft.shareholders)) {
      const person = persons.get(id);
      if (!person || !needsSourceDetails(total)) continue;
      if (person.sourceOfFunds.length === 0) problems.add(`persons.${id}.sourceOfFunds`, 'sourceOfFunds');
      else if (person.sourceOfFunds.some((source) => blank(person.sourceDetails[String(source)])))
        problems.add(`persons.${id}.sourceDetails`, 'sourceDetails');
    }
  return problems.list;
}

function checkUsers(draft: BusinessRegistrationDraft, options: RegistrationRuleOptions) {
  const problems = new Problems('users');
  const users = draft.persons.filter((person) => person.isUser);
  for (const user of users) {
    checkPerson(problems, user, options);
    if (user.accessRights === ACCESS_RIGHTS.none)
      problems.add(`persons.${user.id}.accessRights`, 'noUserRights');
    else if (!(USER_ACCESS_RIGHTS as readonly number[]).includes(user.accessRights))
      problems.add(`persons.${user.id}.accessRights`, 'rightNotOffered');
  }
  if (!users.some((user) => user.accessRights === ACCESS_RIGHTS.full))
    problems.add('users', 'noFullAccessUser');
  return problems.list;
}

/** Every problem of the draft, section by section; empty when it may be sent. */
export function registrationProblems(
  draft: BusinessRegistrationDraft,
  options: RegistrationRuleOptions,
): RegistrationProblem[] {
  return [
    ...checkGeneral(draft, options),
    ...checkFinancial(draft),
    ...checkDueDiligence(draft, options),
    ...checkLegal(draft),
    ...checkDirectors(draft, options),
    ...checkShareholders(draft, options),
    ...checkOwners(draft, options),
    ...checkUsers(draft, options),
  ];
}

/** Each section flagged good or bad (spec 03 §4); submission only when all are good. */
export function sectionStatus(
  problems: readonly RegistrationProblem[],
): Record<RegistrationSection, 'good' | 'bad'> {
  const bad = new Set(problems.map((problem) => problem.section));
  return Object.fromEntries(
    REGISTRATION_SECTIONS.map((section) => [section, bad.has(section) ? 'bad' : 'good']),
  ) as Record<RegistrationSection, 'good' | 'bad'>;
}

/** A problem as a line of the sandbox's validation errors (`path: text`, spec 01 §8). */
export function problemLine(problem: RegistrationProblem): string {
  return `${problem.path}: ${REGISTRATION_PROBLEM_TEXTS[problem.key]}`;
}

/** What only the sandbox can know refuses a draft (taken e-mails, a registered company, a failed human check). */
export const REGISTRATION_REFUSAL_TEXTS = {
  emailTaken: 'is already registered; sign in or reset the password',
  userEmailTaken: 'already has an account that is not an employee login',
  userEmailTwice: 'is given to two users',
  companyRegistered: 'a company with this registration number is already registered',
  captcha: 'the human check failed or expired; solve it again',
  blacklisted: 'cannot be registered',
} as const;
export type RegistrationRefusalKey = keyof typeof REGISTRATION_REFUSAL_TEXTS;

/**
 * A refusal line of the sandbox (`path: text`) read back into its path and key, so the wizard can say it in the
 * customer's language; undefined for a line it does not know (shown as sent).
 */
export function readRefusalLine(
  line: string,
): { path: string; key: RegistrationProblemKey | RegistrationRefusalKey } | undefined {
  const match = /^([^:\s]+): (.+)$/.exec(line);
  if (!match) return undefined;
  const [, path, text] = match as unknown as [string, string, string];
  const texts: Record<string, string> = { ...REGISTRATION_PROBLEM_TEXTS, ...REGISTRATION_REFUSAL_TEXTS };
  const key = Object.keys(texts).find((candidate) => texts[candidate] === text);
  return key ? { path, key: key as RegistrationProblemKey | RegistrationRefusalKey } : undefined;
}
