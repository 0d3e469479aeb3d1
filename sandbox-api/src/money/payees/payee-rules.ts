import { IBAN_LENGTHS, normalizeIban, type IbanProblem } from '@portal/api/transfers';
import type { CryptoNetwork } from '../crypto-networks';
import type { SavedCard, SourceAccount } from './repository';

/** What the payee checks of every external kind share: the limits, the problem lines, the valid payee. */

/** Interac e-Transfer: the answer is 3 to 25 characters; the question at most 40 (Interac's rules). */
export const INTERAC_ANSWER = { min: 3, max: 25 } as const;
export const INTERAC_QUESTION_MAX = 40;
export const NAME_MAX = 70;
export const ADDRESS_MAX = 140;

/** The reason line of each IBAN problem; `length` names the country's length. */
export function ibanReason(problem: IbanProblem, iban: string): string {
  const normalized = normalizeIban(iban);
  const country = normalized.slice(0, 2);
  switch (problem) {
    case 'empty':
      return 'is required';
    case 'format':
      return 'must be a country code, two check digits and up to 30 letters or digits';
    case 'country':
      return `${country} is not a country that uses IBANs`;
    case 'length':
      return `a ${country} IBAN has ${IBAN_LENGTHS[country]} characters, not ${normalized.length}`;
    case 'checksum':
      return 'the IBAN check digits do not match (ISO 13616 mod-97)';
  }
}

/** What a valid submit sends to the plan: the payee, its fields to keep, and the crypto network if any. */
export interface ValidPayee {
  /** The canonical payee the approval code is bound to. */
  payee: string;
  payeeName: string;
  details: Record<string, string>;
  network?: CryptoNetwork;
}

export interface ValidationContext {
  account: SourceAccount;
  /** 0 personal, 1 business (spec 02 §7 "Extra params (customerType)"). */
  customerType: number;
  /** The saved card `externalCardId` names, looked up by the caller; null when it is not the customer's. */
  savedCard: SavedCard | null;
  today: Date;
}

/** Collects the `field: reason` lines of a submit. */
export class Problems {
  readonly lines: string[] = [];
  add(field: string, reason: string | null): void {
    if (reason !== null) this.lines.push(`${field}: ${reason}`);
  }
}

export function nameProblem(value: string): string | null {
  if (value === '') return 'is required';
  if (value.length < 2 || value.length > NAME_MAX) return `must be 2 to ${NAME_MAX} characters`;
  return null;
}

export type Field = (name: string) => string;
