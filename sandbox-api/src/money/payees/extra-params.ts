import type { ExternalTransferType, ExtraParam } from '@portal/api/catalogue';
import { eftSchemeOf } from '../payee-countries';
import { bankList } from '../banks';
import { INSTANT_KEY_TYPES } from './instant';
import { labelOf, type LabelKey } from './labels';

/**
 * The extra parameters of an external transfer (spec 02 §3 "Extra parameters", §7 "Extra params (customerType)"):
 * what the payee's country and scheme ask for besides the payee fields, per kind and country, and one more for
 * business customers. Labels come in the request's language (labels.ts).
 */

/** Business customers (customerType 1) state their registration number on wires, as correspondents require. */
const BUSINESS_CUSTOMER_TYPE = 1;

function text(name: LabelKey, pattern: string, lang: string, required = true): ExtraParam {
  return { name, label: labelOf(name, lang), type: 'text', required, pattern };
}

function select(
  name: LabelKey,
  options: { value: string; label: string; extraParams?: ExtraParam[] }[],
  lang: string,
): ExtraParam {
  return { name, label: labelOf(name, lang), type: 'select', required: true, options };
}

const option = (value: LabelKey, lang: string, extraParams?: ExtraParam[]) => ({
  value,
  label: labelOf(value, lang),
  ...(extraParams ? { extraParams } : {}),
});

/** The purposes of a wire; `other` asks for the purpose in words (nested, spec 02 §5). */
const WIRE_PURPOSES = ['goods', 'services', 'salary', 'family', 'investment'] as const;

/** spec 02 §7 "Extra params (customerType)" of one kind to one country; none when the kind needs none there. */
export function extraParamsFor(
  type: ExternalTransferType,
  countryCode: string,
  customerType: number,
  lang = 'en',
): ExtraParam[] {
  switch (type) {
    case 'wire':
      return [
        select(
          'purposeOfPayment',
          [
            ...WIRE_PURPOSES.map((purpose) => option(purpose, lang)),
            option('other', lang, [text('purposeDetails', '\\S[\\s\\S]{3,138}\\S', lang)]),
          ],
          lang,
        ),
        ...(customerType === BUSINESS_CUSTOMER_TYPE
          ? [text('companyRegistrationNumber', '[A-Za-z0-9][A-Za-z0-9 ./-]{2,28}[A-Za-z0-9]', lang)]
          : []),
      ];
    case 'eft':
      switch (eftSchemeOf(countryCode)) {
        case 'ach':
          return [
            text('routingNumber', '\\d{9}', lang),
            select('accountType', [option('checking', lang), option('savings', lang)], lang),
          ];
        case 'fasterPayments':
          return [text('sortCode', '\\d{2}-?\\d{2}-?\\d{2}', lang)];
        case 'canada':
          return [text('institutionNumber', '\\d{3}', lang), text('transitNumber', '\\d{5}', lang)];
        case 'bankBranch':
          return [
            select(
              'bankCode',
              bankList(countryCode).map((bank) => ({ value: bank.code, label: bank.name })),
              lang,
            ),
            // Its options depend on the bank: the eft branch lookup answers them (spec 02 §7).
            {
              name: 'branchCode',
              label: labelOf('branchCode', lang),
              type: 'select',
              required: true,
              lookup: 'eftBranch',
            },
            ...(countryCode === 'BR' ? [text('beneficiaryTaxId', '\\d{11}|\\d{14}', lang)] : []),
          ];
        default:
          return [];
      }
    case 'instant_payment':
      return countryCode === 'BR'
        ? [
            select(
              'instantKeyType',
              INSTANT_KEY_TYPES.map((key) => option(key, lang)),
              lang,
            ),
          ]
        : [];
    default:
      return [];
  }
}

/**
 * The `name: reason` lines of the values given for these parameters (spec 02 §5 "only the extra parameters
 * without options are used, plus those nested inside options"): a select takes one of its options, and only the
 * parameters nested in the chosen option count; a text matches its pattern as a whole; required ones are present.
 * A select whose options come from a lookup (branchCode) is checked against the lookup by the caller.
 */
export function extraParamProblems(
  params: readonly ExtraParam[],
  valueOf: (name: string) => string | undefined,
): string[] {
  const lines: string[] = [];
  for (const param of params) {
    const value = valueOf(param.name)?.trim() ?? '';
    if (value === '') {
      if (param.required) lines.push(`${param.name}: is required`);
      continue;
    }
    if (param.options) {
      const chosen = param.options.find((candidate) => candidate.value === value);
      if (!chosen) {
        lines.push(
          `${param.name}: must be one of ${param.options.map((candidate) => candidate.value).join(', ')}`,
        );
        continue;
      }
      lines.push(...extraParamProblems(chosen.extraParams ?? [], valueOf));
      continue;
    }
    if (param.pattern !== undefined && !new RegExp(`^(?:${param.pattern})$`).test(value))
      lines.push(`${param.name}: does not have the expected format`);
  }
  return lines;
}
