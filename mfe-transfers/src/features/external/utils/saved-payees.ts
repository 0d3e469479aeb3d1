import type { Beneficiary, RecentTransferDetails } from '@portal/api/catalogue';
import { EXTERNAL_TRANSFER_TYPES, type ExternalTransferType } from '@portal/api/catalogue';
import { normalizeIban } from '@portal/api/transfers';
import { EMPTY_PAYEE, PAYEE_FIELDS, type ExternalFormValues, type PayeeField } from './form-values';

/** spec 02 §3: a wireStatus or eftStatus of 1 or 2 counts as valid. */
const VALID_STATUSES = [1, 2];

/**
 * Whether a template can be used: a wire template by its wireStatus, an eft one by its eftStatus; other kinds by
 * whichever status they carry, and usable when they carry none.
 */
export function isUsableBeneficiary(beneficiary: Beneficiary): boolean {
  const status =
    beneficiary.type === 'wire'
      ? beneficiary.wireStatus
      : beneficiary.type === 'eft'
        ? beneficiary.eftStatus
        : (beneficiary.wireStatus ?? beneficiary.eftStatus);
  if (status === undefined || status === null)
    return beneficiary.type !== 'wire' && beneficiary.type !== 'eft';
  return VALID_STATUSES.includes(Number(status));
}

export function isExternalType(type: string): type is ExternalTransferType {
  return (EXTERNAL_TRANSFER_TYPES as readonly string[]).includes(type);
}

/** Keys of a transfer's details that are not payee fields nor extra parameters. */
const FORM_KEYS = [
  'countryCode',
  'accountId',
  'fromAccountId',
  'amount',
  'currency',
  'currencyCode',
  'reference',
];

/**
 * The form filled from a saved payee or a past transfer's details: the payee fields by name, everything else
 * (but the form's own keys) as extra parameters; what the user already chose stays where the details are silent.
 */
export function fillFromDetails(
  current: ExternalFormValues,
  type: ExternalTransferType,
  details: Readonly<Record<string, unknown>>,
  extra: { countryCode?: string; accountId?: string; amount?: string; reference?: string },
): ExternalFormValues {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const payee = { ...EMPTY_PAYEE };
  const extraParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if ((PAYEE_FIELDS as readonly string[]).includes(key)) payee[key as PayeeField] = text(value);
    else if (!FORM_KEYS.includes(key)) extraParams[key] = text(value);
  }
  if (payee.iban) payee.iban = normalizeIban(payee.iban);
  return {
    ...current,
    type,
    countryCode: extra.countryCode || text(details.countryCode) || current.countryCode,
    accountId: extra.accountId ?? current.accountId,
    amount: extra.amount ?? current.amount,
    reference: extra.reference ?? current.reference,
    instantHolderConfirmed: false,
    saveTemplate: false,
    templateName: '',
    payee,
    extraParams,
  };
}

/** Which notices a past transfer's details call for (spec 02 §3 "Transaction detail"). */
export function detailsNotices(
  details: RecentTransferDetails,
): ('extraParamsChanged' | 'addressOutdated' | 'requirements')[] {
  const notices: ('extraParamsChanged' | 'addressOutdated' | 'requirements')[] = [];
  if (details.isExtraParamsValid === false) notices.push('extraParamsChanged');
  if (details.isCustomerAddressDateValid === false) notices.push('addressOutdated');
  if (details.hasRequirements === true) notices.push('requirements');
  return notices;
}
