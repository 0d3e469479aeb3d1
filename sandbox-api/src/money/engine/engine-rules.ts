import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  NO_OPERATION_ID_TEXT,
  RESPONSE_CODES,
  TRANSACTION_REJECTED_TEXT,
  type ApproveType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError, methodError } from '../../platform/http/errors';
import type { Clock } from '../../platform/clock/clock';
import { sha256Hex } from '../../platform/lib/crypto';
import type { OutboxSender } from '../../platform/outbox';
import type { PushPrompts } from '../../platform/push/prompts';
import type { LivePublisher } from '../../platform/live/service';
import type { TransferPlan } from './engine';
import type { OperationRecord, StoredApproveType, TransferRepository } from './repository';

/** The approval engine's constants, texts and the codes and fingerprints that bind an approval to its plan. */

/** Wrong codes one code survives before the operation fails (ours). */
export const APPROVAL_CODE_ATTEMPTS = 3;
/** Wrong codes over all the codes of an operation (resends included) before it fails (ours, against guessing). */
export const MAX_WRONG_CODES = 5;
/** Fresh codes or prompts one operation may ask for after the first (ours). */
export const MAX_CODE_RESENDS = 5;
/** How long a code is good for (ours). */
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;

/** Texts of the engine's refusals (the portal shows them as the server's message, spec 02 §8). */
export const ENGINE_TEXTS = {
  wrongCode: 'The approval code is wrong.',
  codeExpired: 'The approval code has expired. Submit the transfer again.',
  attemptsUsed: 'Too many wrong codes: the transfer was cancelled.',
  notAwaitingCode: 'This transfer is not waiting for an approval code.',
  operationNotFound: 'No such transfer operation.',
  noAccess: 'No access',
  tooManyCodes: 'Too many codes requested.',
  planChanged: 'The transfer changed after it was sent for approval: submit it again.',
  insufficientFunds: 'Insufficient funds',
  notAllowed: 'Your access to this account does not allow this kind of transfer.',
  rejected: TRANSACTION_REJECTED_TEXT,
  invoiceNotOpen: 'This invoice is not open for payment: it was paid or rejected.',
} as const;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The approve types that send a code: only these operations can be amended (spec 02 §4, issue 5). */
export const CODE_MODES: readonly StoredApproveType[] = ['sms', 'otp', 'approvalCode'];

/** TA1 with the engine's one text for a missing operation id (spec 02 §5, §8). */
export function noOperationId(): ApiError {
  return new ApiError(200, {
    responseCode: RESPONSE_CODES.invalidParameters,
    responseDescription: NO_OPERATION_ID_TEXT,
  });
}

export interface TransferEngineDeps {
  repository: TransferRepository;
  outbox: OutboxSender;
  prompts: PushPrompts;
  live: LivePublisher;
  clock: Clock;
  /** Whose passkey may approve (issue 50; the auth area's passkeys): without it, passkey mode falls back to otp. */
  passkeys?: { hasPasskey(userId: number): Promise<boolean> };
}

/** What executing an operation came to. */
export type Execution =
  | { kind: 'executed'; operation: OperationRecord; journalId: number }
  | { kind: 'failed'; operation: OperationRecord; reason: string }
  | { kind: 'stale'; operation: OperationRecord | null };

export type FingerprintedPlan = Pick<
  TransferPlan,
  'type' | 'fromAccountId' | 'currencyCode' | 'amount' | 'fee' | 'payee' | 'payeeName' | 'details'
>;

/**
 * A canonical fingerprint of what an approval approves: the kind, the source account, the currency, amount and
 * fee (as decimals, so `100` and `100.00` agree), the payee and its name, and every payee detail (SWIFT, network,
 * reference...) sorted by name. Any change to one of them changes it.
 */
export function planFingerprint(plan: FingerprintedPlan): string {
  const details = Object.entries(plan.details).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(
    JSON.stringify([
      plan.type,
      plan.fromAccountId,
      plan.currencyCode,
      new Decimal(plan.amount).toFixed(),
      new Decimal(plan.fee).toFixed(),
      plan.payee,
      plan.payeeName,
      details,
    ]),
  );
}

/** The code's hash is bound to what it approves (the plan's fingerprint): an amended plan no longer matches. */
export function approvalCodeHash(code: string, fingerprint: string): string {
  return sha256Hex(`${code}|${fingerprint}`);
}

/** Whether a code approves this plan, compared in constant time. */
export function codeMatches(code: string, plan: FingerprintedPlan, codeHash: string): boolean {
  const given = Buffer.from(approvalCodeHash(code, planFingerprint(plan)), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * What an idempotency key was first used for: the kind, the source account, the amount and the payee. The same
 * key with another request is refused rather than answered with the first request's outcome.
 */
export function requestFingerprint(
  plan: Pick<TransferPlan, 'type' | 'fromAccountId' | 'amount' | 'payee'>,
): string {
  return sha256Hex(
    JSON.stringify([plan.type, plan.fromAccountId, new Decimal(plan.amount).toFixed(), plan.payee]),
  );
}

/** The fingerprint stored with an operation's key (computed for operations stored without one). */
export function storedRequestFingerprint(operation: OperationRecord): string {
  return operation.plan.requestFingerprint ?? requestFingerprint(operation.plan);
}

/** AF for a refused code, with the wrong codes the operation still takes (0: it is over, spec 02 §4). */
export function codeRefusal(text: string, attemptsLeft: number): ApiError {
  return new ApiError(200, {
    responseCode: RESPONSE_CODES.approvalFailed,
    responseDescription: text,
    attemptsLeft: Math.max(0, attemptsLeft),
  });
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function publicApproveType(type: StoredApproveType): ApproveType {
  return type === 'queue' ? 'none' : type;
}

/** A refusal of an operation answered again (an idempotent replay of a failed submit). */
export function failureError(reason: string | null): ApiError {
  if (reason === ENGINE_TEXTS.insufficientFunds)
    return methodError(RESPONSE_CODES.insufficientFunds, ENGINE_TEXTS.insufficientFunds);
  return methodError(RESPONSE_CODES.approvalFailed, reason ?? ENGINE_TEXTS.rejected);
}
