import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  GLOBAL_PAY_METHODS,
  GLOBAL_PAYOUT_PATH,
  IDENTICAL_BATCH_CODE,
  RESPONSE_CODES,
  type GlobalPayBatch,
  type GlobalPayBatchStatus,
  type GlobalPayBatchStatusResponse,
  type GlobalPayBeneficiaryType,
  type GlobalPayCountriesResponse,
  type GlobalPayFeeShare,
  type GlobalPayMethod,
  type GlobalPayNewPayment,
  type GlobalPayPayment,
  type GlobalPayPaymentStatus,
  type GlobalPayUpdatePaymentsRequest,
  type GlobalPayUploadRequest,
  type GlobalPayUploadResponse,
  type GlobalPaymentDetails,
  type GlobalPaymentLastWithdrawalsResponse,
  type GlobalPaymentMeta,
  type GlobalPaymentMethodsResponse,
  type GlobalPaymentStatusResponse,
  type GlobalPaymentSubmitRequest,
  type GlobalPaymentWithdrawalDetails,
  type ResendApprovalResponse,
  type SubmitResult,
} from '@portal/api/catalogue';
import { splitCsv } from '@portal/api/csv';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers, users } from '../../../platform/db/tables';
import { globalPayBatches, globalPayPayments } from './tables';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import { maskEmail } from '../../../platform/lib/mask';
import { invalidField } from '../../../money/amounts';
import type { OutboxSender } from '../../../platform/outbox';
import { payoutBlacklistedAmong } from '../blacklist/repository';
import { postJournal, systemAccountId, type Posting } from '../../../money/ledger';
import type { TransferPlan } from '../payments/engine';
import { countryName } from '../payments/external/banks';
import { currenciesFor, KNOWN_COUNTRIES } from '../payments/external/availability';
import { feeOf, formatAmount, minorUnitsOf, roundMoney, type FeeRule } from '../../../money/fees';
import type { TransferEngineService } from '../payments/operations';
import type { OperationRecord, TransferRepository } from '../payments/repository';
import { validateExternalTransfer } from '../payments/external/validation';

/**
 * Global pay (issue 15 items 2 and 3; spec 02 §4 "Global-pay batch (sender side)", "Global payout (recipient side)").
 *
 * Sender: a CSV file becomes a draft batch (an identical file answers 92 unless ignoreIdenticalBatch); its payments
 * are edited, deleted and restored while it is a draft; submit goes through the approval engine like a single
 * transfer (SubmitResult, the shell's popups, confirmTransaction) and, once executed, one journal moves the amounts
 * and the fees the sender pays from the sender's account into the holding account, and every recipient gets an
 * e-mail with a secret link. Recipient: the secret is the only key (kept as a hash); a wrong, used-up or expired one
 * gets the one answer INVALID_LINK. A payout posts from the holding account to the clearing account (the money
 * leaves the product) and the fee to the fees account; a refusal or an expiry posts the money back to the sender.
 */

/** The sandbox bank's price of a global payment (ours): 1 %, at least 1.00, at most 25.00 of the batch currency. */
export const GLOBAL_PAY_FEE_RULE: FeeRule = { percent: '1', fixed: '0', min: '1.00', max: '25.00' };
/** The markup over the rate when the recipient takes another currency (ours, spec 02 §7 extraFxMarkupPercent). */
export const GLOBAL_PAY_FX_MARKUP_PERCENT = '1';
/** Days a recipient has to claim, from the submit (ours; spec 02 §3 names expireDays). */
export const GLOBAL_PAY_EXPIRE_DAYS = 14;
/** The recipient's approval code: 6 digits, 10 minutes, 3 wrong tries, 5 resends (as the transfer engine's). */
const CODE_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 3;
const MAX_RESENDS = 5;
/** Rows of one batch file (ours). */
export const GLOBAL_PAY_MAX_ROWS = 1000;
const NAME_MAX = 70;
const TEXT_MAX = 140;

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

const invalidLink = () => methodError(RESPONSE_CODES.notFound, GLOBAL_PAY_TEXTS.invalidLink);
const noBatch = () => methodError(RESPONSE_CODES.notFound, GLOBAL_PAY_TEXTS.noBatch);
const notDraft = () => methodError(RESPONSE_CODES.invalidParameters, GLOBAL_PAY_TEXTS.notDraft);

type BatchRow = typeof globalPayBatches.$inferSelect;
type PaymentRow = typeof globalPayPayments.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/** The fee of a payment's amount (GLOBAL_PAY_FEE_RULE), in the batch currency. */
export function globalPayFee(amount: string, currencyCode: string): string {
  return feeOf(GLOBAL_PAY_FEE_RULE, amount, currencyCode);
}

/** The payout methods that reach a country in some currency (the external kinds of availability.ts). */
export function methodsOfCountry(countryCode: string): GlobalPayMethod[] {
  return GLOBAL_PAY_METHODS.filter((method) => currenciesFor(method, countryCode).length > 0);
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const secretHashOf = (secret: string) => sha256Hex(`global-pay|${secret}`);
const codeHashOf = (code: string, paymentId: number, details: string) =>
  sha256Hex(`${code}|${paymentId}|${details}`);

/** What a recipient's code is bound to: method, country, currency and the payee fields in name order. */
function detailsKeyOf(
  method: string | null,
  countryCode: string | null,
  currencyCode: string | null,
  details: Record<string, string> | null,
): string {
  const sorted = Object.entries(details ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, countryCode, currencyCode, sorted]);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A checked payment: its fields, or the `field: reason` lines of what is wrong. */
function checkPayment(
  input: Partial<GlobalPayNewPayment>,
  currencyCode: string,
  prefix: string,
): { ok: true; value: Required<GlobalPayNewPayment> } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const name = (input.beneficiaryName ?? '').trim();
  if (name.length < 2 || name.length > NAME_MAX)
    problems.push(`${prefix}beneficiaryName: must be 2 to ${NAME_MAX} characters`);
  const email = normalizeEmail(input.beneficiaryEmail ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length < 6)
    problems.push(`${prefix}beneficiaryEmail: must be an e-mail address`);
  const country = (input.beneficiaryCountryCode ?? '').trim().toUpperCase();
  if (!KNOWN_COUNTRIES.has(country) || methodsOfCountry(country).length === 0)
    problems.push(`${prefix}beneficiaryCountryCode: global pay does not reach this country`);
  const amountText = (input.amount ?? '').trim();
  let amount = '';
  try {
    const value = new Decimal(amountText);
    if (!value.greaterThan(0)) problems.push(`${prefix}amount: must be over 0`);
    else if (value.decimalPlaces() > minorUnitsOf(currencyCode))
      problems.push(
        `${prefix}amount: ${currencyCode} amounts have at most ${minorUnitsOf(currencyCode)} decimals`,
      );
    else amount = value.toFixed();
  } catch {
    problems.push(`${prefix}amount: must be a number`);
  }
  const description = (input.description ?? '').trim();
  if (description.length > TEXT_MAX) problems.push(`${prefix}description: at most ${TEXT_MAX} characters`);
  const beneficiaryType = input.beneficiaryType ?? 'individual';
  if (beneficiaryType !== 'individual' && beneficiaryType !== 'business')
    problems.push(`${prefix}beneficiaryType: must be individual or business`);
  const feeShare = input.feeShare ?? 'sender';
  if (feeShare !== 'sender' && feeShare !== 'beneficiary')
    problems.push(`${prefix}feeShare: must be sender or beneficiary`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      amount,
      description,
      beneficiaryType,
      beneficiaryName: name,
      beneficiaryEmail: email,
      beneficiaryCountryCode: country,
      feeShare,
    },
  };
}

