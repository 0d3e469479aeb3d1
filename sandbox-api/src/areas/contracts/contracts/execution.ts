import { RESPONSE_CODES, type TransactionType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError } from '../../../platform/http/errors';
import { SYSTEM_CUSTOMER_ID, type Posting } from '../../../money/ledger';
import type { IncomingSplits } from '../../../money/incoming';
import { minorUnitsOf } from '../../../money/fees';
import type { SmartContractRow } from './contract-queries';
import { createSplitQueries, type SplitQueries } from './split-queries';

/**
 * A revenue-split contract executing on the ledger (issue 32 item 6; spec 03 §3 "Contract"). While a contract
 * executes (`executingContractsOf`, split-queries.ts), every incoming payment credited to an account of its payer (the sender) moves the
 * contract's percentage of it to the beneficiary's first active payment account in the same currency, as ONE journal
 * of the payer, posted in the transaction that credited the payment (a savepoint in it) with its row in
 * `smart_contract_splits`, whose key is the incoming journal: a payment is split at most once, and never half.
 *
 * - Incoming payments are journals of `SPLIT_INCOMING_TYPES` (from another customer, an invoice payment, a mass
 *   transfer's row, money from outside) that credit a customer with no debit of theirs in the same journal (their own
 *   transfers are no income). A split journal never counts, even though it is p2p and credits the beneficiary: a chain
 *   of contracts (A pays B, B pays A) cannot loop.
 * - The amount is exact (decimal), rounded DOWN to the currency's minor units; a share that rounds to zero moves
 *   nothing and records nothing, and so does a beneficiary without an account in that currency.
 * - One payment is split by one contract: the payer's oldest executing one (several at once would split one payment
 *   twice, the table's key forbids it).
 */

/** Journal types that are income of the credited customer (spec 02 §3 operation types). */
export const SPLIT_INCOMING_TYPES: readonly TransactionType[] = ['p2p', 'deposit'];
/** The split is a payment from the payer to the beneficiary: histories show it as person to person. */
export const SPLIT_JOURNAL_TYPE: TransactionType = 'p2p';

/** Exact to well beyond numeric(20, 8) times a percentage. */
const Exact = Decimal.clone({ precision: 60 });

/** `percentage` % of `amount`, rounded down to the currency's minor units ("0" when nothing). */
export function splitAmount(amount: string, percentage: string, currencyCode: string): string {
  return new Exact(amount)
    .times(percentage)
    .dividedBy(100)
    .toDecimalPlaces(minorUnitsOf(currencyCode), Decimal.ROUND_DOWN)
    .toFixed();
}

/** "12.50" as "12.5", "10.00" as "10". */
export const percentText = (percentage: string): string => new Exact(percentage).toFixed();

/** What both histories show: the contract named and its share. */
export const splitDescription = (contractId: number, percentage: string): string =>
  `Revenue split · contract ${contractId} · ${percentText(percentage)} %`;

/** The split journal's idempotency key (the payer's): the same incoming journal is the same split. */
export const splitIdempotencyKey = (incomingJournalId: number): string =>
  `contract-split:${incomingJournalId}`;

export interface ContractSplit {
  incomingJournalId: number;
  contractId: number;
  splitJournalId: number;
  payerCustomerId: number;
  beneficiaryCustomerId: number;
  fromAccountId: number;
  toAccountId: number;
  amount: string;
  currencyCode: string;
}

/** A credit of an incoming payment: money into a customer's account that did not come from that customer. */
interface IncomingCredit {
  customerId: number;
  accountId: number;
  currencyCode: string;
  amount: string;
}

/** The credits of postings (customer accounts only; system accounts are the bank's). */
async function creditsOf(queries: SplitQueries, postings: readonly Posting[]): Promise<IncomingCredit[]> {
  const principal = postings.filter((posting) => (posting.kind ?? 'principal') === 'principal');
  const ids = [...new Set(principal.map((posting) => posting.accountId))];
  if (ids.length === 0) return [];
  const owners = await queries.accountOwners(ids);
  const byId = new Map(owners.map((row) => [row.id, row]));
  const paying = new Set(
    principal
      .filter((posting) => new Decimal(posting.amount).isNegative())
      .map((posting) => byId.get(posting.accountId)?.customerId),
  );
  return principal.flatMap((posting) => {
    const account = byId.get(posting.accountId);
    if (!account || account.customerId === SYSTEM_CUSTOMER_ID || paying.has(account.customerId)) return [];
    if (!new Decimal(posting.amount).isPositive()) return [];
    return [
      {
        customerId: account.customerId,
        accountId: account.id,
        currencyCode: account.currencyCode,
        amount: posting.amount,
      },
    ];
  });
}

