import { randomUUID } from 'node:crypto';
import {
  RESPONSE_CODES,
  type GlobalPayMethod,
  type GlobalPayPaymentStatus,
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
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import { maskEmail } from '../../../platform/lib/mask';
import { systemAccountId } from '../../../money/ledger';
import { countryName } from '../../../money/banks';
import { currenciesFor, KNOWN_COUNTRIES } from '../../../money/payee-countries';
import { formatAmount, roundMoney } from '../../../money/fees';
import { createPayoutQuotes } from './payout-quote';
import {
  CODE_ATTEMPTS,
  CODE_TTL_MS,
  codeHashOf,
  detailsKeyOf,
  MAX_RESENDS,
  newCode,
  sameHash,
} from './recipient-code';
import {
  DAY_MS,
  GLOBAL_PAY_TEXTS,
  invalidLink,
  secretHashOf,
  type BatchRow,
  type GlobalPayDeps,
  type PaymentRow,
} from './rules';
import type { GlobalPaySettlement } from './settlement';

/** The recipient's side: the secret link is the only key; a payout waits for a code e-mailed to the recipient. */
export function createGlobalPayRecipients(
  deps: GlobalPayDeps,
  { returnToSender, heldFor, holding }: GlobalPaySettlement,
) {
  const { repository, outbox, clock } = deps;
  const { netOf, allowedMethods, quote, checkedPayout } = createPayoutQuotes(deps);

  /** The payment behind a secret, or the one answer for a wrong, used-up or expired one. */
  async function paymentOfSecret(secret: string, open: readonly string[] = ['new', 'pending']) {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(secret)) throw invalidLink();
    const payment = await repository.paymentOfSecretHash(secretHashOf(secret));
    if (!payment || !open.includes(payment.status)) throw invalidLink();
    if (payment.expiresAt && payment.expiresAt <= clock.now()) {
      await returnToSender(payment.id, 'expired');
      throw invalidLink();
    }
    const batch = await repository.batch(payment.batchId);
    if (!batch || (batch.status !== 'submitted' && batch.status !== 'completed')) throw invalidLink();
    return { payment, batch };
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

  const statusAnswer = (payment: PaymentRow): GlobalPaymentStatusResponse => ({
    paymentId: payment.id,
    paymentStatus: payment.status as GlobalPayPaymentStatus,
    ...(payment.transferDate ? { transferDate: payment.transferDate.toISOString() } : {}),
    ...(payment.journalId !== null && payment.status === 'completed'
      ? { transactionId: payment.journalId }
      : {}),
  });

  return {
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
        senderName: await repository.senderName(batch.customerId),
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
      const rows = await repository.completedPayouts(payment.beneficiaryEmail, limit);
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
      const row = await repository.completedPayout(payment.beneficiaryEmail, paymentId);
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
      const submitted = await repository.submitPayout(payment.id, {
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
      });
      if (!submitted) throw invalidLink();
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
      const outcome = await repository.transaction(async (tx) => {
        const row = await tx.lockPayment(payment.id);
        if (!row || row.status !== 'pending' || row.operationId !== operationId || row.codeHash === null)
          return { kind: 'refused', text: GLOBAL_PAY_TEXTS.notAwaitingCode, attemptsLeft: 0 } as const;
        const now = clock.now();
        if (row.codeExpiresAt && row.codeExpiresAt <= now) {
          await tx.updatePayment(row.id, { codeHash: null, codeAttemptsLeft: 0 });
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
          await tx.updatePayment(row.id, {
            codeAttemptsLeft: Math.max(0, attemptsLeft),
            ...(attemptsLeft <= 0 ? { codeHash: null } : {}),
          });
          return {
            kind: 'refused',
            text: GLOBAL_PAY_TEXTS.wrongCode,
            attemptsLeft: Math.max(0, attemptsLeft),
          } as const;
        }
        const batch = await tx.batch(row.batchId);
        if (!batch) throw new Error('payment without batch');
        const currencyCode = batch.currencyCode;
        const held = roundMoney(heldFor(row), currencyCode);
        const fee = roundMoney(row.fee, currencyCode);
        const paidOut = roundMoney(new Decimal(held).minus(fee), currencyCode);
        const { journalId } = await tx.postJournal({
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
        await tx.updatePayment(row.id, { status: 'completed', journalId, codeHash: null, transferDate: now });
        await tx.completeIfSettled(batch.id);
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
      await repository.resendCode(payment.id, {
        codeHash: codeHashOf(code, payment.id, detailsKey),
        codeExpiresAt: new Date(clock.now().getTime() + CODE_TTL_MS),
        codeAttemptsLeft: CODE_ATTEMPTS,
        codeResends: payment.codeResends + 1,
      });
      return { approvalSentTo: await sendCode(payment, batch, code) };
    },

    /** Refuse (spec 02 §4 step 8): the money goes back to the sender; the status is 'refused' (spec 02 §9). */
    async refuse(secret: string): Promise<GlobalPaymentStatusResponse> {
      const { payment } = await paymentOfSecret(secret);
      if (!(await returnToSender(payment.id, 'refused'))) throw invalidLink();
      const row = await repository.payment(payment.id);
      return statusAnswer(row ?? payment);
    },

    /** Cancel (spec 02 §7): a submitted payout that waits for its code is withdrawn; the payment is `new` again. */
    async cancel(secret: string, paymentId: number): Promise<GlobalPaymentStatusResponse> {
      const { payment } = await paymentOfSecret(secret);
      if (payment.id !== paymentId) throw invalidLink();
      const row = await repository.cancelPayout(payment.id);
      return statusAnswer(row ?? payment);
    },
  };
}
