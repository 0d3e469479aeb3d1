import type { PersonalTaxCertificationFields } from './catalogue/tax-certification';
import {
  type TaxIdFormEntry,
  emptyTaxIdEntry,
  taxIdPayload,
  withUSTaxId,
  TAX_RULE_TEXTS,
  taxIdProblems,
  usTaxIdProblems,
} from './tax-certification-ids';

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
