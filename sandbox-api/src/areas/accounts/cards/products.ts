import { randomInt } from 'node:crypto';
import type { AvailableCard, CardApplyFees, ShippingOption } from '@portal/api/catalogue';
import { luhnCheckDigit, SANDBOX_BINS } from '../../../money/card-bins';

/**
 * The cards the sandbox bank issues (spec 02 §3: product types 2006-2135, prepaid and virtual USD, EUR and RON
 * variants per country, debit and prepaid). The spec does not list them; these are ours, with realistic fees.
 */

/** The European Economic Area: where the EUR cards are issued. */
// prettier-ignore
const EEA = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LT',
  'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
const EUROPE = [...EEA, 'GB', 'CH'] as const;

export interface CardProduct {
  type: number;
  name: string;
  subType: 'PREPAID' | 'DEBIT';
  isVirtual: boolean;
  currencyCode: string;
  bin: string;
  /** Residence countries the product is issued to. */
  countries: readonly string[];
  issueFee: string;
  annualFee: string;
  monthlyFee: string;
  /** Charged when a delivered physical card is activated (card activation data). */
  activationFee: string;
  /** Physical cards: the express shipping fee of an application or a reissue; standard shipping is free. */
  expressFee?: string;
}

const product = (
  type: number,
  name: string,
  subType: CardProduct['subType'],
  isVirtual: boolean,
  currencyCode: string,
  bin: string,
  countries: readonly string[],
  fees: Partial<Pick<CardProduct, 'issueFee' | 'annualFee' | 'monthlyFee' | 'activationFee' | 'expressFee'>>,
): CardProduct => ({
  type,
  name,
  subType,
  isVirtual,
  currencyCode,
  bin,
  countries,
  issueFee: fees.issueFee ?? '0.00',
  annualFee: fees.annualFee ?? '0.00',
  monthlyFee: fees.monthlyFee ?? '0.00',
  activationFee: fees.activationFee ?? '0.00',
  ...(isVirtual ? {} : { expressFee: fees.expressFee ?? '0.00' }),
});

export const CARD_PRODUCTS: readonly CardProduct[] = [
  product(2006, 'Prepaid Mastercard EUR', 'PREPAID', false, 'EUR', SANDBOX_BINS.prepaidEur, EUROPE, {
    issueFee: '9.90',
    monthlyFee: '1.50',
    expressFee: '19.90',
  }),
  product(
    2007,
    'Virtual Prepaid Mastercard EUR',
    'PREPAID',
    true,
    'EUR',
    SANDBOX_BINS.prepaidEurVirtual,
    EUROPE,
    {
      issueFee: '2.00',
    },
  ),
  product(2008, 'Prepaid Visa USD', 'PREPAID', false, 'USD', SANDBOX_BINS.prepaidUsd, EUROPE, {
    issueFee: '12.00',
    monthlyFee: '2.00',
    activationFee: '3.00',
    expressFee: '22.00',
  }),
  product(2009, 'Virtual Prepaid Visa USD', 'PREPAID', true, 'USD', SANDBOX_BINS.prepaidUsdVirtual, EUROPE, {
    issueFee: '2.50',
  }),
  product(2010, 'Prepaid Mastercard RON', 'PREPAID', false, 'RON', SANDBOX_BINS.prepaidRon, ['RO'], {
    issueFee: '45.00',
    monthlyFee: '7.00',
    expressFee: '95.00',
  }),
  product(
    2011,
    'Virtual Prepaid Mastercard RON',
    'PREPAID',
    true,
    'RON',
    SANDBOX_BINS.prepaidRonVirtual,
    ['RO'],
    {
      issueFee: '10.00',
    },
  ),
  product(2020, 'Debit Mastercard EUR', 'DEBIT', false, 'EUR', SANDBOX_BINS.debitEur, EEA, {
    annualFee: '24.00',
    expressFee: '19.90',
  }),
  product(2021, 'Virtual Debit Mastercard EUR', 'DEBIT', true, 'EUR', SANDBOX_BINS.debitEurVirtual, EEA, {}),
  product(2040, 'Prepaid Visa USD (US)', 'PREPAID', false, 'USD', SANDBOX_BINS.usPrepaid, ['US'], {
    issueFee: '5.95',
    monthlyFee: '1.00',
    activationFee: '3.00',
    expressFee: '15.00',
  }),
  product(
    2041,
    'Virtual Prepaid Visa USD (US)',
    'PREPAID',
    true,
    'USD',
    SANDBOX_BINS.usPrepaidVirtual,
    ['US'],
    {},
  ),
  product(2042, 'Debit Visa USD (US)', 'DEBIT', false, 'USD', SANDBOX_BINS.usDebit, ['US'], {
    expressFee: '15.00',
  }),
];

export function cardProduct(type: number): CardProduct | undefined {
  return CARD_PRODUCTS.find((entry) => entry.type === type);
}

/** The products issued to residents of a country; none for a country the bank does not serve. */
export function productsFor(countryCode: string): CardProduct[] {
  return CARD_PRODUCTS.filter((entry) => entry.countries.includes(countryCode));
}

export function availableCard(entry: CardProduct): AvailableCard {
  return {
    type: entry.type,
    subType: entry.subType,
    isVirtual: entry.isVirtual,
    currencyCode: entry.currencyCode,
    name: entry.name,
  };
}

/** Shipping option ids. */
export const SHIPPING = { standard: 1, express: 2 } as const;

/** Islands the courier does not serve express, with the name the reason shows. */
const NO_EXPRESS: Readonly<Record<string, string>> = { CY: 'Cyprus', IS: 'Iceland', MT: 'Malta' };

/** The shipping options of a physical card to a country; express says why when it cannot be chosen. */
export function shippingOptions(entry: CardProduct, countryCode: string): ShippingOption[] {
  if (entry.isVirtual) return [];
  const domestic = countryCode === 'US';
  const noExpress = NO_EXPRESS[countryCode];
  return [
    {
      id: SHIPPING.standard,
      type: 'standard',
      fee: '0.00',
      deliveryTime: domestic ? '5–7 business days' : '7–10 business days',
      disabledReasons: [],
    },
    {
      id: SHIPPING.express,
      type: 'express',
      fee: entry.expressFee ?? '0.00',
      deliveryTime: domestic ? '1–2 business days' : '2–3 business days',
      disabledReasons: noExpress ? [`Express delivery is not available to ${noExpress}`] : [],
    },
  ];
}

/** Card apply fees (spec 02 §3) of a product for a country where it is issued. */
export function applyFees(entry: CardProduct, countryCode: string): CardApplyFees {
  return {
    annual: entry.annualFee,
    issue: entry.issueFee,
    monthly: entry.monthlyFee,
    currency: entry.currencyCode,
    shipping: shippingOptions(entry, countryCode),
  };
}

/** Years a new card is valid: physical cards 4, virtual ones 3. */
export function validityYears(isVirtual: boolean): number {
  return isVirtual ? 3 : 4;
}

/** A new 16-digit card number of a product: its BIN, nine random digits and the Luhn check digit. */
export function newCardNumber(bin: string): string {
  const body = `${bin}${Array.from({ length: 9 }, () => randomInt(0, 10)).join('')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

export function newCvv(): string {
  return String(randomInt(0, 1000)).padStart(3, '0');
}
