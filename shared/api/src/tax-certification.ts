/**
 * The tax self-certification's rules (spec 03 §5 "Tax ID", §3 "Tax certification (FATCA/CRS)"; issue 30 item 5), in
 * one place for the portal's forms and the sandbox's checks: which tax ids are required, what a tax-id entry sends,
 * the US id a US taxpayer needs, which business question shows after which answer, when controlling persons are
 * needed, which forms go with a certification and what the customer's self-certification state is.
 */
import type {
  BusinessTaxQuestion,
  BusinessTaxQuestions,
  ControllingPerson,
  PersonalTaxCertificationFields,
  TaxCertificationInfo,
  TaxEntityType,
  TaxIdEntry,
  TaxWForm,
  TinMissingReason,
  UpdateBusinessTaxCertificationRequest,
} from './catalogue/tax-certification';
import { TAX_ENTITY_TYPES, TIN_MISSING_REASONS } from './catalogue/tax-certification';
import type { VerificationStatus } from './catalogue/verification';
import { taxIdCountry, type TaxIdNames } from './tax-ids';

/** Whose tax id: a person's (personal, representative, controlling person) or a company's. */
export type TaxSubject = 'personal' | 'business';

/** The identifier's names for a country, or undefined when the table does not list it. */
export function taxIdNamesOf(countryCode: string, subject: TaxSubject): TaxIdNames | undefined {
  return taxIdCountry(countryCode)?.[subject];
}

/** spec 03 §5: required per country by the table; flagged not required, or not listed, means not required. */
export function isTaxIdRequired(countryCode: string, subject: TaxSubject): boolean {
  return taxIdNamesOf(countryCode, subject)?.required ?? false;
}

/** A tax-id row as a form holds it: the no-tax switch and the reason's fields beside the id. */
export interface TaxIdFormEntry {
  countryCode: string;
  taxId: string;
  /** The customer says they have no tax id for this country. */
  noTax: boolean;
  tinMissingReason: TinMissingReason | '';
  tinMissingExplanation: string;
}

export const emptyTaxIdEntry = (countryCode = ''): TaxIdFormEntry => ({
  countryCode,
  taxId: '',
  noTax: false,
  tinMissingReason: '',
  tinMissingExplanation: '',
});

/**
 * What a row sends (spec 03 §5): the missing reason only when no-tax is set, the explanation only for
 * CANNOT_OBTAIN; with no-tax set the id itself is not sent.
 */
export function taxIdPayload(entry: TaxIdFormEntry): TaxIdEntry {
  const countryCode = entry.countryCode.trim().toUpperCase();
  if (!entry.noTax) return { countryCode, taxId: entry.taxId.trim() };
  const payload: TaxIdEntry = { countryCode, taxId: '' };
  if (entry.tinMissingReason) payload.tinMissingReason = entry.tinMissingReason;
  if (entry.tinMissingReason === 'CANNOT_OBTAIN')
    payload.tinMissingExplanation = entry.tinMissingExplanation.trim();
  return payload;
}

/** A kept entry back into a form row. */
export function taxIdFormEntry(entry: TaxIdEntry): TaxIdFormEntry {
  return {
    countryCode: entry.countryCode,
    taxId: entry.taxId ?? '',
    noTax: Boolean(entry.tinMissingReason),
    tinMissingReason: entry.tinMissingReason ?? '',
    tinMissingExplanation: entry.tinMissingExplanation ?? '',
  };
}

/** spec 03 §5: a US id is added when the payer is a US taxpayer and none exists. */
export function withUSTaxId<T extends { countryCode: string }>(
  entries: readonly T[],
  isUSTaxPayer: boolean,
  make: (countryCode: string) => T,
): T[] {
  if (!isUSTaxPayer || entries.some((entry) => entry.countryCode.toUpperCase() === 'US')) return [...entries];
  return [...entries, make('US')];
}

/** The longest explanation kept (ours). */
export const TIN_EXPLANATION_MAX_LENGTH = 500;
/** A tax id: letters, digits and the separators countries print them with (ours). */
export const TAX_ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{1,39}$/u;
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The reasons of the `field: reason` lines (TA1 in the sandbox; the portal words its own). */
export const TAX_RULE_TEXTS = {
  required: 'is required',
  atLeastOne: 'at least one country of tax residence is required',
  country: 'must be a country code of two letters',
  duplicate: 'is given twice',
  taxIdRequired: 'is required for this country; or give the reason there is none',
  taxIdFormat: 'is not a tax identification number',
  reason: `must be one of ${TIN_MISSING_REASONS.join(', ')}`,
  notWithReason: 'must be empty when a reason is given',
  explanationOnly: 'is sent only for CANNOT_OBTAIN',
  tooLong: `must be at most ${TIN_EXPLANATION_MAX_LENGTH} characters`,
  usTaxId: 'a US taxpayer needs a US tax id',
  giin: 'must be a GIIN (XXXXXX.XXXXX.XX.XXX)',
  hidden: 'is not asked with the answers given',
  controllingPersons: 'at least one controlling person is required for a passive entity',
  noControllingPersons: 'are asked only of a passive entity',
  birthDate: 'must be a date YYYY-MM-DD in the past',
  renounced: 'is asked only of a person with US indicia who is not a US taxpayer',
} as const;

