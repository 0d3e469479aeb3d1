import {
  RESPONSE_CODES,
  type CreateIdentityRequest,
  type IdentityFeeResponse,
  type IdentityListRequest,
  type IdentityListResponse,
  type IdentityVerification,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import { SANDBOX_BANK } from '../../../money/bank-details';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { formatAmount, roundMoney } from '../../../money/fees';
import { createMerchantRepository, type IdentityRow } from './repository';
import { iso, MERCHANT_TEXTS, negate, pageOf, type MerchantContext } from './merchant-context';

/**
 * The identity verification fee per account currency (ours: the spec names the fields only); other currencies pay
 * the default, rounded to their minor units.
 */
export const IDENTITY_FEES: Readonly<Record<string, string>> = { EUR: '2.50', USD: '3.00', GBP: '2.20' };
export const DEFAULT_IDENTITY_FEE = '3.00';

function toIdentity(row: IdentityRow): IdentityVerification {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status as IdentityVerification['status'],
    fee: { amount: formatAmount(row.feeAmount, row.feeCurrencyCode), currencyCode: row.feeCurrencyCode },
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

/** The identity verification fee of an account currency, in its minor units. */
export function identityFeeOf(currencyCode: string): string {
  return formatAmount(
    roundMoney(IDENTITY_FEES[currencyCode] ?? DEFAULT_IDENTITY_FEE, currencyCode),
    currencyCode,
  );
}

/** Identity verifications the merchant asks for, and what they cost. */
export function createIdentityOperations({
  db,
  clock,
  repository,
  assertMerchant,
  merchantAccount,
}: MerchantContext) {
  return {
    async identityFee(customerId: number, accountId: number): Promise<IdentityFeeResponse> {
      await assertMerchant(customerId);
      const account = await merchantAccount(repository, customerId, accountId);
      if (!account) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.accountNotFound);
      return { fee: { amount: identityFeeOf(account.currencyCode), currencyCode: account.currencyCode } };
    },

    /** spec 03 §5: filters that are empty are dropped (the e-mail trimmed first); §9: page up to 1000. */
    async identities(customerId: number, request: IdentityListRequest): Promise<IdentityListResponse> {
      await assertMerchant(customerId);
      const email = request.email?.trim();
      const { rows, total } = await repository.identities(
        customerId,
        {
          ...(email ? { email } : {}),
          ...(request.status ? { status: request.status } : {}),
          ...(request.fromDate ? { fromDate: request.fromDate } : {}),
          ...(request.toDate ? { toDate: request.toDate } : {}),
        },
        pageOf(request),
      );
      return { identities: rows.map(toIdentity), totalCount: total };
    },

    /**
     * Asks for a person's identity verification: the fee of the account's currency leaves the account by a `fee`
     * journal to the bank's fee account, in the transaction that records the request (51 when the account is short).
     */
    async createIdentity(customerId: number, request: CreateIdentityRequest): Promise<IdentityVerification> {
      await assertMerchant(customerId);
      const email = request.email.trim().toLowerCase();
      const firstName = request.firstName.trim();
      const lastName = request.lastName.trim();
      const problems = [
        ...(firstName ? [] : ['firstName: is required']),
        ...(lastName ? [] : ['lastName: is required']),
      ];
      if (problems.length > 0) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        const account = await merchantAccount(repo, customerId, request.accountId);
        if (!account) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.accountNotFound);
        const fee = identityFeeOf(account.currencyCode);
        const { journalId } = await postJournal(tx, {
          customerId,
          type: 'fee',
          status: 'completed',
          description: `Identity verification fee (${email})`,
          counterpartyName: SANDBOX_BANK.name,
          fee,
          createdAt: now,
          postings: [
            { accountId: account.id, amount: negate(fee), kind: 'fee' },
            { accountId: systemAccountId('fees', account.currencyCode), amount: fee, kind: 'fee' },
          ],
        });
        return repo.insertIdentity({
          customerId,
          accountId: account.id,
          email,
          firstName,
          lastName,
          status: 'pending',
          feeAmount: fee,
          feeCurrencyCode: account.currencyCode,
          journalId,
          createdAt: now,
        });
      });
      return toIdentity(row);
    },
  };
}
