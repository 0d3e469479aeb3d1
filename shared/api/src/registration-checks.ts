import { ACCESS_RIGHTS } from './catalogue/transfers';
import {
  ADDITIONAL_QUESTION_IDS,
  CONTROL_ACCOUNT_VALUES,
  CONTROL_ACCOUNT_WITH_FOLLOW_UP,
} from './catalogue/dictionaries';
import {
  type AdditionalQuestionAnswer,
  type BusinessRegistrationDraft,
  type RegistrationAddress,
  type RegistrationCompany,
  type RegistrationPerson,
  type ShareholderNode,
} from './catalogue/registration';
import { sign } from './decimal';
import { isEmail, passwordProblem } from './validation';
import {
  REGISTRATION_SECTIONS,
  type RegistrationSection,
  REGISTRATION_PROBLEM_TEXTS,
  type RegistrationProblemKey,
  type RegistrationProblem,
  type RegistrationRuleOptions,
  USER_ACCESS_RIGHTS,
  roleMember,
} from './registration-draft';
import {
  decimalOrNull,
  isValidShare,
  isValidLevelTotal,
  personTotals,
  needsSourceDetails,
} from './registration-shares';

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
