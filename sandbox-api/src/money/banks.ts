import type { IbanLookupResponse, SwiftLookupResponse } from '@portal/api/catalogue';
import { normalizeIban } from '@portal/api/transfers';
import { COUNTRIES } from '../platform/db/reference-data';

/**
 * The sandbox bank's reference data of other banks (spec 02 §3 "Bank lookup by SWIFT", "Bank lookup by IBAN",
 * §7 "Bank list", "Eft branch options"). Real banks with their head-office addresses and BICs, and their codes in
 * the national schemes; a directory for the sandbox, not a live SWIFT or clearing database.
 */

export interface DirectoryBank {
  /** The 11-character BIC (ISO 9362), branch `XXX` for the head office. */
  bic: string;
  bankName: string;
  address: string;
  city: string;
  zipCode: string;
  countryIsoCode: string;
  /** The bank's code inside its country's IBAN, when the country has IBANs (DE Bankleitzahl, GB bank letters...). */
  ibanBankCode?: string;
  /** What lookup by IBAN answers as the branch. */
  branch?: string;
}

// prettier-ignore
export const SWIFT_DIRECTORY: readonly DirectoryBank[] = [
  { bic: 'COBADEFFXXX', bankName: 'Commerzbank AG', address: 'Kaiserplatz', city: 'Frankfurt am Main', zipCode: '60311', countryIsoCode: 'DE', ibanBankCode: '37040044', branch: 'Köln' },
  { bic: 'DEUTDEFFXXX', bankName: 'Deutsche Bank AG', address: 'Taunusanlage 12', city: 'Frankfurt am Main', zipCode: '60325', countryIsoCode: 'DE', ibanBankCode: '50070010', branch: 'Frankfurt am Main' },
  { bic: 'BNPAFRPPXXX', bankName: 'BNP Paribas', address: '16 Boulevard des Italiens', city: 'Paris', zipCode: '75009', countryIsoCode: 'FR', ibanBankCode: '30004', branch: 'Paris Opéra' },
  { bic: 'BARCGB22XXX', bankName: 'Barclays Bank UK PLC', address: '1 Churchill Place', city: 'London', zipCode: 'E14 5HP', countryIsoCode: 'GB', ibanBankCode: 'BARC', branch: 'Canary Wharf' },
  { bic: 'NWBKGB2LXXX', bankName: 'National Westminster Bank PLC', address: '250 Bishopsgate', city: 'London', zipCode: 'EC2M 4AA', countryIsoCode: 'GB', ibanBankCode: 'NWBK', branch: 'Bishopsgate' },
  { bic: 'INGBNL2AXXX', bankName: 'ING Bank N.V.', address: 'Bijlmerdreef 106', city: 'Amsterdam', zipCode: '1102 CT', countryIsoCode: 'NL', ibanBankCode: 'INGB', branch: 'Amsterdam Zuidoost' },
  { bic: 'UNCRITMMXXX', bankName: 'UniCredit S.p.A.', address: 'Piazza Gae Aulenti 3', city: 'Milano', zipCode: '20154', countryIsoCode: 'IT', ibanBankCode: '02008', branch: 'Milano Porta Nuova' },
  { bic: 'BCITITMMXXX', bankName: 'Intesa Sanpaolo S.p.A.', address: 'Piazza San Carlo 156', city: 'Torino', zipCode: '10121', countryIsoCode: 'IT', ibanBankCode: '03069', branch: 'Torino San Carlo' },
  { bic: 'BSCHESMMXXX', bankName: 'Banco Santander S.A.', address: 'Paseo de Pereda 9-12', city: 'Santander', zipCode: '39004', countryIsoCode: 'ES', ibanBankCode: '0049', branch: 'Santander Pereda' },
  { bic: 'RZBAATWWXXX', bankName: 'Raiffeisen Bank International AG', address: 'Am Stadtpark 9', city: 'Wien', zipCode: '1030', countryIsoCode: 'AT', ibanBankCode: '31000', branch: 'Wien Stadtpark' },
  { bic: 'BTRLRO22XXX', bankName: 'Banca Transilvania S.A.', address: 'Strada George Barițiu 8', city: 'Cluj-Napoca', zipCode: '400027', countryIsoCode: 'RO', ibanBankCode: 'BTRL', branch: 'Cluj-Napoca Centru' },
  { bic: 'CHASUS33XXX', bankName: 'JPMorgan Chase Bank, N.A.', address: '270 Park Avenue', city: 'New York', zipCode: '10017', countryIsoCode: 'US' },
  { bic: 'BOFAUS3NXXX', bankName: 'Bank of America, N.A.', address: '100 North Tryon Street', city: 'Charlotte', zipCode: '28255', countryIsoCode: 'US' },
  { bic: 'ROYCCAT2XXX', bankName: 'Royal Bank of Canada', address: '200 Bay Street', city: 'Toronto', zipCode: 'M5J 2J5', countryIsoCode: 'CA' },
  { bic: 'BRASBRRJXXX', bankName: 'Banco do Brasil S.A.', address: 'SAUN Quadra 5, Lote B, Torre I', city: 'Brasília', zipCode: '70040-912', countryIsoCode: 'BR', ibanBankCode: '00000000', branch: 'Brasília' },
  { bic: 'ITAUBRSPXXX', bankName: 'Itaú Unibanco S.A.', address: 'Praça Alfredo Egydio de Souza Aranha 100', city: 'São Paulo', zipCode: '04344-902', countryIsoCode: 'BR', ibanBankCode: '60701190', branch: 'São Paulo' },
  { bic: 'MHCBJPJTXXX', bankName: 'Mizuho Bank, Ltd.', address: '1-5-5 Otemachi, Chiyoda-ku', city: 'Tokyo', zipCode: '100-8176', countryIsoCode: 'JP' },
  { bic: 'BOTKJPJTXXX', bankName: 'MUFG Bank, Ltd.', address: '2-7-1 Marunouchi, Chiyoda-ku', city: 'Tokyo', zipCode: '100-8388', countryIsoCode: 'JP' },
  { bic: 'HSBCHKHHHKH', bankName: 'The Hongkong and Shanghai Banking Corporation Limited', address: '1 Queen’s Road Central', city: 'Hong Kong', zipCode: '', countryIsoCode: 'HK' },
  { bic: 'BCEYLKLXXXX', bankName: 'Bank of Ceylon', address: 'No. 1, Bank of Ceylon Mawatha', city: 'Colombo', zipCode: '00100', countryIsoCode: 'LK' },
];

