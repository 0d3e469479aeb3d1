import type { TaxIdEntry, TinMissingReason } from './catalogue/tax-certification';
import { TIN_MISSING_REASONS } from './catalogue/tax-certification';
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
export const COUNTRY_CODE = /^[A-Z]{2}$/;

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
