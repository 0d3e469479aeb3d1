/**
 * When a company must act (spec 03 §5 "Company action is required", "A representative needs action"): the company
 * menu item is highlighted and the company page says what is missing. Shared by the shell's menu and the company page.
 */
import type { CompanyInfo, Representative } from './catalogue/company';

/** Document statuses that need nothing more of the customer (spec 03 §5): 1 and 2. */
const SETTLED = new Set([1, 2]);
/** An address's documents are fine in status 0 or 2 (spec 03 §5). */
const ADDRESS_SETTLED = new Set([0, 2]);

/** A representative needs action when an address, identity or control document status is set but not 1 or 2. */
export function representativeNeedsAction(representative: Representative): boolean {
  return [
    representative.addressDocumentStatus,
    representative.identityDocumentStatus,
    representative.controlDocumentStatus,
  ].some((status) => status !== null && !SETTLED.has(status));
}

/** The fields of spec 03 §5 that may not be empty, as keys of {@link CompanyInfo} (the phone by its number). */
export const COMPANY_REQUIRED_FIELDS = [
  'name',
  'registrationCountryCode',
  'tradingName',
  'email',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
  'phone',
  'website',
] as const;

export type CompanyActionReason =
  | { kind: 'document'; documentId: number }
  | { kind: 'address'; addressId: number }
  | { kind: 'representative'; representativeId: number }
  | { kind: 'field'; field: (typeof COMPANY_REQUIRED_FIELDS)[number] };

/** Why the company must act; empty when it need not (spec 03 §5). */
export function companyActionReasons(
  info: CompanyInfo,
  representatives: readonly Representative[],
): CompanyActionReason[] {
  const reasons: CompanyActionReason[] = [];
  for (const document of [
    ...info.corporateDocuments,
    ...info.additionalDocuments,
    ...info.sourceOfWealthDocuments,
  ])
    if (!SETTLED.has(document.statusId)) reasons.push({ kind: 'document', documentId: document.id });
  for (const address of info.addresses)
    if (
      address.uploadedDocuments.length === 0 ||
      address.uploadedDocuments.some((document) => !ADDRESS_SETTLED.has(document.statusId))
    )
      reasons.push({ kind: 'address', addressId: address.addressId });
  for (const representative of representatives)
    if (representativeNeedsAction(representative))
      reasons.push({ kind: 'representative', representativeId: representative.representativeId });
  for (const field of COMPANY_REQUIRED_FIELDS) {
    const value = field === 'phone' ? info.phone?.number : info[field];
    if (!value || !String(value).trim()) reasons.push({ kind: 'field', field });
  }
  return reasons;
}

export function companyActionRequired(
  info: CompanyInfo,
  representatives: readonly Representative[],
): boolean {
  return companyActionReasons(info, representatives).length > 0;
}