/**
 * The separator of an upload: `,` `;` or tab, the one most frequent in the first line (`,` on a tie). The records are
 * split by `@portal/api/csv`: quoted cells with doubled quotes, CRLF or LF, a byte order mark dropped, blank lines
 * skipped, each record with its line number.
 */
function uploadSeparator(text: string): string {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  return [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
}

/** The rows of an uploaded CSV file, with a header line naming the columns. */
function readBatchFile(text: string, currencyCode: string) {
  const records = splitCsv(text, uploadSeparator(text));
  const [header, ...rows] = records;
  if (!header) throw invalidField('attachedFile', 'is empty');
  const columns = header.cells.map((cell) => cell.trim().replace(/\s+/g, '').toLowerCase());
  const index = (name: string) => columns.indexOf(name.toLowerCase());
  for (const required of ['beneficiaryName', 'beneficiaryEmail', 'beneficiaryCountryCode', 'amount'])
    if (index(required) < 0) throw invalidField('attachedFile', `the header line has no ${required} column`);
  if (rows.length === 0) throw invalidField('attachedFile', 'has no payment');
  if (rows.length > GLOBAL_PAY_MAX_ROWS)
    throw invalidField('attachedFile', `has more than ${GLOBAL_PAY_MAX_ROWS} payments`);
  const cell = (cells: string[], name: string) => {
    const at = index(name);
    return at < 0 ? undefined : (cells[at] ?? '').trim();
  };
  const problems: string[] = [];
  const payments = rows.flatMap(({ line, cells }) => {
    const type = cell(cells, 'beneficiaryType');
    const share = cell(cells, 'feeShare');
    const checked = checkPayment(
      {
        beneficiaryName: cell(cells, 'beneficiaryName') ?? '',
        beneficiaryEmail: cell(cells, 'beneficiaryEmail') ?? '',
        beneficiaryCountryCode: cell(cells, 'beneficiaryCountryCode') ?? '',
        amount: cell(cells, 'amount') ?? '',
        description: cell(cells, 'description') ?? '',
        ...(type ? { beneficiaryType: type as GlobalPayBeneficiaryType } : {}),
        ...(share ? { feeShare: share as GlobalPayFeeShare } : {}),
      },
      currencyCode,
      `line ${line}: `,
    );
    if (!checked.ok) {
      problems.push(...checked.problems);
      return [];
    }
    return [checked.value];
  });
  if (problems.length > 0) throw invalidRows(problems);
  return payments;
}

function invalidRows(problems: string[]) {
  const error = invalidField('attachedFile', 'has invalid rows');
  error.body.validationErrors = problems;
  return error;
}

/** The identical-file key: the rows as read, normalized, in order (the file's name and spacing do not count). */
function fileHashOf(payments: Required<GlobalPayNewPayment>[]): string {
  return sha256Hex(
    JSON.stringify(
      payments.map((payment) => [
        payment.beneficiaryName,
        payment.beneficiaryEmail,
        payment.beneficiaryCountryCode,
        new Decimal(payment.amount).toFixed(),
        payment.description,
        payment.beneficiaryType,
        payment.feeShare,
      ]),
    ),
  );
}

export interface GlobalPayDeps {
  db: Database;
  engine: TransferEngineService;
  /** Operations and stored rates. */
  transfers: TransferRepository;
  outbox: OutboxSender;
  clock: Clock;
  /** The portal's address when a submit gives no Origin (config portalOrigins[0]). */
  defaultPortalOrigin: string;
}

export function createGlobalPayService({
  db,
  engine,
  transfers,
  outbox,
  clock,
  defaultPortalOrigin,
}: GlobalPayDeps) {
  /** The payees of these e-mails a global payout of the customer may not go to (D's payout blacklist, spec 02 §5). */
  const blacklistedAmong = (customerId: number, emails: string[]) =>
    payoutBlacklistedAmong(db, customerId, emails, 'globalPay');

  async function batchOf(customerId: number, batchId: number): Promise<BatchRow> {
    const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batchId));
    if (!batch || batch.customerId !== customerId) throw noBatch();
    return batch;
  }

  async function paymentsOf(batchId: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(globalPayPayments)
      .where(eq(globalPayPayments.batchId, batchId))
      .orderBy(asc(globalPayPayments.id));
  }

  /** A sender's payment status: a submitted one past its expiry reads `expired` (and is settled on the next read). */
  function statusOf(payment: PaymentRow, now: Date): GlobalPayPaymentStatus {
    const status = payment.status as GlobalPayPaymentStatus;
    if ((status === 'new' || status === 'pending') && payment.expiresAt && payment.expiresAt <= now)
      return 'expired';
    return status;
  }

  async function answerBatch(batch: BatchRow): Promise<GlobalPayBatch> {
    await settleExpired(batch.id);
    const [fresh] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batch.id));
    const rows = await paymentsOf(batch.id);
    const blocked = await blacklistedAmong(
      batch.customerId,
      rows.filter((row) => row.status === 'active').map((row) => row.beneficiaryEmail),
    );
    const now = clock.now();
    const currencyCode = batch.currencyCode;
    let totalAmount = new Decimal(0);
    let totalFee = new Decimal(0);
    const payments: GlobalPayPayment[] = rows.map((row) => {
      if (row.status !== 'deleted') {
        totalAmount = totalAmount.plus(row.amount);
        if (row.feeShare === 'sender') totalFee = totalFee.plus(row.fee);
      }
      const forbidden = new Set(row.forbiddenMethods);
      const error = blocked.has(row.beneficiaryEmail) ? GLOBAL_PAY_TEXTS.blacklisted : undefined;
      return {
        id: row.id,
        amount: formatAmount(row.amount, currencyCode),
        description: row.description,
        beneficiaryType: row.beneficiaryType as GlobalPayPayment['beneficiaryType'],
        beneficiaryName: row.beneficiaryName,
        beneficiaryEmail: row.beneficiaryEmail,
        beneficiaryCountryCode: row.beneficiaryCountryCode,
        feeShare: row.feeShare as GlobalPayFeeShare,
        paymentMethods: methodsOfCountry(row.beneficiaryCountryCode).map((name) => ({
          name,
          forbidden: forbidden.has(name),
        })),
        fee: formatAmount(row.fee, currencyCode),
        status: statusOf(row, now),
        ...(error ? { error } : {}),
      };
    });
    const current = fresh ?? batch;
    return {
      batchId: current.id,
      batchName: current.batchName,
      accountId: current.accountId,
      currencyCode,
      status: current.status as GlobalPayBatchStatus,
      createdAt: current.createdAt.toISOString(),
      ...(current.submittedAt ? { submittedAt: current.submittedAt.toISOString() } : {}),
      expireDays: current.expireDays,
      payments,
      totalAmount: formatAmount(totalAmount, currencyCode),
      totalFee: formatAmount(totalFee, currencyCode),
      totalDebit: formatAmount(totalAmount.plus(totalFee), currencyCode),
    };
  }

  /** Runs a change of a draft batch inside a transaction that holds the batch row locked. */
  async function changeDraft(
    customerId: number,
    batchId: number,
    change: (tx: Database, batch: BatchRow) => Promise<void>,
  ): Promise<GlobalPayBatch> {
    const batch = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(globalPayBatches)
        .where(eq(globalPayBatches.id, batchId))
        .for('update');
      if (!locked || locked.customerId !== customerId) throw noBatch();
      if (locked.status !== 'draft') throw notDraft();
      await change(tx as unknown as Database, locked);
      return locked;
    });
    return answerBatch(batch);
  }

  /** What a submitted batch's money is: each payment's amount, plus its fee when the sender pays it. */
  const heldFor = (payment: Pick<PaymentRow, 'amount' | 'fee' | 'feeShare'>) =>
    payment.feeShare === 'sender'
      ? new Decimal(payment.amount).plus(payment.fee)
      : new Decimal(payment.amount);

  const holding = (currencyCode: string) => systemAccountId('globalPay', currencyCode);

  /** Posts a payment's money back to the sender (refused or expired) and marks it; once. */
  async function returnToSender(paymentId: number, status: 'refused' | 'expired'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(globalPayPayments)
        .where(eq(globalPayPayments.id, paymentId))
        .for('update');
      if (!payment || (payment.status !== 'new' && payment.status !== 'pending')) return false;
      const [batch] = await tx
        .select()
        .from(globalPayBatches)
        .where(eq(globalPayBatches.id, payment.batchId));
      if (!batch) return false;
      const amount = roundMoney(heldFor(payment), batch.currencyCode);
      const { journalId } = await postJournal(tx as unknown as Database, {
        customerId: batch.customerId,
        type: 'refund',
        status: 'completed',
        description: `Global pay returned: ${payment.beneficiaryName} ${status === 'refused' ? 'refused' : 'did not claim'} the payment`,
        counterpartyName: payment.beneficiaryName,
        counterpartyEmail: payment.beneficiaryEmail,
        batchId: batch.id,
        idempotencyKey: `global-pay-return-${payment.id}`,
        postings: [
          { accountId: holding(batch.currencyCode), amount: new Decimal(amount).negated().toFixed() },
          { accountId: batch.accountId, amount },
        ],
      });
      await tx
        .update(globalPayPayments)
        .set({ status, journalId, codeHash: null, transferDate: clock.now() })
        .where(eq(globalPayPayments.id, payment.id));
      await completeIfSettled(tx as unknown as Database, batch.id);
      return true;
    });
  }

  async function completeIfSettled(tx: Database, batchId: number): Promise<void> {
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(globalPayPayments)
      .where(
        and(eq(globalPayPayments.batchId, batchId), inArray(globalPayPayments.status, ['new', 'pending'])),
      );
    if ((open?.count ?? 0) === 0)
      await tx
        .update(globalPayBatches)
        .set({ status: 'completed' })
        .where(and(eq(globalPayBatches.id, batchId), eq(globalPayBatches.status, 'submitted')));
  }

  /** Payments of a batch past their expiry go back to the sender. */
  async function settleExpired(batchId: number): Promise<void> {
    const expired = await db
      .select({ id: globalPayPayments.id })
      .from(globalPayPayments)
      .where(
        and(
          eq(globalPayPayments.batchId, batchId),
          inArray(globalPayPayments.status, ['new', 'pending']),
          isNotNull(globalPayPayments.expiresAt),
          lt(globalPayPayments.expiresAt, clock.now()),
        ),
      );
    for (const { id } of expired) await returnToSender(id, 'expired');
  }

  /**
   * A submitted batch's operation executed (the engine posted the sender → holding journal): the batch is submitted,
   * each payment gets its secret and its recipient the link. Once per batch (the row is locked, the status moves).
   */
  async function activate(operation: Pick<OperationRecord, 'id' | 'journalId'>): Promise<void> {
    const sent = await db.transaction(async (tx) => {
      const [batch] = await tx
        .select()
        .from(globalPayBatches)
        .where(eq(globalPayBatches.operationId, operation.id))
        .for('update');
      if (!batch || batch.status !== 'pendingApproval') return null;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + batch.expireDays * DAY_MS);
      const rows = await tx
        .select()
        .from(globalPayPayments)
        .where(and(eq(globalPayPayments.batchId, batch.id), eq(globalPayPayments.status, 'active')));
      const links: { payment: PaymentRow; secret: string }[] = [];
      for (const payment of rows) {
        const secret = randomBytes(24).toString('base64url');
        await tx
          .update(globalPayPayments)
          .set({ status: 'new', secretHash: secretHashOf(secret), expiresAt })
          .where(eq(globalPayPayments.id, payment.id));
        links.push({ payment, secret });
      }
      await tx
        .update(globalPayBatches)
        .set({ status: 'submitted', submittedAt: now, journalId: operation.journalId })
        .where(eq(globalPayBatches.id, batch.id));
      const sender = await senderNameOf(tx as unknown as Database, batch.customerId);
      return { batch, links, sender };
    });
    if (!sent) return;
    const origin = sent.batch.portalOrigin ?? defaultPortalOrigin;
    for (const { payment, secret } of sent.links)
      await outbox.send({
        channel: 'email',
        to: payment.beneficiaryEmail,
        text:
          `${sent.sender} sent you ${formatAmount(payment.amount, sent.batch.currencyCode)} ${sent.batch.currencyCode}` +
          `${payment.description ? ` (${payment.description})` : ''}. Claim it within ${sent.batch.expireDays} days: ` +
          `${origin}${GLOBAL_PAYOUT_PATH}${secret}`,
      });
  }

  /** The approval of a submit was refused, declined or failed: the batch is a draft again. */
  async function reopen(operation: Pick<OperationRecord, 'id'>): Promise<void> {
    await db
      .update(globalPayBatches)
      .set({ status: 'draft', operationId: null })
      .where(
        and(eq(globalPayBatches.operationId, operation.id), eq(globalPayBatches.status, 'pendingApproval')),
      );
  }

  async function senderNameOf(tx: Database, customerId: number): Promise<string> {
    const [customer] = await tx
      .select({ businessName: customers.businessName })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (customer?.businessName) return customer.businessName;
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.customerId, customerId))
      .orderBy(asc(users.id))
      .limit(1);
    return user ? `${user.firstName} ${user.lastName}` : 'A sender';
  }

  /** The batch of a submit operation whose status is still being decided: settled as the operation went. */
  async function reconcile(batch: BatchRow): Promise<void> {
    if (batch.status !== 'pendingApproval' || !batch.operationId) return;
    const operation = await transfers.operation(batch.operationId);
    if (!operation) return;
    if (operation.journalId !== null) await activate(operation);
    else if (['failed', 'refused', 'declined'].includes(operation.status)) await reopen(operation);
  }

  engine.onSettled(async (operation, executed) => {
    if (operation.plan.details.globalPayBatchId === undefined) return;
    if (executed) await activate(operation);
    else await reopen(operation);
  });

  /** The stored rate, its inverse, or a cross through EUR (as between own accounts, spec 02 §5). */
  async function rateOf(from: string, to: string): Promise<string> {
    const direct = await transfers.rate(from, to);
    if (direct !== null) return new Decimal(direct).toFixed();
    const reverse = await transfers.rate(to, from);
    if (reverse !== null)
      return new Decimal(1).dividedBy(reverse).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
    if (from !== 'EUR' && to !== 'EUR') {
      const [a, b] = await Promise.all([rateOf(from, 'EUR'), rateOf('EUR', to)]);
      return new Decimal(a).times(b).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
    }
    throw methodError(RESPONSE_CODES.notFound, 'No exchange rate for these currencies.');
  }

  // --- recipient side ---

  /** The payment behind a secret, or the one answer for a wrong, used-up or expired one. */
  async function paymentOfSecret(secret: string, open: readonly string[] = ['new', 'pending']) {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(secret)) throw invalidLink();
    const [payment] = await db
      .select()
      .from(globalPayPayments)
      .where(eq(globalPayPayments.secretHash, secretHashOf(secret)));
    if (!payment || !open.includes(payment.status)) throw invalidLink();
    if (payment.expiresAt && payment.expiresAt <= clock.now()) {
      await returnToSender(payment.id, 'expired');
      throw invalidLink();
    }
    const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, payment.batchId));
    if (!batch || (batch.status !== 'submitted' && batch.status !== 'completed')) throw invalidLink();
    return { payment, batch };
  }

  /** What the recipient gets in the batch currency: the amount, less the fee when they pay it. */
  const netOf = (payment: PaymentRow, currencyCode: string) =>
    formatAmount(
      payment.feeShare === 'beneficiary' ? new Decimal(payment.amount).minus(payment.fee) : payment.amount,
      currencyCode,
    );

  function allowedMethods(payment: PaymentRow, countryCode: string): GlobalPayMethod[] {
    const forbidden = new Set(payment.forbiddenMethods);
    return methodsOfCountry(countryCode).filter((method) => !forbidden.has(method));
  }

  async function quote(
    payment: PaymentRow,
    batch: BatchRow,
    method: GlobalPayMethod,
    countryCode: string,
    toCurrencyCode: string,
  ): Promise<GlobalPaymentMeta> {
    if (!allowedMethods(payment, countryCode).includes(method) || !KNOWN_COUNTRIES.has(countryCode))
      throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.methodUnavailable);
    if (!currenciesFor(method, countryCode).includes(toCurrencyCode))
      throw invalidField(
        'toCurrencyCode',
        `${method} pays out in ${currenciesFor(method, countryCode).join(', ')} there`,
      );
    const net = netOf(payment, batch.currencyCode);
    const converted = toCurrencyCode !== batch.currencyCode;
    const mid = converted ? await rateOf(batch.currencyCode, toCurrencyCode) : '1';
    const rate = converted
      ? new Decimal(mid)
          .times(new Decimal(100).minus(GLOBAL_PAY_FX_MARKUP_PERCENT))
          .dividedBy(100)
          .toDecimalPlaces(8, Decimal.ROUND_DOWN)
          .toFixed()
      : '1';
    const toAmount = formatAmount(new Decimal(net).times(rate), toCurrencyCode);
    const fee =
      payment.feeShare === 'beneficiary'
        ? formatAmount(payment.fee, batch.currencyCode)
        : formatAmount(0, batch.currencyCode);
    return {
      exchangeRate: rate,
      toAmount,
      fee,
      estimatedTotal: toAmount,
      maximumTrxFee: formatAmount(payment.fee, batch.currencyCode),
      extraFxMarkupPercent: converted ? GLOBAL_PAY_FX_MARKUP_PERCENT : '0',
    };
  }

  /** Validates the recipient's payee fields with the single external transfer's rules. */
  function checkedPayout(request: GlobalPaymentSubmitRequest, payment: PaymentRow) {
    const validation = validateExternalTransfer(
      {
        type: request.paymentMethod,
        accountId: 0,
        amount: '1',
        currency: request.currencyCode,
        countryCode: request.countryCode,
        details: request.paymentDetails,
        ...(request.extraParams ? { extraParams: request.extraParams } : {}),
      },
      {
        account: {
          id: 0,
          type: 0,
          statusId: 2,
          currencyCode: request.currencyCode,
          minorUnits: minorUnitsOf(request.currencyCode),
        },
        customerType: payment.beneficiaryType === 'business' ? 1 : 0,
        savedCard: null,
        today: clock.now(),
      },
    );
    if (validation.ok) return validation.value;
    if (validation.unavailable)
      throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.methodUnavailable);
    const lines = validation.problems
      .filter((line) => !line.startsWith('accountId:') && !line.startsWith('amount:'))
      .map((line) => line.replace(/^currency:/, 'currencyCode:').replace(/^details\./, 'paymentDetails.'));
    // Only the synthetic source account's lines: the currency does not fit the method (quote() checks it first).
    if (lines.length === 0)
      throw invalidField(
        'currencyCode',
        `${request.paymentMethod} does not pay out in ${request.currencyCode} there`,
      );
    const error = invalidField('paymentDetails', 'are not valid');
    error.body.validationErrors = lines;
    throw error;
  }

  async function sendCode(payment: PaymentRow, batch: BatchRow, code: string): Promise<string> {
    await outbox.send({
      channel: 'email',
      to: payment.beneficiaryEmail,
      text: `Your approval code for the payout of ${formatAmount(payment.amount, batch.currencyCode)} ${batch.currencyCode} is ${code}`,
      code,
    });
    return maskEmail(payment.beneficiaryEmail);
  }

  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

  const statusAnswer = (payment: PaymentRow): GlobalPaymentStatusResponse => ({
    paymentId: payment.id,
    paymentStatus: payment.status as GlobalPayPaymentStatus,
    ...(payment.transferDate ? { transferDate: payment.transferDate.toISOString() } : {}),
    ...(payment.journalId !== null && payment.status === 'completed'
      ? { transactionId: payment.journalId }
      : {}),
  });

  return {
    activate,
    reopen,

    // --- sender ---

    async upload(
      customerId: number,
      userId: number,
      request: GlobalPayUploadRequest,
    ): Promise<GlobalPayUploadResponse> {
      const [account] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, request.accountId), eq(accounts.customerId, customerId)));
      if (!account) throw methodError(RESPONSE_CODES.noAccess, 'No access');
      // Global pay is a business's mass kind (spec 02 §6 "Mass: ... global transfer").
      const [customer] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (customer?.customerType === 0)
        throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.businessOnly);
      if (account.statusId !== 2) throw invalidField('accountId', 'must be an active account');
      const batchName = request.batchName.trim();
      if (batchName.length < 2 || batchName.length > NAME_MAX)
        throw invalidField('batchName', `must be 2 to ${NAME_MAX} characters`);
      const payments = readBatchFile(request.attachedFile ?? '', account.currencyCode);
      const fileHash = fileHashOf(payments);
      if (!request.ignoreIdenticalBatch) {
        const [identical] = await db
          .select({ id: globalPayBatches.id, createdAt: globalPayBatches.createdAt })
          .from(globalPayBatches)
          .where(and(eq(globalPayBatches.customerId, customerId), eq(globalPayBatches.fileHash, fileHash)))
          .orderBy(desc(globalPayBatches.id))
          .limit(1);
        if (identical)
          return {
            result: 'identicalBatch',
            responseCode: IDENTICAL_BATCH_CODE,
            responseDescription: GLOBAL_PAY_TEXTS.identical,
            date: identical.createdAt.toISOString(),
            batchId: identical.id,
          };
      }
      const now = clock.now();
      const batch = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(globalPayBatches)
          .values({
            customerId,
            userId,
            accountId: account.id,
            batchName,
            fileName: request.fileName?.trim() || null,
            fileHash,
            currencyCode: account.currencyCode,
            expireDays: GLOBAL_PAY_EXPIRE_DAYS,
            createdAt: now,
          })
          .returning();
        if (!created) throw new Error('batch insert returned nothing');
        await tx.insert(globalPayPayments).values(
          payments.map((payment) => ({
            ...payment,
            batchId: created.id,
            fee: globalPayFee(payment.amount, account.currencyCode),
          })),
        );
        return created;
      });
      return {
        result: 'created',
        responseCode: RESPONSE_CODES.success,
        date: now.toISOString(),
        batchId: batch.id,
      };
    },

    async batch(customerId: number, batchId: number): Promise<GlobalPayBatch> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      return answerBatch(batch);
    },

    countries(): GlobalPayCountriesResponse {
      return {
        countries: [...KNOWN_COUNTRIES]
          .map((countryCode) => ({
            countryCode,
            name: countryName(countryCode),
            paymentMethods: methodsOfCountry(countryCode),
          }))
          .filter((country) => country.paymentMethods.length > 0)
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    async updatePayments(
      customerId: number,
      request: GlobalPayUpdatePaymentsRequest,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, request.batchId, async (tx, batch) => {
        const rows = await tx.select().from(globalPayPayments).where(eq(globalPayPayments.batchId, batch.id));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const problems: string[] = [];
        const known = (field: string, id: number) => {
          if (!byId.has(id)) problems.push(`${field}: payment ${id} is not in this batch`);
          return byId.get(id);
        };
        const adds = (request.adds ?? []).flatMap((add, index) => {
          const checked = checkPayment(add, batch.currencyCode, `adds.${index}.`);
          if (!checked.ok) problems.push(...checked.problems);
          return checked.ok ? [checked.value] : [];
        });
        const updates = (request.updates ?? []).flatMap((update, index) => {
          const row = known(`updates.${index}.id`, update.id);
          if (!row) return [];
          const checked = checkPayment(
            {
              amount: row.amount,
              description: row.description,
              beneficiaryType: row.beneficiaryType as GlobalPayBeneficiaryType,
              beneficiaryName: row.beneficiaryName,
              beneficiaryEmail: row.beneficiaryEmail,
              beneficiaryCountryCode: row.beneficiaryCountryCode,
              feeShare: row.feeShare as GlobalPayFeeShare,
              ...Object.fromEntries(Object.entries(update).filter(([key]) => key !== 'id')),
            },
            batch.currencyCode,
            `updates.${index}.`,
          );
          if (!checked.ok) problems.push(...checked.problems);
          return checked.ok ? [{ id: row.id, value: checked.value }] : [];
        });
        for (const [index, id] of (request.deletes ?? []).entries()) known(`deletes.${index}`, id);
        for (const [index, id] of (request.restores ?? []).entries()) known(`restores.${index}`, id);
        if (problems.length > 0) {
          const error = invalidField('payments', 'are not valid');
          error.body.validationErrors = problems;
          throw error;
        }
        if (adds.length > 0)
          await tx.insert(globalPayPayments).values(
            adds.map((payment) => ({
              ...payment,
              batchId: batch.id,
              fee: globalPayFee(payment.amount, batch.currencyCode),
            })),
          );
        for (const { id, value } of updates)
          await tx
            .update(globalPayPayments)
            .set({ ...value, fee: globalPayFee(value.amount, batch.currencyCode) })
            .where(eq(globalPayPayments.id, id));
        if (request.deletes?.length)
          await tx
            .update(globalPayPayments)
            .set({ status: 'deleted' })
            .where(
              and(eq(globalPayPayments.batchId, batch.id), inArray(globalPayPayments.id, request.deletes)),
            );
        if (request.restores?.length)
          await tx
            .update(globalPayPayments)
            .set({ status: 'active' })
            .where(
              and(eq(globalPayPayments.batchId, batch.id), inArray(globalPayPayments.id, request.restores)),
            );
      });
    },

    async setAmount(customerId: number, batchId: number, paymentId: number, amount: string) {
      return this.updatePayments(customerId, { batchId, updates: [{ id: paymentId, amount }] });
    },

    async setFeeShare(
      customerId: number,
      batchId: number,
      paymentIds: number[] | undefined,
      feeShare: GlobalPayFeeShare,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, batchId, async (tx, batch) => {
        if (paymentIds !== undefined) {
          const found = await tx
            .select({ id: globalPayPayments.id })
            .from(globalPayPayments)
            .where(and(eq(globalPayPayments.batchId, batch.id), inArray(globalPayPayments.id, paymentIds)));
          if (found.length !== new Set(paymentIds).size)
            throw invalidField('paymentIds', 'name payments that are not in this batch');
        }
        await tx
          .update(globalPayPayments)
          .set({ feeShare })
          .where(
            and(
              eq(globalPayPayments.batchId, batch.id),
              ...(paymentIds !== undefined ? [inArray(globalPayPayments.id, paymentIds)] : []),
            ),
          );
      });
    },

    async setMethodForbidden(
      customerId: number,
      batchId: number,
      paymentId: number,
      name: GlobalPayMethod,
      forbidden: boolean,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, batchId, async (tx, batch) => {
        const [row] = await tx
          .select()
          .from(globalPayPayments)
          .where(and(eq(globalPayPayments.batchId, batch.id), eq(globalPayPayments.id, paymentId)));
        if (!row) throw invalidField('paymentId', 'is not a payment of this batch');
        const methods = new Set(row.forbiddenMethods);
        if (forbidden) methods.add(name);
        else methods.delete(name);
        await tx
          .update(globalPayPayments)
          .set({ forbiddenMethods: GLOBAL_PAY_METHODS.filter((method) => methods.has(method)) })
          .where(eq(globalPayPayments.id, row.id));
      });
    },

    /**
     * Submit (spec 02 §7): every active payment must be payable (no blacklisted payee: PR, spec 02 §5); the debit is
     * the amounts plus the fees the sender pays, approved like a single transfer. The batch waits in
     * `pendingApproval` until the engine executes (activate) or refuses (reopen) its operation.
     */
    async submit(
      customerId: number,
      userId: number,
      batchId: number,
      idempotencyKey: string | undefined,
      origin: string | undefined,
    ): Promise<SubmitResult> {
      const batch = await batchOf(customerId, batchId);
      if (batch.status === 'pendingApproval' && batch.operationId) {
        // Submitted again while the first submit waits for its code: the first one is withdrawn (refused), so that
        // only the newest operation can move the batch's money.
        await reconcile(batch);
        const [current] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batch.id));
        if (current?.status !== 'pendingApproval' && current?.status !== 'draft') throw notDraft();
        const waiting = current.operationId ? await transfers.operation(current.operationId) : null;
        // The same idempotency key again (a double click) is the same submit: the engine answers it again.
        const replay = idempotencyKey !== undefined && waiting?.idempotencyKey === idempotencyKey;
        if (current.status === 'pendingApproval' && current.operationId && !replay)
          await engine.reject(current.operationId, 'refused', userId);
      } else if (batch.status !== 'draft') throw notDraft();
      const rows = (await paymentsOf(batch.id)).filter((row) => row.status === 'active');
      if (rows.length === 0)
        throw methodError(RESPONSE_CODES.invalidParameters, GLOBAL_PAY_TEXTS.nothingToSubmit);
      const blocked = await blacklistedAmong(
        customerId,
        rows.map((row) => row.beneficiaryEmail),
      );
      if (blocked.size > 0) throw methodError(RESPONSE_CODES.payeeRefused, GLOBAL_PAY_TEXTS.blacklisted);
      const currencyCode = batch.currencyCode;
      let amount = new Decimal(0);
      let fee = new Decimal(0);
      for (const row of rows) {
        amount = amount.plus(row.amount);
        if (row.feeShare === 'sender') fee = fee.plus(row.fee);
      }
      const principal = roundMoney(amount, currencyCode);
      const fees = roundMoney(fee, currencyCode);
      const postings: Posting[] = [
        { accountId: batch.accountId, amount: new Decimal(principal).negated().toFixed() },
        { accountId: holding(currencyCode), amount: principal },
      ];
      if (fee.greaterThan(0))
        postings.push(
          { accountId: batch.accountId, amount: new Decimal(fees).negated().toFixed(), kind: 'fee' },
          { accountId: holding(currencyCode), amount: fees, kind: 'fee' },
        );
      const payeeName = `${batch.batchName} (${rows.length} payments)`;
      // Global pay is a kind of its own in the spec (§6 "global transfer"); the engine knows the external kinds,
      // and a batch of payouts counts against the withdrawals limits as they do: it goes as a wire-kind plan.
      const plan: TransferPlan = {
        type: 'wire',
        customerId,
        userId,
        fromAccountId: batch.accountId,
        amount: principal,
        currencyCode,
        fee: fees,
        payee: `global-pay:${batch.id}:${fileHashOf(
          rows.map((row) => ({
            amount: row.amount,
            description: row.description,
            beneficiaryType: row.beneficiaryType as GlobalPayBeneficiaryType,
            beneficiaryName: row.beneficiaryName,
            beneficiaryEmail: row.beneficiaryEmail,
            beneficiaryCountryCode: row.beneficiaryCountryCode,
            feeShare: row.feeShare as GlobalPayFeeShare,
          })),
        )}`,
        payeeName,
        journal: {
          status: 'completed',
          description: `Global pay: ${payeeName}`,
          counterpartyName: payeeName,
          postings,
        },
        details: { globalPayBatchId: String(batch.id), batchName: batch.batchName },
      };
      const answer = await engine.submit(plan, {
        ...(idempotencyKey
          ? { idempotencyKey }
          : { idempotencyKey: `global-pay-${batch.id}-${randomUUID()}` }),
      });
      await db
        .update(globalPayBatches)
        .set({ operationId: answer.operationId, portalOrigin: origin ?? null })
        .where(
          and(
            eq(globalPayBatches.id, batch.id),
            inArray(globalPayBatches.status, ['draft', 'pendingApproval']),
          ),
        );
      await db
        .update(globalPayBatches)
        .set({ status: 'pendingApproval' })
        .where(and(eq(globalPayBatches.id, batch.id), eq(globalPayBatches.status, 'draft')));
      // Executed at once (typeApprove none): settle it now.
      const operation = await transfers.operation(answer.operationId);
      if (operation?.journalId !== null && operation?.journalId !== undefined) await activate(operation);
      return answer;
    },

    async reject(customerId: number, batchId: number): Promise<GlobalPayBatchStatusResponse> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      const [current] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batch.id));
      if (!current || (current.status !== 'draft' && current.status !== 'pendingApproval')) throw notDraft();
      if (current.operationId) await engine.reject(current.operationId, 'declined', current.userId);
      await db
        .update(globalPayBatches)
        .set({ status: 'rejected' })
        .where(
          and(
            eq(globalPayBatches.id, batch.id),
            inArray(globalPayBatches.status, ['draft', 'pendingApproval']),
          ),
        );
      return this.status(customerId, batchId);
    },

    async status(customerId: number, batchId: number): Promise<GlobalPayBatchStatusResponse> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      const answer = await answerBatch(batch);
      const rows = await paymentsOf(batch.id);
      const counts: Partial<Record<GlobalPayPaymentStatus, number>> = {};
      for (const payment of answer.payments) counts[payment.status] = (counts[payment.status] ?? 0) + 1;
      return {
        batchId: answer.batchId,
        status: answer.status,
        counts,
        payments: answer.payments.map((payment) => {
          const row = rows.find((candidate) => candidate.id === payment.id);
          return {
            id: payment.id,
            status: payment.status,
            ...(row?.transferDate ? { transferDate: row.transferDate.toISOString() } : {}),
          };
        }),
      };
    },

    // --- recipient ---

    async details(secret: string): Promise<GlobalPaymentDetails> {
      const { payment, batch } = await paymentOfSecret(secret);
      const now = clock.now();
      const countries = [...KNOWN_COUNTRIES]
        .filter((code) => allowedMethods(payment, code).length > 0)
        .map((code) => ({ countryCode: code, name: countryName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        paymentSecret: secret,
        paymentId: payment.id,
        paymentStatus: payment.status as GlobalPayPaymentStatus,
        senderName: await senderNameOf(db, batch.customerId),
        beneficiaryName: payment.beneficiaryName,
        amount: formatAmount(payment.amount, batch.currencyCode),
        currencyCode: batch.currencyCode,
        description: payment.description,
        toAmount: netOf(payment, batch.currencyCode),
        feeIsPayedByBeneficiary: payment.feeShare === 'beneficiary',
        expireDays: payment.expiresAt
          ? Math.max(0, Math.ceil((payment.expiresAt.getTime() - now.getTime()) / DAY_MS))
          : batch.expireDays,
        submittedDate: (batch.submittedAt ?? batch.createdAt).toISOString(),
        ...(payment.transferDate ? { transferDate: payment.transferDate.toISOString() } : {}),
        allowedCountries: countries,
      };
    },

    async methods(secret: string, countryCode: string): Promise<GlobalPaymentMethodsResponse> {
      const { payment } = await paymentOfSecret(secret);
      return {
        methods: allowedMethods(payment, countryCode).map((name) => ({
          name,
          currencies: currenciesFor(name, countryCode),
        })),
      };
    },

    async meta(
      secret: string,
      method: GlobalPayMethod,
      toCurrencyCode: string,
      countryCode: string,
    ): Promise<GlobalPaymentMeta> {
      const { payment, batch } = await paymentOfSecret(secret);
      return quote(payment, batch, method, countryCode, toCurrencyCode);
    },

    /** Must the secret be good? Yes: every recipient call starts here (lookups included). */
    async requireSecret(secret: string): Promise<PaymentRow> {
      return (await paymentOfSecret(secret)).payment;
    },

    async lastWithdrawals(secret: string, limit: number): Promise<GlobalPaymentLastWithdrawalsResponse> {
      const { payment } = await paymentOfSecret(secret);
      const rows = await db
        .select()
        .from(globalPayPayments)
        .where(
          and(
            eq(globalPayPayments.beneficiaryEmail, payment.beneficiaryEmail),
            eq(globalPayPayments.status, 'completed'),
          ),
        )
        .orderBy(desc(globalPayPayments.transferDate))
        .limit(limit);
      return {
        withdrawals: rows.map((row) => {
          const details = row.paymentDetails ?? {};
          const key = details.iban ?? details.accountNumber ?? details.cardNumber ?? details.instantKey ?? '';
          return {
            paymentId: row.id,
            paymentMethod: row.paymentMethod as GlobalPayMethod,
            countryCode: row.countryCode ?? '',
            currencyCode: row.toCurrencyCode ?? '',
            toAmount: formatAmount(row.toAmount ?? '0', row.toCurrencyCode ?? 'EUR'),
            transferDate: (row.transferDate ?? row.createdAt).toISOString(),
            payee: key.length > 4 ? `•••• ${key.slice(-4)}` : key,
          };
        }),
      };
    },

    async withdrawalDetails(secret: string, paymentId: number): Promise<GlobalPaymentWithdrawalDetails> {
      const { payment } = await paymentOfSecret(secret);
      const [row] = await db
        .select()
        .from(globalPayPayments)
        .where(
          and(
            eq(globalPayPayments.id, paymentId),
            eq(globalPayPayments.beneficiaryEmail, payment.beneficiaryEmail),
            eq(globalPayPayments.status, 'completed'),
          ),
        );
      if (!row || !row.paymentMethod) throw methodError(RESPONSE_CODES.notFound, GLOBAL_PAY_TEXTS.noPayment);
      return {
        paymentMethod: row.paymentMethod as GlobalPayMethod,
        countryCode: row.countryCode ?? '',
        currencyCode: row.toCurrencyCode ?? '',
        paymentDetails: row.paymentDetails ?? {},
      };
    },

    /** Submit (spec 02 §4 step 6): the payout waits for the code e-mailed to the recipient. */
    async submitPayment(request: GlobalPaymentSubmitRequest): Promise<SubmitResult> {
      const { payment, batch } = await paymentOfSecret(request.paymentSecret);
      const meta = await quote(
        payment,
        batch,
        request.paymentMethod,
        request.countryCode,
        request.currencyCode,
      );
      const payee = checkedPayout(request, payment);
      const details = { ...payee.details, ...(request.extraParams ?? {}) };
      const code = newCode();
      const operationId = randomUUID();
      const now = clock.now();
      const detailsKey = detailsKeyOf(
        request.paymentMethod,
        request.countryCode,
        request.currencyCode,
        details,
      );
      const updated = await db
        .update(globalPayPayments)
        .set({
          status: 'pending',
          paymentMethod: request.paymentMethod,
          countryCode: request.countryCode,
          toCurrencyCode: request.currencyCode,
          exchangeRate: meta.exchangeRate,
          toAmount: meta.toAmount,
          paymentDetails: details,
          operationId,
          codeHash: codeHashOf(code, payment.id, detailsKey),
          codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
          codeAttemptsLeft: CODE_ATTEMPTS,
          codeResends: 0,
        })
        .where(
          and(eq(globalPayPayments.id, payment.id), inArray(globalPayPayments.status, ['new', 'pending'])),
        )
        .returning({ id: globalPayPayments.id });
      if (updated.length === 0) throw invalidLink();
      const approvalSentTo = await sendCode(payment, batch, code);
      return {
        operationId,
        approveType: 'approvalCode',
        approvalSentTo,
        availableApprovalMethods: ['approvalCode'],
        fee: meta.fee,
      };
    },

    /** Approve (spec 02 §4 step 7): the payout posts from the holding account, once. */
    async approve(
      secret: string,
      operationId: string,
      approvalCode: string,
    ): Promise<GlobalPaymentStatusResponse> {
      const { payment } = await paymentOfSecret(secret, ['pending']);
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(globalPayPayments)
          .where(eq(globalPayPayments.id, payment.id))
          .for('update');
        if (!row || row.status !== 'pending' || row.operationId !== operationId || row.codeHash === null)
          return { kind: 'refused', text: GLOBAL_PAY_TEXTS.notAwaitingCode, attemptsLeft: 0 } as const;
        const now = clock.now();
        if (row.codeExpiresAt && row.codeExpiresAt <= now) {
          await tx
            .update(globalPayPayments)
            .set({ codeHash: null, codeAttemptsLeft: 0 })
            .where(eq(globalPayPayments.id, row.id));
          return { kind: 'refused', text: GLOBAL_PAY_TEXTS.codeExpired, attemptsLeft: 0 } as const;
        }
        const detailsKey = detailsKeyOf(
          row.paymentMethod,
          row.countryCode,
          row.toCurrencyCode,
          row.paymentDetails,
        );
        if (!sameHash(codeHashOf(approvalCode.trim(), row.id, detailsKey), row.codeHash)) {
          const attemptsLeft = row.codeAttemptsLeft - 1;
          await tx
            .update(globalPayPayments)
            .set({
              codeAttemptsLeft: Math.max(0, attemptsLeft),
              ...(attemptsLeft <= 0 ? { codeHash: null } : {}),
            })
            .where(eq(globalPayPayments.id, row.id));
          return {
            kind: 'refused',
            text: GLOBAL_PAY_TEXTS.wrongCode,
            attemptsLeft: Math.max(0, attemptsLeft),
          } as const;
        }
        const [batch] = await tx.select().from(globalPayBatches).where(eq(globalPayBatches.id, row.batchId));
        if (!batch) throw new Error('payment without batch');
        const currencyCode = batch.currencyCode;
        const held = roundMoney(heldFor(row), currencyCode);
        const fee = roundMoney(row.fee, currencyCode);
        const paidOut = roundMoney(new Decimal(held).minus(fee), currencyCode);
        const { journalId } = await postJournal(tx as unknown as Database, {
          customerId: batch.customerId,
          type: (row.paymentMethod ?? 'wire') as GlobalPayMethod,
          status: 'completed',
          description: `Global pay to ${row.beneficiaryName}`,
          counterpartyName: row.beneficiaryName,
          counterpartyEmail: row.beneficiaryEmail,
          fee,
          ...(row.toCurrencyCode !== currencyCode && row.exchangeRate
            ? { exchangeRate: row.exchangeRate }
            : {}),
          batchId: batch.id,
          idempotencyKey: `global-pay-payout-${row.id}`,
          postings: [
            { accountId: holding(currencyCode), amount: new Decimal(held).negated().toFixed() },
            { accountId: systemAccountId('clearing', currencyCode), amount: paidOut },
            { accountId: systemAccountId('fees', currencyCode), amount: fee, kind: 'fee' },
          ],
        });
        await tx
          .update(globalPayPayments)
          .set({ status: 'completed', journalId, codeHash: null, transferDate: now })
          .where(eq(globalPayPayments.id, row.id));
        await completeIfSettled(tx as unknown as Database, batch.id);
        return { kind: 'paid', row: { ...row, status: 'completed', journalId, transferDate: now } } as const;
      });
      if (outcome.kind === 'refused') {
        const error = methodError(RESPONSE_CODES.approvalFailed, outcome.text);
        error.body.validationErrors = undefined;
        (error.body as { attemptsLeft?: number }).attemptsLeft = outcome.attemptsLeft;
        throw error;
      }
      return statusAnswer(outcome.row);
    },

    async resend(secret: string, operationId: string): Promise<ResendApprovalResponse> {
      const { payment, batch } = await paymentOfSecret(secret, ['pending']);
      if (payment.operationId !== operationId)
        throw methodError(RESPONSE_CODES.approvalFailed, GLOBAL_PAY_TEXTS.notAwaitingCode);
      if (payment.codeResends >= MAX_RESENDS)
        throw methodError(RESPONSE_CODES.invalidParameters, GLOBAL_PAY_TEXTS.tooManyCodes);
      const code = newCode();
      const detailsKey = detailsKeyOf(
        payment.paymentMethod,
        payment.countryCode,
        payment.toCurrencyCode,
        payment.paymentDetails,
      );
      await db
        .update(globalPayPayments)
        .set({
          codeHash: codeHashOf(code, payment.id, detailsKey),
          codeExpiresAt: new Date(clock.now().getTime() + CODE_TTL_MS),
          codeAttemptsLeft: CODE_ATTEMPTS,
          codeResends: payment.codeResends + 1,
        })
        .where(and(eq(globalPayPayments.id, payment.id), eq(globalPayPayments.status, 'pending')));
      return { approvalSentTo: await sendCode(payment, batch, code) };
    },

    /** Refuse (spec 02 §4 step 8): the money goes back to the sender; the status is 'refused' (spec 02 §9). */
    async refuse(secret: string): Promise<GlobalPaymentStatusResponse> {
      const { payment } = await paymentOfSecret(secret);
      if (!(await returnToSender(payment.id, 'refused'))) throw invalidLink();
      const [row] = await db.select().from(globalPayPayments).where(eq(globalPayPayments.id, payment.id));
      return statusAnswer(row ?? payment);
    },

    /** Cancel (spec 02 §7): a submitted payout that waits for its code is withdrawn; the payment is `new` again. */
    async cancel(secret: string, paymentId: number): Promise<GlobalPaymentStatusResponse> {
      const { payment } = await paymentOfSecret(secret);
      if (payment.id !== paymentId) throw invalidLink();
      const [row] = await db
        .update(globalPayPayments)
        .set({ status: 'new', codeHash: null, operationId: null, codeAttemptsLeft: 0 })
        .where(
          and(eq(globalPayPayments.id, payment.id), inArray(globalPayPayments.status, ['new', 'pending'])),
        )
        .returning();
      return statusAnswer(row ?? payment);
    },
  };
}

export type GlobalPayService = ReturnType<typeof createGlobalPayService>;
