import {
  ACCOUNT_TYPES,
  RESPONSE_CODES,
  type CheckPayeeResponse,
  type FeeResponse,
  type P2pFeeRequest,
  type P2pTransferRequest,
  type SubmitResult,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import { maskName } from '../../../platform/lib/mask';
import { invalidField, parseAmount } from '../../../money/amounts';
import { systemAccountId, type Posting } from '../../../money/ledger';
import {
  assertTransferable,
  negate,
  ownAccount,
  subscriptionDetails,
  subscriptionNote,
  type TransferServiceDeps,
} from '../../../money/engine/between-accounts';
import type { TransferPlan } from '../../../money/engine/engine';
import { minorUnitsOf, roundMoney, transferFee } from '../../../money/fees';

/** Person to person (spec 02 §7 "P2P"): the payee is a user of the product, found by e-mail. */

/** The coupon that waives the p2p fee (ours; the spec names couponCode only). */
export const FEE_FREE_COUPON = 'WELCOME';

export const P2P_TEXTS = {
  noPayee: 'There is no user with this e-mail.',
  blacklisted: 'This payee cannot receive transfers from you.',
} as const;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createP2pService({ repository, engine }: TransferServiceDeps) {
  return {
    /**
     * spec 02 §5: exist and outBlacklist (the global blacklist or the customer's own payout blacklist), and a
     * masked name to recognise the payee by: anyone signed in may ask about any e-mail (issue 22).
     */
    async checkPayee(customerId: number, email: string): Promise<CheckPayeeResponse> {
      const normalized = normalizeEmail(email);
      const [payee, outBlacklist] = await Promise.all([
        repository.userByEmail(normalized),
        repository.isBlacklisted(customerId, normalized),
      ]);
      return { exist: payee !== null, outBlacklist, ...(payee ? { name: maskName(payee.name) } : {}) };
    },

    async getP2pFee(customerId: number, request: P2pFeeRequest): Promise<FeeResponse> {
      const account = await ownAccount(repository, customerId, request.accountId);
      const currencyCode = account.currencyCode;
      const amount = parseAmount('amount', request.amount, currencyCode, minorUnitsOf(currencyCode));
      const fee = transferFee('p2p', amount, currencyCode);
      return { fee, total: roundMoney(new Decimal(amount).plus(fee), currencyCode) };
    },

    /**
     * A p2p transfer: the payee's active payment account in the same currency is credited, the fee goes to the
     * bank's fees account, and the engine decides the approval.
     */
    async transferP2p(
      customerId: number,
      userId: number,
      request: P2pTransferRequest,
    ): Promise<SubmitResult> {
      const account = await ownAccount(repository, customerId, request.accountId);
      assertTransferable(account, 'accountId');
      const currencyCode = account.currencyCode;
      if (request.currency !== currencyCode)
        throw invalidField('currency', `must be ${currencyCode}, the currency of the account`);
      const amount = parseAmount('amount', request.amount, currencyCode, minorUnitsOf(currencyCode));
      const toEmail = normalizeEmail(request.toEmail);
      const payee = await repository.userByEmail(toEmail);
      if (!payee) throw methodError(RESPONSE_CODES.payeeRefused, P2P_TEXTS.noPayee);
      if (await repository.isBlacklisted(customerId, toEmail))
        throw methodError(RESPONSE_CODES.payeeRefused, P2P_TEXTS.blacklisted);
      if (payee.customerId === customerId) throw invalidField('toEmail', 'cannot be yourself');
      const payeeAccount = await repository.activeAccountOf(
        payee.customerId,
        ACCOUNT_TYPES.payment,
        currencyCode,
      );
      if (!payeeAccount) throw invalidField('toEmail', `the payee has no ${currencyCode} account`);
      // Paying an invoice (spec 02 §7 "P2P" invoiceId): only its payer, while open, its amount to its payee.
      const invoiceId = request.invoiceId;
      if (invoiceId !== undefined) {
        const refusal = await repository.invoices.paymentRefusal(invoiceId, {
          customerId,
          amount,
          currencyCode,
          toEmail,
        });
        if (refusal) throw refusal;
      }
      let fee = transferFee('p2p', amount, currencyCode);
      const coupon = request.couponCode?.trim();
      if (coupon) {
        if (coupon.toUpperCase() !== FEE_FREE_COUPON) throw invalidField('couponCode', 'unknown coupon');
        fee = '0';
      }
      const standingOrder = subscriptionNote(request, new Date());
      const invoiceNote = invoiceId !== undefined ? `Invoice ${invoiceId}` : undefined;
      const note = [request.note?.trim(), invoiceNote, standingOrder].filter(Boolean).join(' · ');
      const postings: Posting[] = [
        { accountId: account.id, amount: negate(amount) },
        { accountId: payeeAccount.id, amount },
      ];
      if (new Decimal(fee).greaterThan(0))
        postings.push(
          { accountId: account.id, amount: negate(fee), kind: 'fee' },
          { accountId: systemAccountId('fees', currencyCode), amount: fee, kind: 'fee' },
        );
      const plan: TransferPlan = {
        type: 'p2p',
        customerId,
        userId,
        fromAccountId: account.id,
        amount,
        currencyCode,
        fee,
        payee: toEmail,
        payeeName: payee.name,
        journal: {
          status: 'completed',
          description: `Transfer to ${payee.name}`,
          counterpartyName: payee.name,
          counterpartyEmail: toEmail,
          ...(request.reference ? { reference: request.reference } : {}),
          ...(note ? { note } : {}),
          postings,
        },
        details: {
          toEmail,
          ...(request.note ? { note: request.note } : {}),
          ...(request.reference ? { reference: request.reference } : {}),
          ...(coupon ? { couponCode: coupon } : {}),
          ...(invoiceId !== undefined ? { invoiceId: String(invoiceId) } : {}),
          ...subscriptionDetails(request),
        },
        ...(invoiceId !== undefined ? { invoiceId } : {}),
        ...(request.templateName?.trim() ? { templateName: request.templateName.trim() } : {}),
        creditedCustomerId: payee.customerId,
      };
      return engine.submit(plan, {
        ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
        ...(request.operationId ? { operationId: request.operationId } : {}),
      });
    },
  };
}

export type P2pService = ReturnType<typeof createP2pService>;
