import type {
  BusinessTaxQuestion,
  BusinessTaxQuestions,
  ControllingPerson,
  TaxEntityType,
  UpdateBusinessTaxCertificationRequest,
} from './catalogue/tax-certification';
import { TAX_ENTITY_TYPES } from './catalogue/tax-certification';
import {
  type TaxIdFormEntry,
  emptyTaxIdEntry,
  taxIdPayload,
  withUSTaxId,
  COUNTRY_CODE,
  TAX_RULE_TEXTS,
  taxIdProblems,
  usTaxIdProblems,
} from './tax-certification-ids';

// --- a company's questions (spec 03 §3 "Questions") ----------------------------------------------------------

/** The answers the questions depend on. */
export type BusinessAnswers = { entityType: TaxEntityType | '' | null } & Partial<
  Record<BusinessTaxQuestion, string | boolean | null>
>;

/** Every business question, in the spec's order (spec 03 §3 "Questions"). */
export const ALL_BUSINESS_QUESTIONS: readonly BusinessTaxQuestion[] = [
  'giin',
  'giinMissingReason',
  'isFinancialInstitution',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'companySecurityMarket',
  'companyTicket',
  'isOwnPubliclyTradedCompany',
  'companyOwnedByYouSecurityMarket',
  'companyOwnedByYouSecurityName',
  'companyOwnedByYouSecurityTicket',
  'isEarnPassiveIncome',
];

const GIIN_QUESTIONS: readonly BusinessTaxQuestion[] = ['giin', 'giinMissingReason'];
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Which questions show, in order, after the answers given (ours, after the CRS and FATCA entity classification):
 * - a financial institution gives its GIIN (or why it has none) and says whether it holds client funds;
 * - an investment entity says whether a financial institution manages it: then it is one, and gives its GIIN;
 *   otherwise it is a passive entity;
 * - a general company says whether it is a financial institution all the same (then as one), else whether it is
 *   publicly traded (market and ticker), else whether it belongs to a publicly traded company (its market, name and
 *   ticker), else whether most of its income is passive.
 * The GIIN's missing reason shows only while the GIIN is blank.
 */
export function visibleBusinessQuestions(answers: BusinessAnswers): BusinessTaxQuestion[] {
  const shown: BusinessTaxQuestion[] = [];
  const giin = () => {
    shown.push('giin');
    if (blank(answers.giin)) shown.push('giinMissingReason');
  };
  switch (answers.entityType) {
    case 'financial-institution':
      giin();
      shown.push('isUsingClientFunds');
      break;
    case 'investment':
      shown.push('isManagedByFinancialInstitution');
      if (answers.isManagedByFinancialInstitution === true) giin();
      break;
    case 'general':
      shown.push('isFinancialInstitution');
      if (answers.isFinancialInstitution === true) {
        giin();
        shown.push('isUsingClientFunds');
        break;
      }
      if (answers.isFinancialInstitution !== false) break;
      shown.push('isPubliclyTraded');
      if (answers.isPubliclyTraded === true) {
        shown.push('companySecurityMarket', 'companyTicket');
        break;
      }
      if (answers.isPubliclyTraded !== false) break;
      shown.push('isOwnPubliclyTradedCompany');
      if (answers.isOwnPubliclyTradedCompany === true) {
        shown.push(
          'companyOwnedByYouSecurityMarket',
          'companyOwnedByYouSecurityName',
          'companyOwnedByYouSecurityTicket',
        );
        break;
      }
      if (answers.isOwnPubliclyTradedCompany === false) shown.push('isEarnPassiveIncome');
      break;
    default:
      break;
  }
  return shown;
}

/** The yes-or-no questions; the others are text. */
export const BOOLEAN_BUSINESS_QUESTIONS: ReadonlySet<BusinessTaxQuestion> = new Set([
  'isFinancialInstitution',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'isOwnPubliclyTradedCompany',
  'isEarnPassiveIncome',
]);

/**
 * A passive non-financial entity names its controlling persons (CRS): an investment entity no financial institution
 * manages, or a general company, not listed nor owned by a listed one, whose income is mostly passive.
 */
export function needsControllingPersons(answers: BusinessAnswers): boolean {
  if (answers.entityType === 'investment') return answers.isManagedByFinancialInstitution === false;
  if (answers.entityType !== 'general') return false;
  const shown = visibleBusinessQuestions(answers);
  return shown.includes('isEarnPassiveIncome') && answers.isEarnPassiveIncome === true;
}

/** GIIN: six, five, two and three characters (FATCA's format). */
export const GIIN_PATTERN = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.[0-9]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 200;

