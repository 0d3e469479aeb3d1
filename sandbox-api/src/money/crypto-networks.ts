import Decimal from 'decimal.js';
import { FEE_RULES, feeOf, roundMoney, type FeeRule } from './fees';

/**
 * Crypto transfers (spec 02 §7 "Submit by type: crypto_eft", "Crypto fee"): the networks the sandbox sends on,
 * the address shape of each, and what a transfer costs. The network fee is what the sandbox pays the miners or
 * validators, a flat amount per network and coin; the service fee is `FEE_RULES.crypto_eft`.
 */

export interface CryptoNetwork {
  /** The network as the request names it. */
  code: string;
  name: string;
  /** The coins sent on it, with the flat network fee in that coin. */
  fees: Readonly<Record<string, string>>;
  /** The address shapes the network accepts. */
  addressPatterns: readonly RegExp[];
}

export const CRYPTO_NETWORKS: readonly CryptoNetwork[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    fees: { BTC: '0.00005' },
    // bech32 / bech32m (bc1..., one case only) and base58 legacy and P2SH (1..., 3...).
    addressPatterns: [
      /^bc1[02-9ac-hj-np-z]{11,71}$/,
      /^BC1[02-9AC-HJ-NP-Z]{11,71}$/,
      /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/,
    ],
  },
  {
    code: 'ETH',
    name: 'Ethereum (ERC-20)',
    fees: { ETH: '0.0008', USDT: '4.00' },
    addressPatterns: [/^0x[0-9a-fA-F]{40}$/],
  },
  {
    code: 'TRON',
    name: 'TRON (TRC-20)',
    fees: { USDT: '1.00' },
    addressPatterns: [/^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  },
];

export function cryptoNetworkOf(code: string): CryptoNetwork | undefined {
  return CRYPTO_NETWORKS.find((network) => network.code === code.toUpperCase());
}

/** The networks a coin is sent on, the first being the default when the request names none. */
export function networksOf(currencyCode: string): CryptoNetwork[] {
  return CRYPTO_NETWORKS.filter((network) => network.fees[currencyCode] !== undefined);
}

export function isCryptoAddress(network: CryptoNetwork, address: string): boolean {
  return network.addressPatterns.some((pattern) => pattern.test(address));
}

/**
 * The floor of the service fee in each coin. `FEE_RULES.crypto_eft.min` is a fiat amount (2.00), which in BTC
 * would be two whole coins; these are its equivalents, so the percent and ceiling of the rule still apply.
 */
export const CRYPTO_SERVICE_FEE_MIN: Readonly<Record<string, string>> = {
  BTC: '0.00002',
  ETH: '0.0006',
  USDT: FEE_RULES.crypto_eft.min,
};

function serviceRule(currencyCode: string): FeeRule {
  return { ...FEE_RULES.crypto_eft, min: CRYPTO_SERVICE_FEE_MIN[currencyCode] ?? FEE_RULES.crypto_eft.min };
}

/** The fee of a crypto transfer of a coin on a network that carries it: service fee plus network fee. */
export function cryptoFee(amount: string, currencyCode: string, network: CryptoNetwork): string {
  const service = feeOf(serviceRule(currencyCode), amount, currencyCode);
  return roundMoney(new Decimal(service).plus(network.fees[currencyCode] ?? '0'), currencyCode);
}
