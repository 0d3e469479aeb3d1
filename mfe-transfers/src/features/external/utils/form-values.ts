import type { ExternalTransferType } from '@portal/api/catalogue';

/** The payee fields of every kind (ExternalTransferRequest's doc comment); one record, so a kind switch keeps them. */
export const PAYEE_FIELDS = [
  'iban',
  'accountNumber',
  'swift',
  'beneficiaryName',
  'beneficiaryAddress',
  'bankCode',
  'branchCode',
  'cardNumber',
  'externalCardId',
  'network',
  'address',
  'instantKeyType',
  'instantKey',
  'toEmail',
  'securityQuestion',
  'securityAnswer',
] as const;
export type PayeeField = (typeof PAYEE_FIELDS)[number];
export type PayeeValues = Record<PayeeField, string>;

/** Everything the external transfer form holds; kept whole across review, refusals and approval failures. */
export interface ExternalFormValues {
  countryCode: string;
  type: ExternalTransferType | '';
  accountId: string;
  amount: string;
  reference: string;
  saveTemplate: boolean;
  templateName: string;
  /** The holder shown by the instant key lookup was confirmed by the user. */
  instantHolderConfirmed: boolean;
  payee: PayeeValues;
  extraParams: Record<string, string>;
}

export const EMPTY_PAYEE: PayeeValues = Object.fromEntries(
  PAYEE_FIELDS.map((field) => [field, '']),
) as PayeeValues;

export const INITIAL_VALUES: ExternalFormValues = {
  countryCode: '',
  type: '',
  accountId: '',
  amount: '',
  reference: '',
  saveTemplate: false,
  templateName: '',
  instantHolderConfirmed: false,
  payee: EMPTY_PAYEE,
  extraParams: {},
};

/** PIX key types (Banco Central do Brasil); the spec names instantKeyType, not its values. */
export const INSTANT_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;

/**
 * The networks each coin is sent on, the sandbox bank's (the spec names the crypto fee call, not the networks);
 * the first is the usual one.
 */
export const CRYPTO_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  BTC: ['BTC'],
  ETH: ['ETH'],
  USDT: ['TRON', 'ETH'],
};

export function cryptoNetworksOf(currencyCode: string | undefined): readonly string[] {
  return (currencyCode && CRYPTO_NETWORKS[currencyCode]) || [];
}
