import { GLOBAL_PAY_METHODS, RESPONSE_CODES, type GlobalPayMethod } from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import type { OutboxSender } from '../../../platform/outbox';
import { currenciesFor } from '../../../money/payee-countries';
import { feeOf, type FeeRule } from '../../../money/fees';
import type { TransferEngineService } from '../../../money/engine/service';
import type { TransferRepository } from '../../../money/engine/repository';
import type { GlobalPayRepository } from './repository';

export type { BatchRow, PaymentRow } from './repository';

/** The sandbox bank's price of a global payment (ours): 1 %, at least 1.00, at most 25.00 of the batch currency. */
export const GLOBAL_PAY_FEE_RULE: FeeRule = { percent: '1', fixed: '0', min: '1.00', max: '25.00' };
/** The markup over the rate when the recipient takes another currency (ours, spec 02 §7 extraFxMarkupPercent). */
export const GLOBAL_PAY_FX_MARKUP_PERCENT = '1';
/** Days a recipient has to claim, from the submit (ours; spec 02 §3 names expireDays). */
export const GLOBAL_PAY_EXPIRE_DAYS = 14;
/** Rows of one batch file (ours). */
export const GLOBAL_PAY_MAX_ROWS = 1000;
export const NAME_MAX = 70;
export const TEXT_MAX = 140;

export const GLOBAL_PAY_TEXTS = {
  /** The one answer for a wrong, used-up or expired secret (never tells which). */
  invalidLink: 'This payment link is not valid.',
  noBatch: 'No such batch.',
  notDraft: 'This batch can no longer be changed.',
  identical: 'An identical batch was uploaded before. Upload it again to confirm.',
  blacklisted: 'This payee cannot receive transfers from you.',
  nothingToSubmit: 'The batch has no payment to submit.',
  rowErrors: 'Some payments cannot be paid as they are: correct or delete them first.',
  notAwaitingCode: 'This payment is not waiting for an approval code.',
  wrongCode: 'The approval code is wrong.',
  codeExpired: 'The approval code has expired. Submit the payment again.',
  tooManyCodes: 'Too many codes requested.',
  methodUnavailable: 'This payout method is not offered for this payment in this country.',
  noPayment: 'No such earlier payment.',
  businessOnly: 'Global pay is offered to business customers.',
} as const;

export const invalidLink = () => methodError(RESPONSE_CODES.notFound, GLOBAL_PAY_TEXTS.invalidLink);
export const noBatch = () => methodError(RESPONSE_CODES.notFound, GLOBAL_PAY_TEXTS.noBatch);
export const notDraft = () => methodError(RESPONSE_CODES.invalidParameters, GLOBAL_PAY_TEXTS.notDraft);

export const DAY_MS = 24 * 60 * 60_000;

/** The fee of a payment's amount (GLOBAL_PAY_FEE_RULE), in the batch currency. */
export function globalPayFee(amount: string, currencyCode: string): string {
  return feeOf(GLOBAL_PAY_FEE_RULE, amount, currencyCode);
}

/** The payout methods that reach a country in some currency (the external kinds of availability.ts). */
export function methodsOfCountry(countryCode: string): GlobalPayMethod[] {
  return GLOBAL_PAY_METHODS.filter((method) => currenciesFor(method, countryCode).length > 0);
}

/** The key a recipient's secret is stored under (never the secret itself). */
export const secretHashOf = (secret: string) => sha256Hex(`global-pay|${secret}`);

/** What global pay works with: its repository, the approval engine, the outbox and the clock. */
export interface GlobalPayDeps {
  /** Batches, payments and the journals that move their money. */
  repository: GlobalPayRepository;
  engine: TransferEngineService;
  /** Operations and stored rates. */
  transfers: TransferRepository;
  outbox: OutboxSender;
  clock: Clock;
  /** The portal's address when a submit gives no Origin (config portalOrigins[0]). */
  defaultPortalOrigin: string;
}
