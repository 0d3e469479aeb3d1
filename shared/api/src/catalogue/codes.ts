/** Response codes of the method API and the auth service (spec 01 §8). */
export const RESPONSE_CODES = {
  success: '00',
  verifyError: 'VF',
  termsError: 'TE',
  transportError: 'AE',
  authenticationError: 'AU',
  noAccess: 'ENOA',
  unknownError: 'UE',
  closedAccount: 'CA',
  accessDenied: '13',
  invalidParameters: 'TA1',
  invalidMethod: 'IM',
  // Ours (the spec names no codes for these): money and cards.
  /** Not enough available balance (the ISO 8583 code). */
  insufficientFunds: '51',
  /** A limit of the account or customer would be exceeded (ISO 8583). */
  limitExceeded: '61',
  /** The thing asked for does not exist or is not the caller's. */
  notFound: 'NF',
  /** A card action its status or type does not offer (spec 02 §4). */
  cardActionUnavailable: 'CNA',
  // Ours: transfers and approvals (spec 02 §4).
  /** The approval code is wrong, used up, or no longer fits the amount and payee it was sent for. */
  approvalFailed: 'AF',
  /** The payee does not exist or is on the sender's payout blacklist (spec 02 §5 "Payee ... checks"). */
  payeeRefused: 'PR',
  /** The transfer kind is not offered to this customer, right or country (spec 02 §6). */
  transferUnavailable: 'TNA',
  /** Ours, with HTTP 429: asked too often (codes sent, existence checks); the description says when to retry. */
  tooManyRequests: 'TMR',
  /** Ours: a mass submit whose rows, account or method differ from the summary the customer confirmed (issue 15). */
  massSummaryChanged: 'MSC',
} as const;

export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

/** The envelope every method-API answer carries; `00` is success (spec 02 §8). */
export interface ResponseEnvelope {
  responseCode: string;
  responseDescription?: string;
  /** Present with `TA1`: one line per invalid field, `field: reason`. */
  validationErrors?: string[];
  errors?: { error?: string | string[] } | string | string[];
}