function controllingPersonProblems(persons: readonly ControllingPerson[], today: string): string[] {
  const T = TAX_RULE_TEXTS;
  return persons.flatMap((person, index) => {
    const at = `controllingPersons[${index}]`;
    const lines: string[] = [];
    if (blank(person.firstName)) lines.push(`${at}.firstName: ${T.required}`);
    if (blank(person.lastName)) lines.push(`${at}.lastName: ${T.required}`);
    if (
      !DAY.test(person.birthDate ?? '') ||
      Number.isNaN(Date.parse(person.birthDate)) ||
      person.birthDate >= today
    )
      lines.push(`${at}.birthDate: ${T.birthDate}`);
    if (!COUNTRY_CODE.test(person.residenceCountryCode ?? ''))
      lines.push(`${at}.residenceCountryCode: ${T.country}`);
    lines.push(...taxIdProblems(person.taxIds ?? [], 'personal', `${at}.taxIds`));
    return lines;
  });
}

/** The sandbox's check of a company's update (spec 03 §3, §5): TA1 lines, none when it may be kept. */
export function businessTaxProblems(request: UpdateBusinessTaxCertificationRequest, today: string): string[] {
  const T = TAX_RULE_TEXTS;
  const lines: string[] = [];
  if (!COUNTRY_CODE.test(request.registrationCountryCode ?? ''))
    lines.push(`registrationCountryCode: ${T.country}`);
  if (!TAX_ENTITY_TYPES.includes(request.entityType)) lines.push(`entityType: ${T.required}`);
  const shown = new Set(visibleBusinessQuestions(request));
  for (const question of ALL_BUSINESS_QUESTIONS) {
    const value = request[question];
    const given = value !== undefined && value !== null;
    if (!shown.has(question)) {
      if (given) lines.push(`${question}: ${T.hidden}`);
      continue;
    }
    if (BOOLEAN_BUSINESS_QUESTIONS.has(question)) {
      if (typeof value !== 'boolean') lines.push(`${question}: ${T.required}`);
    } else if (blank(value)) {
      // The GIIN may be left blank when its missing reason is given.
      if (!GIIN_QUESTIONS.includes(question) || question === 'giinMissingReason')
        lines.push(`${question}: ${T.required}`);
    } else if (String(value).length > TEXT_MAX)
      lines.push(`${question}: must be at most ${TEXT_MAX} characters`);
    else if (question === 'giin' && !GIIN_PATTERN.test(String(value))) lines.push(`giin: ${T.giin}`);
  }
  const persons = request.controllingPersons ?? [];
  if (needsControllingPersons(request)) {
    if (persons.length === 0) lines.push(`controllingPersons: ${T.controllingPersons}`);
    lines.push(...controllingPersonProblems(persons, today));
  } else if (persons.length > 0) lines.push(`controllingPersons: ${T.noControllingPersons}`);
  lines.push(...taxIdProblems(request.taxIds ?? [], 'business'));
  lines.push(...usTaxIdProblems(request.taxIds ?? [], request.isUSTaxPayer));
  return lines;
}

/** A controlling person as the form holds them. */
export interface ControllingPersonForm {
  firstName: string;
  lastName: string;
  birthDate: string;
  residenceCountryCode: string;
  taxIds: TaxIdFormEntry[];
}

/** A company's form as the page holds it: every question, answered or not ('' for an unanswered one). */
export interface BusinessTaxForm {
  registrationCountryCode: string;
  entityType: TaxEntityType | '';
  answers: Record<BusinessTaxQuestion, string | boolean | ''>;
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  placeOfBusinessAddressId: string;
  registeredAddressId: string;
  controllingPersons: ControllingPersonForm[];
  taxIds: TaxIdFormEntry[];
}

/**
 * The payload of a company's update: only the questions shown are sent (a hidden one's answer is dropped), the
 * controlling persons only of a passive entity, and the tax-id rules of spec 03 §5 applied.
 */
export function businessTaxPayload(form: BusinessTaxForm): UpdateBusinessTaxCertificationRequest {
  const answers: BusinessAnswers = { entityType: form.entityType };
  for (const question of ALL_BUSINESS_QUESTIONS) {
    const value = form.answers[question];
    answers[question] = value === '' ? null : value;
  }
  const payload: UpdateBusinessTaxCertificationRequest = {
    registrationCountryCode: form.registrationCountryCode,
    entityType: form.entityType as TaxEntityType,
    hasUSIndicia: form.hasUSIndicia,
    isUSTaxPayer: form.isUSTaxPayer,
    controllingPersons: [],
    taxIds: withUSTaxId(form.taxIds, form.isUSTaxPayer, emptyTaxIdEntry).map(taxIdPayload),
  };
  const questions: Partial<BusinessTaxQuestions> = {};
  for (const question of visibleBusinessQuestions(answers)) {
    const value = answers[question];
    if (value === null || value === undefined) continue;
    (questions as Record<string, unknown>)[question] = typeof value === 'string' ? value.trim() : value;
  }
  Object.assign(payload, questions);
  if (form.placeOfBusinessAddressId) payload.placeOfBusinessAddressId = Number(form.placeOfBusinessAddressId);
  if (form.registeredAddressId) payload.registeredAddressId = Number(form.registeredAddressId);
  if (needsControllingPersons(answers))
    payload.controllingPersons = form.controllingPersons.map((person) => ({
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      birthDate: person.birthDate,
      residenceCountryCode: person.residenceCountryCode,
      taxIds: person.taxIds.map(taxIdPayload),
    }));
  return payload;
}
