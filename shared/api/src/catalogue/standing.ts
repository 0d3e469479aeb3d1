import type { DecimalString } from './accounts';
import type { SubscriptionFrequency } from './transfers';

/**
 * Standing payments and the payout blacklist (spec 02 §3 "Announcements and standing payments", "Settings
 * entities", §4 "Standing payments", §7 "Standing payments", "Security settings", §8). Field names are the spec's
 * where it names them (amount, toAccount, beneficiaryEmail, fromAmount, toAmount, type, email, blockType); the rest
 * of the shapes are ours.
 */

/** The transfer kinds that carry subscription fields (spec 02 §7 "Between own accounts", "P2P"). */
export const STANDING_PAYMENT_TYPES = ['betweenAccounts', 'p2p'] as const;
export type StandingPaymentType = (typeof STANDING_PAYMENT_TYPES)[number];

/** active: more payments will follow; finished: the end date or the count was reached; cancelled by the payer. */
export type StandingPaymentStatus = 'active' | 'finished' | 'cancelled';

/** What happened on one due date: executed (a journal) or skipped (why: e.g. insufficient funds). */
export interface StandingPaymentRun {
  dueDate: string;
  status: 'executed' | 'skipped';
  transactionId?: number;
  reason?: string;
}

/** A standing payment (subscription), spec 02 §3: amount, toAccount, and ours. */
export interface StandingPayment {
  id: number;
  type: StandingPaymentType;
  /** What leaves fromAccount on each due date, in its currency. */
  amount: DecimalString;
  currencyCode: string;
  fromAccount: number;
  toAccount: number;
  /** Who is paid: the payee's e-mail (own accounts: the payer's own). */
  beneficiaryEmail: string;
  frequency: SubscriptionFrequency;
  /** `YYYY-MM-DD` of the first payment (made when the order was created). */
  startDate: string;
  /** `YYYY-MM-DD`, inclusive; absent when the order runs until the count or a cancel. */
  endDate?: string;
  /** Payments in all, the first included; absent when unlimited. */
  transactions?: number;
  /** Payments made so far, the first included. */
  executed: number;
  /** Payments still to come by the count; absent when no count was given. */
  remaining?: number;
  /** `YYYY-MM-DD` of the next payment; absent once finished or cancelled. */
  nextExecution?: string;
  status: StandingPaymentStatus;
  /** The payer may cancel it (subscriptionUserCancel). */
  userCancel: boolean;
  /** The latest due date's outcome. */
  lastRun?: StandingPaymentRun;
}

/** List filter (spec 02 §3, §7): all optional. */
export interface StandingPaymentsRequest {
  beneficiaryEmail?: string;
  fromAmount?: DecimalString;
  toAmount?: DecimalString;
  type?: StandingPaymentType;
}
export interface StandingPaymentsResponse {
  subscriptions: StandingPayment[];
}
export interface CancelStandingPaymentRequest {
  id: number;
}

/** What a blacklist entry blocks (ours; spec 02 §3 names the field only): every payout, p2p only or global pay only. */
export const BLOCK_TYPES = ['all', 'p2p', 'globalPay'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** spec 02 §3 "Blacklist user": email, blockType. */
export interface BlacklistUser {
  email: string;
  blockType: BlockType;
  /** When it was added, ISO 8601. */
  created: string;
}
/** spec 02 §7: get (email, type): a part of the e-mail to find, and the block type. */
export interface BlacklistRequest {
  email?: string;
  type?: BlockType;
}
export interface BlacklistResponse {
  users: BlacklistUser[];
}
export interface AddBlacklistRequest {
  email: string;
  blockType: BlockType;
}
/** spec 02 §8: responseDescription reads 'User with email {email} has been added to black list'. */
export interface AddBlacklistResponse {
  email: string;
  blockType: BlockType;
  responseDescription: string;
}
export interface DeleteBlacklistRequest {
  email: string;
}