/** The contract that splits a credit on a day and where its share goes, or none. */
async function splitTarget(
  queries: SplitQueries,
  credit: IncomingCredit,
  onDate: string,
): Promise<{ contract: SmartContractRow; toAccountId: number } | undefined> {
  const [contract] = await queries.executingContractsOf(credit.customerId, onDate);
  if (!contract) return undefined;
  const toAccountId = await queries.beneficiaryAccount(contract.beneficiaryId, credit.currencyCode);
  return toAccountId === undefined ? undefined : { contract, toAccountId };
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The beneficiaries' accounts a split of these postings would credit on a day: the transfer engine locks them with
 * the payment's own accounts, all in id order, so a payment and its split never wait on each other crosswise
 * (issue 22).
 */
export async function splitAccountIds(
  queries: SplitQueries,
  postings: readonly Posting[],
  on: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const credit of await creditsOf(queries, postings)) {
    const target = await splitTarget(queries, credit, dayOf(on));
    if (target) ids.push(target.toAccountId);
  }
  return ids;
}

/**
 * Splits one incoming payment journal by the payer's executing contract, once: answers the split, or null when the
 * journal is no completed incoming payment, is a split itself, was split already, or nothing is to be moved. Call it
 * inside the transaction that credited the payment (or right after it): the split journal and its row are written
 * together in a savepoint; a refusal for funds (a payer already below their minimum) leaves the payment unsplit.
 */
export async function splitIncomingPayment(
  queries: SplitQueries,
  incomingJournalId: number,
): Promise<ContractSplit | null> {
  const journal = await queries.journal(incomingJournalId);
  if (
    !journal ||
    journal.status !== 'completed' ||
    !(SPLIT_INCOMING_TYPES as readonly string[]).includes(journal.type) ||
    journal.idempotencyKey?.startsWith('contract-split:')
  )
    return null;
  if (await queries.isSplit(incomingJournalId)) return null;
  if (await queries.isSplitJournal(incomingJournalId)) return null;
  const postings = await queries.postingsOf(incomingJournalId);
  for (const credit of await creditsOf(queries, postings)) {
    const target = await splitTarget(queries, credit, dayOf(journal.createdAt));
    if (!target) continue;
    const { contract, toAccountId } = target;
    const amount = splitAmount(credit.amount, contract.percentage, credit.currencyCode);
    if (new Decimal(amount).isZero()) return null;
    const beneficiary = await queries.holder(contract.beneficiaryId);
    try {
      const splitJournalId = await queries.recordSplit(
        {
          customerId: credit.customerId,
          type: SPLIT_JOURNAL_TYPE,
          status: 'completed',
          description: splitDescription(contract.id, contract.percentage),
          counterpartyName: beneficiary?.name ?? '',
          reference: `Contract ${contract.id}`,
          note: `Revenue split of payment ${incomingJournalId}`,
          idempotencyKey: splitIdempotencyKey(incomingJournalId),
          // The same instant as the payment: both histories list the split with it.
          createdAt: journal.createdAt,
          postings: [
            { accountId: credit.accountId, amount: new Decimal(amount).negated().toFixed() },
            { accountId: toAccountId, amount },
          ],
        },
        { incomingJournalId, contractId: contract.id, amount, currency: credit.currencyCode },
      );
      return {
        incomingJournalId,
        contractId: contract.id,
        splitJournalId,
        payerCustomerId: credit.customerId,
        beneficiaryCustomerId: contract.beneficiaryId,
        fromAccountId: credit.accountId,
        toAccountId,
        amount,
        currencyCode: credit.currencyCode,
      };
    } catch (error) {
      if (error instanceof ApiError && error.body.responseCode === RESPONSE_CODES.insufficientFunds)
        return null;
      throw error;
    }
  }
  return null;
}

/** Splits each journal (a mass transfer's rows), in order; answers the splits made. */
export async function splitIncomingPayments(
  queries: SplitQueries,
  journalIds: readonly number[],
): Promise<ContractSplit[]> {
  const splits: ContractSplit[] = [];
  for (const journalId of journalIds) {
    const split = await splitIncomingPayment(queries, journalId);
    if (split) splits.push(split);
  }
  return splits;
}

/**
 * The contracts' part of an incoming payment (money/incoming.ts), which the payment engine calls as it posts: the
 * split's queries bound to the `db` it hands over (the payment's transaction).
 */
export const contractSplits: IncomingSplits = {
  accountsToCredit: (db, postings, on) => splitAccountIds(createSplitQueries(db), postings, on),
  splitPosted: (db, journalIds) => splitIncomingPayments(createSplitQueries(db), journalIds),
};