/** A BIC as the directory keys it: upper case, no spaces, the 8-character form completed with `XXX`. */
export function normalizeBic(value: string): string {
  const bic = value.replace(/\s+/g, '').toUpperCase();
  return bic.length === 8 ? `${bic}XXX` : bic;
}

/** spec 02 §3 "Bank lookup by SWIFT"; null for a BIC the directory does not hold. */
export function lookUpSwift(swift: string): SwiftLookupResponse | null {
  const bic = normalizeBic(swift);
  const bank = SWIFT_DIRECTORY.find((entry) => entry.bic === bic);
  if (!bank) return null;
  const { address, city, zipCode, countryIsoCode, bankName } = bank;
  return { address, city, zipCode, countryIsoCode, bankName, code: bank.bic };
}

/**
 * Where the bank code sits in the IBAN of a country (0-based, from the start of the IBAN). Italy's bank code (ABI)
 * follows the one-letter CIN; the others start right after the check digits.
 */
const IBAN_BANK_CODE: Readonly<Record<string, { from: number; length: number }>> = {
  AT: { from: 4, length: 5 },
  BR: { from: 4, length: 8 },
  DE: { from: 4, length: 8 },
  ES: { from: 4, length: 4 },
  FR: { from: 4, length: 5 },
  GB: { from: 4, length: 4 },
  IT: { from: 5, length: 5 },
  NL: { from: 4, length: 4 },
  RO: { from: 4, length: 4 },
};

/** The national bank code an IBAN carries, for the countries whose layout the sandbox knows. */
export function ibanBankCodeOf(iban: string): string | undefined {
  const normalized = normalizeIban(iban);
  const layout = IBAN_BANK_CODE[normalized.slice(0, 2)];
  return layout ? normalized.slice(layout.from, layout.from + layout.length) : undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of a country, from the sandbox dictionary, else from ICU. */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? regionNames.of(code) ?? code;
}

/**
 * spec 02 §3 "Bank lookup by IBAN" of an IBAN already checked: the bank its national code names, or the country
 * alone with empty bank fields when the directory does not hold the bank.
 */
export function lookUpIban(iban: string): IbanLookupResponse {
  const normalized = normalizeIban(iban);
  const countryIsoCode = normalized.slice(0, 2);
  const code = ibanBankCodeOf(normalized);
  const bank = SWIFT_DIRECTORY.find(
    (entry) => entry.countryIsoCode === countryIsoCode && code !== undefined && entry.ibanBankCode === code,
  );
  const country = countryName(countryIsoCode);
  if (!bank)
    return {
      address: '',
      branch: '',
      city: '',
      zipCode: '',
      countryIsoCode,
      country,
      bankName: '',
      SWIFT: '',
    };
  return {
    address: bank.address,
    branch: bank.branch ?? '',
    city: bank.city,
    zipCode: bank.zipCode,
    countryIsoCode,
    country,
    bankName: bank.bankName,
    SWIFT: bank.bic,
  };
}

// Eft banks and branches (spec 02 §5 "eft to BR, JP, HK and LK requires a bank code and a branch code")

export interface EftBank {
  /** The national bank code: BR COMPE (3 digits), JP Zengin (4), HK clearing (3), LK CEFTS (4). */
  code: string;
  name: string;
  /** Branch code to branch name: BR agência (4 digits), JP (3), HK (3), LK (3). */
  branches: Readonly<Record<string, string>>;
}