/** The `field: reason` lines of a list of tax ids (spec 03 §5), as sent. */
export function taxIdProblems(
  entries: readonly TaxIdEntry[],
  subject: TaxSubject,
  field = 'taxIds',
): string[] {
  const T = TAX_RULE_TEXTS;
  if (entries.length === 0) return [`${field}: ${T.atLeastOne}`];
  const lines: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const at = `${field}[${index}]`;
    const code = entry.countryCode ?? '';
    if (!COUNTRY_CODE.test(code)) lines.push(`${at}.countryCode: ${T.country}`);
    else if (seen.has(code)) lines.push(`${at}.countryCode: ${T.duplicate}`);
    seen.add(code);
    const taxId = (entry.taxId ?? '').trim();
    const reason = entry.tinMissingReason;
    if (reason !== undefined) {
      if (!TIN_MISSING_REASONS.includes(reason)) lines.push(`${at}.tinMissingReason: ${T.reason}`);
      if (taxId) lines.push(`${at}.taxId: ${T.notWithReason}`);
      const explanation = (entry.tinMissingExplanation ?? '').trim();
      if (reason === 'CANNOT_OBTAIN' && !explanation)
        lines.push(`${at}.tinMissingExplanation: ${T.required}`);
      if (reason === 'CANNOT_OBTAIN' && explanation.length > TIN_EXPLANATION_MAX_LENGTH)
        lines.push(`${at}.tinMissingExplanation: ${T.tooLong}`);
      if (reason !== 'CANNOT_OBTAIN' && entry.tinMissingExplanation !== undefined)
        lines.push(`${at}.tinMissingExplanation: ${T.explanationOnly}`);
      return;
    }
    if (entry.tinMissingExplanation !== undefined)
      lines.push(`${at}.tinMissingExplanation: ${T.explanationOnly}`);
    if (!taxId) {
      if (COUNTRY_CODE.test(code) && isTaxIdRequired(code, subject))
        lines.push(`${at}.taxId: ${T.taxIdRequired}`);
    } else if (!TAX_ID_PATTERN.test(taxId)) lines.push(`${at}.taxId: ${T.taxIdFormat}`);
  });
  return lines;
}

/** A US taxpayer's list must hold a US id (spec 03 §5), given or with a reason. */
export function usTaxIdProblems(entries: readonly TaxIdEntry[], isUSTaxPayer: boolean, field = 'taxIds') {
  return isUSTaxPayer && !entries.some((entry) => entry.countryCode === 'US')
    ? [`${field}: ${TAX_RULE_TEXTS.usTaxId}`]
    : [];
}

// --- a person's certification --------------------------------------------------------------------------------

/** Whether the loss-of-nationality question is asked: US indicia without being a US taxpayer (ours). */
export const asksRenouncedCitizenship = (answers: { hasUSIndicia: boolean; isUSTaxPayer: boolean }) =>
  answers.hasUSIndicia && !answers.isUSTaxPayer;

/** A person's form as the pages hold it. */
export interface PersonalTaxForm {
  taxIds: TaxIdFormEntry[];
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  renouncedUSCitizenship: boolean;
}

/** The payload of a person's update, the rules of spec 03 §5 applied (reasons, explanation, the US id). */
export function personalTaxPayload(form: PersonalTaxForm): PersonalTaxCertificationFields {
  const rows = withUSTaxId(form.taxIds, form.isUSTaxPayer, emptyTaxIdEntry);
  const payload: PersonalTaxCertificationFields = {
    taxIds: rows.map(taxIdPayload),
    hasUSIndicia: form.hasUSIndicia,
    isUSTaxPayer: form.isUSTaxPayer,
  };
  if (asksRenouncedCitizenship(form)) payload.renouncedUSCitizenship = form.renouncedUSCitizenship;
  return payload;
}

/** The sandbox's check of a person's update: TA1 lines, none when it may be kept. */
export function personalTaxProblems(request: PersonalTaxCertificationFields): string[] {
  const lines = [
    ...taxIdProblems(request.taxIds, 'personal'),
    ...usTaxIdProblems(request.taxIds, request.isUSTaxPayer),
  ];
  if (request.renouncedUSCitizenship != null && !asksRenouncedCitizenship(request))
    lines.push(`renouncedUSCitizenship: ${TAX_RULE_TEXTS.renounced}`);
  return lines;
}

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

// --- the forms and the state --------------------------------------------------------------------------------

/** The W-form a certification asks for: a W-9 of a US person, else a W-8BEN (spec 03 §3). */
export const requiredWForm = (isUSTaxPayer: boolean): TaxWForm => (isUSTaxPayer ? 'W9' : 'W8BEN');

/** Statuses that ask the customer to act (spec 03 §4 "Required-action count": FATCA none or rejected). */
const ACTION_STATUSES: ReadonlySet<VerificationStatus> = new Set(['none', 'rejected']);
const DONE_STATUSES: ReadonlySet<VerificationStatus> = new Set(['validated', 'notRequired']);

/** A tax-certification action is required: any document none or rejected (personal post-login rule 7). */
export function taxCertificationActionRequired(info: TaxCertificationInfo): boolean {
  return Object.values(info).some((status) => ACTION_STATUSES.has(status));
}

/**
 * The customer's self-certification state (`customers.self_certification`, spec 01 §4 business routing):
 * validated once the certification is validated and every form it asks for is validated (the certificate of loss
 * of nationality may still wait for review); pending once it was submitted; else required.
 */
export function selfCertificationState(info: TaxCertificationInfo): 'validated' | 'pending' | 'required' {
  const certification = info.taxResidencySelfCertificationDocumentStatus;
  if (certification === 'none' || certification === 'rejected' || certification === 'notRequired')
    return 'required';
  const forms = [info.w8BenFormDocumentStatus, info.w9FormDocumentStatus];
  const lossOfNationality = info.certificateOfLossOfNationalityDocumentStatus;
  if (
    certification === 'validated' &&
    forms.every((status) => DONE_STATUSES.has(status)) &&
    !ACTION_STATUSES.has(lossOfNationality)
  )
    return 'validated';
  return 'pending';
}
