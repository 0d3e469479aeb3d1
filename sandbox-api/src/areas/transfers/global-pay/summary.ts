import type {
  GlobalPayBatch,
  GlobalPayBatchStatus,
  GlobalPayFeeShare,
  GlobalPayPayment,
  GlobalPayPaymentStatus,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { formatAmount } from '../../../money/fees';
import {
  GLOBAL_PAY_TEXTS,
  methodsOfCountry,
  noBatch,
  type BatchRow,
  type GlobalPayDeps,
  type PaymentRow,
} from './rules';
import type { GlobalPaySettlement } from './settlement';

/** A batch as its sender sees it: the payments with their statuses and methods, the totals. */
export function createGlobalPaySummary(
  { repository, clock }: GlobalPayDeps,
  { settleExpired }: GlobalPaySettlement,
) {
  /** The payees of these e-mails a global payout of the customer may not go to (D's payout blacklist, spec 02 §5). */
  const blacklistedAmong = (customerId: number, emails: string[]) =>
    repository.blacklistedAmong(customerId, emails);

  async function batchOf(customerId: number, batchId: number): Promise<BatchRow> {
    const batch = await repository.batch(batchId);
    if (!batch || batch.customerId !== customerId) throw noBatch();
    return batch;
  }

  /** The batch's payments, in the order they were added. */
  async function paymentsOf(batchId: number): Promise<PaymentRow[]> {
    return repository.paymentsOfBatch(batchId);
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
    const fresh = await repository.batch(batch.id);
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

  return { blacklistedAmong, batchOf, paymentsOf, answerBatch };
}

export type GlobalPaySummary = ReturnType<typeof createGlobalPaySummary>;