// prettier-ignore
export const EFT_BANKS: Readonly<Record<string, readonly EftBank[]>> = {
  BR: [
    { code: '001', name: 'Banco do Brasil S.A.', branches: { '1607': 'Brasília – Setor Bancário Sul', '3380': 'Rio de Janeiro – Centro', '0452': 'São Paulo – Avenida Paulista' } },
    { code: '033', name: 'Banco Santander (Brasil) S.A.', branches: { '0001': 'São Paulo – Juscelino Kubitschek', '2271': 'Belo Horizonte – Savassi' } },
    { code: '104', name: 'Caixa Econômica Federal', branches: { '0647': 'Brasília – Asa Sul', '1004': 'Porto Alegre – Centro', '4064': 'Recife – Boa Viagem' } },
    { code: '237', name: 'Banco Bradesco S.A.', branches: { '2856': 'Osasco – Cidade de Deus', '0897': 'Curitiba – Batel' } },
    { code: '260', name: 'Nu Pagamentos S.A. (Nubank)', branches: { '0001': 'São Paulo – Sede' } },
    { code: '341', name: 'Itaú Unibanco S.A.', branches: { '0912': 'São Paulo – Faria Lima', '3120': 'Salvador – Pituba', '8541': 'Fortaleza – Aldeota' } },
  ],
  JP: [
    { code: '0001', name: 'Mizuho Bank, Ltd.', branches: { '001': 'Tokyo Chuo', '110': 'Shinjuku', '506': 'Osaka' } },
    { code: '0005', name: 'MUFG Bank, Ltd.', branches: { '001': 'Head Office', '041': 'Shibuya', '270': 'Nagoya' } },
    { code: '0009', name: 'Sumitomo Mitsui Banking Corporation', branches: { '015': 'Tokyo Main Office', '101': 'Osaka Main Office', '222': 'Yokohama' } },
    { code: '0010', name: 'Resona Bank, Limited', branches: { '100': 'Tokyo Main Office', '201': 'Osaka Main Office' } },
    { code: '9900', name: 'Japan Post Bank Co., Ltd.', branches: { '018': 'Zero-One-Eight', '408': 'Yon-Zero-Hachi' } },
  ],
  HK: [
    { code: '003', name: 'Standard Chartered Bank (Hong Kong) Limited', branches: { '368': 'Des Voeux Road Central', '447': 'Mong Kok' } },
    { code: '004', name: 'The Hongkong and Shanghai Banking Corporation Limited', branches: { '002': 'Hong Kong Office', '123': 'Tsim Sha Tsui', '510': 'Sha Tin Plaza' } },
    { code: '012', name: 'Bank of China (Hong Kong) Limited', branches: { '875': 'Bank of China Tower', '888': 'Causeway Bay' } },
    { code: '024', name: 'Hang Seng Bank, Limited', branches: { '024': 'Head Office', '388': 'Kwun Tong' } },
  ],
  LK: [
    { code: '7010', name: 'Bank of Ceylon', branches: { '001': 'City Office', '660': 'Kandy', '747': 'Galle Fort' } },
    { code: '7056', name: 'Commercial Bank of Ceylon PLC', branches: { '001': 'Head Office', '010': 'Kandy' } },
    { code: '7083', name: 'Hatton National Bank PLC', branches: { '001': 'Head Office', '019': 'Negombo' } },
    { code: '7135', name: 'People’s Bank', branches: { '001': 'Head Office', '154': 'Jaffna' } },
    { code: '7278', name: 'Sampath Bank PLC', branches: { '001': 'City Branch', '046': 'Matara' } },
  ],
};

/**
 * spec 02 §7 "Bank list (countryCode)": the eft banks of a bank-code country; elsewhere the banks the SWIFT
 * directory holds there, by BIC; none for a country it does not know.
 */
export function bankList(countryCode: string): { code: string; name: string }[] {
  const eft = EFT_BANKS[countryCode];
  if (eft) return eft.map(({ code, name }) => ({ code, name }));
  return SWIFT_DIRECTORY.filter((bank) => bank.countryIsoCode === countryCode).map((bank) => ({
    code: bank.bic,
    name: bank.bankName,
  }));
}

export function eftBankOf(countryCode: string, bankCode: string): EftBank | undefined {
  return EFT_BANKS[countryCode]?.find((bank) => bank.code === bankCode);
}

/** spec 02 §7 "Eft branch options": the branches of one bank as select options; null for an unknown bank. */
export function eftBranchOptions(
  countryCode: string,
  bankCode: string,
): { value: string; label: string }[] | null {
  const bank = eftBankOf(countryCode, bankCode);
  if (!bank) return null;
  return Object.entries(bank.branches)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, name]) => ({ value, label: `${value} – ${name}` }));
}
