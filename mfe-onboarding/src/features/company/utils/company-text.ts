import type { TFunction } from 'i18next';
import { POSITION_IDS, type CompanyAddress, type RepresentativeRole } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';

/** Numeric strings come back as numbers (spec 03 §5), so every text field is read as text, blank when missing. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A document status by its name (spec 03 §3); `null` is a document that was not asked for. */
export function statusName(t: TFunction, statusId: number | null | undefined): string {
  if (statusId === null || statusId === undefined) return t('company.documentStatus.notAsked');
  return t(`company.documentStatus.${statusId}`, {
    defaultValue: t('company.documentStatus.unknown', { id: statusId }),
  });
}

export const yesNo = (t: TFunction, value: boolean) => t(value ? 'company.yes' : 'company.no');

/** An access right's name (spec 03 §6), in the page's language; the server's name for one this page does not know. */
export const rightName = (t: TFunction, id: number, fallback = String(id)) =>
  t(`company.rights.${id}`, { defaultValue: fallback });

/** spec 03 §3 "Representative and resolution": 2 director; 6 and 9 shareholder; 8 owner; any other authorised user. */
export function rolesOf(positionIds: readonly number[]): RepresentativeRole[] {
  const roles = new Set<RepresentativeRole>();
  for (const id of positionIds) {
    if (id === POSITION_IDS.director) roles.add('director');
    else if (id === POSITION_IDS.shareholder || id === POSITION_IDS.shareholderCompany)
      roles.add('shareholder');
    else if (id === POSITION_IDS.owner) roles.add('owner');
    else roles.add('authorisedUser');
  }
  return [...roles];
}

/** An address on one line: street, city and postal code, state and country, as far as known. */
export function addressLine(
  address: Pick<CompanyAddress, 'address1' | 'address2' | 'city' | 'postalCode' | 'countryCode'> & {
    stateName?: string;
    stateCode?: string;
  },
): string {
  return [
    address.address1,
    address.address2,
    address.city,
    address.postalCode,
    address.stateName || address.stateCode,
    address.countryCode,
  ]
    .map(textOf)
    .filter(Boolean)
    .join(', ');
}

/** A share in percent as the language writes it, at most two decimals ("33.33", "33,33"). */
export function shareText(value: unknown, language: string): string {
  const share = Number(value);
  if (value === null || value === undefined || Number.isNaN(share)) return textOf(value);
  return new Intl.NumberFormat(language === 'ua' ? 'uk' : language, { maximumFractionDigits: 2 }).format(
    share,
  );
}

/**
 * What a refused call says, line by line: the server's validation lines or its description (spec 03 §8), or the
 * translation of a failure the client names itself (network, no answer) from the `common` namespace.
 */
export function failureLines(error: unknown, t: TFunction): string[] {
  if (error instanceof ApiError) {
    if (error.validationErrors.length > 0) return error.validationErrors;
    return [error.textKey ? t(error.textKey, { ns: 'common', defaultValue: error.message }) : error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}
