import type { ExternalTransferType } from '@portal/api/catalogue';
import { cryptoFee, networksOf, type CryptoNetwork } from './crypto-networks';
import { transferFee } from './fees';

/**
 * The fee of an external transfer in the account's currency (spec 02 §7 "Fee by type", "Crypto fee"): the price
 * list of fees.ts, and for crypto its service fee plus the network's. Exported for the max-amount call.
 */
export function externalTransferFee(
  type: ExternalTransferType,
  amount: string,
  currencyCode: string,
  network?: CryptoNetwork,
): string {
  if (type === 'crypto_eft') {
    const carrier = network ?? networksOf(currencyCode)[0];
    if (carrier) return cryptoFee(amount, currencyCode, carrier);
  }
  return transferFee(type, amount, currencyCode);
}
