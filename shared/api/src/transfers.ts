import {
  ACCESS_RIGHTS,
  EFT_BANK_CODE_COUNTRIES,
  type ExternalTransferType,
  type PermissionFlag,
  type TransferType,
} from '@portal/api/catalogue';

/**
 * Rules of transfers that the portal and the sandbox share (spec 02 §5, §6): IBAN and BIC checks, the eft bank-code
 * countries and the capability groups. The portal offers exactly what these allow and the sandbox refuses the rest,
 * so the two cannot disagree.
 */

/** IBAN length per country (ISO 13616 registry, SWIFT release 2024). */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24,
  ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23,
  ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** An IBAN as it is stored and sent: upper case, no spaces. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN in groups of four, as people read it. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export type IbanProblem = 'empty' | 'format' | 'country' | 'length' | 'checksum';

/**
 * Checks an IBAN (spec 02 §3, issue 5): known country, that country's length, and the ISO 13616 mod-97 check
 * (move the first four characters to the end, letters to 10..35, the number mod 97 is 1). Null when valid.
 */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (iban === '') return 'empty';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'checksum';
}

/** The ISO 9362 BIC shape: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Whether a BIC (SWIFT code) has the ISO 9362 form; spaces are ignored, case is not. */
export function isValidBic(value: string): boolean {
  return BIC_PATTERN.test(value.replace(/\s+/g, ''));
}

/** spec 02 §5: eft to BR, JP, HK and LK needs a bank code and a branch code. */
export function eftNeedsBankCodes(countryCode: string): boolean {
  return (EFT_BANK_CODE_COUNTRIES as readonly string[]).includes(countryCode);
}

/** spec 02 §5 "Card BIN lookup uses the first 6 digits with spaces removed." */
export function binOfCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '').slice(0, 6);
}

// Capability groups (spec 02 §6)

/** What decides the transfer kinds: the customer, the user's access right and the profile permission flags. */
export interface TransferActor {
  /** 0 personal, 1 business. */
  customerType: number;
  accessRight: number;
  permissions: Partial<Record<PermissionFlag, boolean>>;
}

/** The capability groups of spec 02 §6, as kinds of this product. */
export interface TransferCapabilities {
  /** "Own accounts": between accounts and withdrawals to the customer's own external accounts. */
  ownAccounts: readonly TransferType[];
  /** "Other persons": paying someone else. */
  otherPersons: readonly TransferType[];
  /** "Mass": batch kinds (business). */
  mass: readonly TransferType[];
  /** "Funding": digital (crypto) funding. */
  funding: boolean;
  /** Submits go to the company's approval queue (right 3, initiate only; spec 02 §4). */
  initiateOnly: boolean;
  /** The user approves colleagues' requests (business, right 2 full access or 4 confirmed). */
  approves: boolean;
}

const EXTERNAL: readonly ExternalTransferType[] = [
  'wire',
  'eft',
  'oct',
  'crypto_eft',
  'instant_payment',
  'interac',
];

/**
 * The capability groups (spec 02 §6). The spec leaves which right unlocks what; ours, stated once here:
 * - rights 0 (no access), 1 (read) and 5 (uploading, mass files only) send nothing single;
 * - 2 (full), 3 (initiate) and 4 (confirmed) send; 3's submits wait for a colleague's approval;
 * - a settlement sub-account (settlementAccount) moves money between its own accounts only;
 * - a business pays other persons person to person only with sendMoneyUser or sendMoneyPaxumUser;
 * - mass kinds are for business users with right 2, 3 or 5; approving is for business rights 2 and 4.
 */
export function transferCapabilities(actor: TransferActor): TransferCapabilities {
  const { accessRight, permissions } = actor;
  const business = actor.customerType !== 0;
  const sends =
    accessRight === ACCESS_RIGHTS.full ||
    accessRight === ACCESS_RIGHTS.initiate ||
    accessRight === ACCESS_RIGHTS.confirmed;
  const subAccount = permissions.settlementAccount === true;
  const p2pAllowed =
    !business || permissions.sendMoneyUser === true || permissions.sendMoneyPaxumUser === true;
  const ownAccounts: TransferType[] = sends ? ['betweenAccounts', ...(subAccount ? [] : EXTERNAL)] : [];
  const otherPersons: TransferType[] =
    sends && !subAccount ? [...EXTERNAL, ...(p2pAllowed ? (['p2p'] as const) : [])] : [];
  const massRights: number[] = [ACCESS_RIGHTS.full, ACCESS_RIGHTS.initiate, ACCESS_RIGHTS.uploading];
  const mass: TransferType[] =
    business && !subAccount && massRights.includes(accessRight)
      ? [...EXTERNAL.filter((type) => type !== 'instant_payment'), 'p2p']
      : [];
  return {
    ownAccounts,
    otherPersons,
    mass,
    funding: sends,
    initiateOnly: accessRight === ACCESS_RIGHTS.initiate,
    approves: business && (accessRight === ACCESS_RIGHTS.full || accessRight === ACCESS_RIGHTS.confirmed),
  };
}

/** Whether a single transfer of this kind may be sent at all (either group). */
export function canSendTransfer(actor: TransferActor, type: TransferType): boolean {
  const capabilities = transferCapabilities(actor);
  return capabilities.ownAccounts.includes(type) || capabilities.otherPersons.includes(type);
}
