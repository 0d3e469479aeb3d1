import type { Address, AvailableCard } from '@portal/api/catalogue';
import { countryName } from '@portal/i18n/i18n';
import { type CardKind } from './card-accounts';

export const kindOf = (card: AvailableCard): CardKind => (card.isVirtual ? 'virtual' : 'physical');
export const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** The customer's current address: a confirmed residence or home address first. */
export function currentAddressOf(addresses: readonly Address[]): Address | undefined {
  const rank = (address: Address) =>
    (address.statusId === 1 ? 0 : 10) + ([4, 1, 3].includes(address.kind) ? 0 : 1);
  return [...addresses].sort((a, b) => rank(a) - rank(b))[0];
}

/** The address on one line, its country named in the page's language (issue 14 item 7). */
export const addressLine = (address: Address, language: string) =>
  [
    address.address1,
    address.address2,
    address.city,
    address.stateName ?? address.stateCode,
    address.postalCode,
  ]
    .filter(Boolean)
    .join(', ') + ` (${countryName(address.countryCode, language)})`;
