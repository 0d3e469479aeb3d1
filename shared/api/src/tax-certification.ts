/**
 * The tax self-certification's rules (spec 03 §5 "Tax ID", §3 "Tax certification (FATCA/CRS)"; issue 30 item 5), in
 * one place for the portal's forms and the sandbox's checks: which tax ids are required, what a tax-id entry sends,
 * the US id a US taxpayer needs, which business question shows after which answer, when controlling persons are
 * needed, which forms go with a certification and what the customer's self-certification state is.
 */
import type { TaxCertificationInfo, TaxWForm } from './catalogue/tax-certification';
import type { VerificationStatus } from './catalogue/verification';

export * from './tax-certification-ids';
export * from './tax-certification-personal';
export * from './tax-certification-business';

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
