import {
  EFT_BANK_CODE_COUNTRIES,
  EXTERNAL_TRANSFER_TYPES,
  type AvailableTransfer,
  type ExternalTransferType,
} from '@portal/api/catalogue';
import { IBAN_LENGTHS } from '@portal/api/transfers';
import { COUNTRIES } from '../platform/db/reference-data';

/**
 * Which external kind reaches which country in which currency (spec 02 §7 "Available transfers, and available
 * transfers by country", §9 country sets). The spec names the sets; the routes and currencies are the sandbox
 * bank's own:
 * - wire (SWIFT) reaches every country, from EUR, USD and GBP accounts;
 * - eft is the local clearing of the country: SEPA credit transfer in EUR, ACH in the US (USD), faster payments
 *   in GB (GBP), Canadian EFT (CAD), Japanese Zengin (JPY), and in BR, HK and LK, whose currencies the sandbox
 *   keeps no accounts in, USD converted by the correspondent on arrival;
 * - oct (card payout) reaches every country from EUR, USD and GBP;
 * - crypto_eft reaches every country, and only from BTC, ETH and USDT accounts: the sandbox does not sell coins on
 *   the way out, so a fiat account never funds a crypto transfer (a customer without a wallet is not offered it);
 * - instant_payment is PIX, Brazil only, in USD converted to BRL on arrival; interac is Canada only, in CAD.
 */

/**
 * spec 02 §9 "SEPA country set: 46 European countries (the list is not shown)". Ours is the EPC scheme list with
 * its own ISO codes: the 27 EU members, the EEA (IS, LI, NO), CH, GB, MC, SM, VA, AD, the 2024-25 joiners (AL, MD,
 * ME, MK, RS), the Crown dependencies and Gibraltar (GG, JE, IM, GI) and Åland (AX): 46.
 */
// prettier-ignore
export const SEPA_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'CH', 'GB', 'MC', 'SM', 'VA', 'AD',
  'AL', 'MD', 'ME', 'MK', 'RS',
  'GG', 'JE', 'IM', 'GI',
  'AX',
];
/** spec 02 §9 "ACH country set: US". */
export const ACH_COUNTRIES: readonly string[] = ['US'];
/** spec 02 §9 "Faster payments country set: GB". */
export const FASTER_PAYMENTS_COUNTRIES: readonly string[] = ['GB'];

/** How an eft reaches its country: what the payee fields and extra parameters are. */
export type EftScheme = 'sepa' | 'ach' | 'fasterPayments' | 'canada' | 'bankBranch';

/**
 * The eft scheme of a country. GB is in SEPA but the sandbox sends its eft by faster payments in GBP (euros to GB
 * go by wire); BR, JP, HK and LK need a bank and a branch code (spec 02 §5).
 */
export function eftSchemeOf(countryCode: string): EftScheme | null {
  if (FASTER_PAYMENTS_COUNTRIES.includes(countryCode)) return 'fasterPayments';
  if (ACH_COUNTRIES.includes(countryCode)) return 'ach';
  if ((EFT_BANK_CODE_COUNTRIES as readonly string[]).includes(countryCode)) return 'bankBranch';
  if (countryCode === 'CA') return 'canada';
  if (SEPA_COUNTRIES.includes(countryCode)) return 'sepa';
  return null;
}

const EFT_CURRENCY: Readonly<Record<EftScheme, Readonly<Record<string, string>> | string>> = {
  sepa: 'EUR',
  ach: 'USD',
  fasterPayments: 'GBP',
  canada: 'CAD',
  bankBranch: { BR: 'USD', JP: 'JPY', HK: 'USD', LK: 'USD' },
};

export const FIAT_PAYOUT_CURRENCIES: readonly string[] = ['EUR', 'USD', 'GBP'];
export const CRYPTO_CURRENCIES: readonly string[] = ['BTC', 'ETH', 'USDT'];
export const INSTANT_PAYMENT_COUNTRIES: readonly string[] = ['BR'];
export const INTERAC_COUNTRIES: readonly string[] = ['CA'];

/**
 * Every country code the sandbox knows: its dictionary, the IBAN registry and the eft countries (HK and LK are
 * in neither of the first two).
 */
export const KNOWN_COUNTRIES: ReadonlySet<string> = new Set([
  ...COUNTRIES.map((country) => country.code),
  ...Object.keys(IBAN_LENGTHS),
  ...SEPA_COUNTRIES,
  ...EFT_BANK_CODE_COUNTRIES,
  'CA',
  'US',
]);

/** The currencies a kind is sent in to a country; empty when the kind does not reach it. */
export function currenciesFor(type: ExternalTransferType, countryCode: string): string[] {
  if (!KNOWN_COUNTRIES.has(countryCode)) return [];
  switch (type) {
    case 'wire':
    case 'oct':
      return [...FIAT_PAYOUT_CURRENCIES];
    case 'crypto_eft':
      return [...CRYPTO_CURRENCIES];
    case 'eft': {
      const scheme = eftSchemeOf(countryCode);
      if (scheme === null) return [];
      const currency = EFT_CURRENCY[scheme];
      return [typeof currency === 'string' ? currency : currency[countryCode]!];
    }
    case 'instant_payment':
      return INSTANT_PAYMENT_COUNTRIES.includes(countryCode) ? ['USD'] : [];
    case 'interac':
      return INTERAC_COUNTRIES.includes(countryCode) ? ['CAD'] : [];
  }
}

const EFT_COUNTRIES: readonly string[] = [
  ...new Set([...SEPA_COUNTRIES, ...EFT_BANK_CODE_COUNTRIES, 'US', 'CA']),
];

/** The countries a kind reaches; undefined for every country. */
function countriesOf(type: ExternalTransferType): string[] | undefined {
  switch (type) {
    case 'eft':
      return [...EFT_COUNTRIES].sort();
    case 'instant_payment':
      return [...INSTANT_PAYMENT_COUNTRIES];
    case 'interac':
      return [...INTERAC_COUNTRIES];
    default:
      return undefined;
  }
}

/**
 * spec 02 §7 "Available transfers, and available transfers by country": with a country, the kinds that reach it
 * and their currencies there; without, every kind with its countries and all its currencies.
 */
export function availableTransfers(countryCode?: string): AvailableTransfer[] {
  if (countryCode !== undefined)
    return EXTERNAL_TRANSFER_TYPES.flatMap((type) => {
      const currencies = currenciesFor(type, countryCode);
      return currencies.length > 0 ? [{ type, currencies }] : [];
    });
  return EXTERNAL_TRANSFER_TYPES.map((type) => {
    const countries = countriesOf(type);
    const currencies = [
      ...new Set((countries ?? ['DE']).flatMap((country) => currenciesFor(type, country))),
    ].sort();
    return countries === undefined ? { type, currencies } : { type, countries, currencies };
  });
}
