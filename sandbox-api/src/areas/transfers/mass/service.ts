import { transferCapabilities } from '@portal/api/transfers';
import {
  ACCOUNT_TYPES,
  RESPONSE_CODES,
  type MassSubmitResult,
  type MassSummary,
  type MassTransferMethod,
  type MassTransferRequest,
} from '@portal/api/catalogue';
import {
  checkMassRows,
  describeMassProblem,
  massAmount,
  normalizeMassRow,
  type MassParseResult,
} from '@portal/api/mass';
import Decimal from 'decimal.js';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { LivePublisher } from '../../../platform/live/service';
import { systemAccountId } from '../../../money/ledger';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { assertTransferable, ownAccount } from '../../../money/engine/between-accounts';
import type { TransferPlan } from '../../../money/engine/engine';
import { PAYOUT_BLOCKED_BINS } from '../../../money/payout-cards';
import { formatLimitAmount } from '../../../money/engine/limits';
import type { TransferEngineService } from '../../../money/engine/service';
import type { TransferRepository } from '../../../money/engine/repository';
import { formatAmount, transferFee } from '../../../money/fees';
import { batchStatusOf, type BatchPlan } from '../../../money/batch-posting';
import {
  INPUT_ERROR_STATUS,
  KIND,
  MASS_TEXTS,
  type PricedRow,
  lineOf,
  summaryHashOf,
  readRows,
  journalOf,
  aggregate,
} from './batch-rows';
import type { MassRepository } from './repository';

export { MASS_TEXTS } from './batch-rows';

export interface MassServiceDeps {
  /** The mass transfers' own batches (repository.ts). */
  batches: MassRepository;
  repository: TransferRepository;
  engine: TransferEngineService;
  clock: Clock;
  /** Tells p2p payees that money arrived (their accounts reload). */
  live?: LivePublisher;
}

/**
 * Mass transfers (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15 item 1). Every row is checked
 * with the rules the page checked it with (`@portal/api/mass`), then with what only the sandbox knows (p2p payees
 * and the payout blacklist, the per-transaction limit); the summary names exactly the rows it priced, and the
 * submit posts exactly those rows, one journal each, all in one transaction, after the approval the single
 * transfers get (the customer's code, or a colleague for an initiator).
 */
export function createMassService({ batches, repository, engine, clock, live }: MassServiceDeps) {
  // A posted p2p batch: each payee's accounts reload, once per payee (the engine tells the payer).
  engine.onSettled(async (operation, executed) => {
    const batch = operation.plan.batch;
    if (!executed || !batch || !live || operation.journalId === null) return;
    const told = new Set<number>();
    for (const journal of batch.journals) {
      const payee = journal.creditedCustomerId;
      if (payee === undefined || payee === operation.customerId || told.has(payee)) continue;
      told.add(payee);
      const credited = journal.postings.find((posting) => new Decimal(posting.amount).greaterThan(0));
      if (credited)
        live.publish(payee, {
          type: 'transaction',
          payload: { accountId: credited.accountId, transactionId: operation.journalId },
        });
    }
  });

  /** Checks and prices every row; any problem of any row: TA1 with one `line N: field: reason` per problem. */
  async function priceRows(
    customerId: number,
    method: MassTransferMethod,
    parsed: MassParseResult,
    currencyCode: string,
  ): Promise<PricedRow[]> {
    const { type } = KIND[method];
    const problems = parsed.problems.map((problem) => describeMassProblem(problem));
    const checked = checkMassRows(method, parsed.rows, {
      accountCurrency: currencyCode,
      blockedBins: PAYOUT_BLOCKED_BINS,
    });
    const { limits } = await engine.limitsFor(repository, { customerId, type, currencyCode } as TransferPlan);
    const perTransaction = limits.find((limit) => limit.period === 'transaction');
    const rows: PricedRow[] = [];
    for (const row of checked) {
      const rowProblems = row.problems.map((problem) => lineOf(row.line, describeMassProblem(problem)));
      const values = normalizeMassRow(method, row.values);
      const amount = massAmount(values.amount ?? '') ?? '0';
      if (rowProblems.length === 0 && perTransaction && new Decimal(amount).greaterThan(perTransaction.max))
        rowProblems.push(
          lineOf(
            row.line,
            `amount: is over your per-transaction limit of ${formatLimitAmount(perTransaction.max, currencyCode)}`,
          ),
        );
      let creditAccountId = systemAccountId('clearing', currencyCode);
      let payeeName = values.beneficiaryName ?? '';
      let payeeEmail: string | undefined;
      let payeeCustomerId: number | undefined;
      if (rowProblems.length === 0 && method === 'p2p') {
        const email = (values.email ?? '').toLowerCase();
        const payee = await repository.userByEmail(email);
        const account = payee
          ? await repository.activeAccountOf(payee.customerId, ACCOUNT_TYPES.payment, currencyCode)
          : null;
        if (!payee) rowProblems.push(lineOf(row.line, `email: ${MASS_TEXTS.noPayee}`));
        else if (payee.customerId === customerId)
          rowProblems.push(lineOf(row.line, `email: ${MASS_TEXTS.ownEmail}`));
        else if (await repository.isBlacklisted(customerId, email))
          rowProblems.push(lineOf(row.line, `email: ${MASS_TEXTS.blacklisted}`));
        else if (!account)
          rowProblems.push(lineOf(row.line, `email: the payee has no ${currencyCode} account`));
        else {
          creditAccountId = account.id;
          payeeName = payee.name;
          payeeEmail = email;
          payeeCustomerId = payee.customerId;
        }
      }
      problems.push(...rowProblems);
      rows.push({
        line: row.line,
        values,
        amount,
        fee: transferFee(type, amount, currencyCode),
        creditAccountId,
        payeeName,
        ...(payeeEmail ? { payeeEmail } : {}),
        ...(payeeCustomerId !== undefined ? { payeeCustomerId } : {}),
      });
    }
    if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);
    return rows;
  }

  async function batchOfJournal(journalId: number | undefined): Promise<number | undefined> {
    if (journalId === undefined) return undefined;
    return batches.batchOfJournal(journalId);
  }

  return {
    async transferMass(
      customerId: number,
      userId: number,
      request: MassTransferRequest,
      file: UploadedFile | undefined,
    ): Promise<MassSummary | MassSubmitResult> {
      const { method } = request;
      const { type, batch: batchType } = KIND[method];
      const account = await ownAccount(repository, customerId, request.accountId);
      assertTransferable(account, 'accountId');
      const currencyCode = account.currencyCode;
      const source = readRows(method, request, file);
      const rows = await priceRows(customerId, method, source.parsed, currencyCode);
      const totalAmount = Decimal.sum(...rows.map((row) => row.amount));
      const totalFee = Decimal.sum(...rows.map((row) => row.fee));
      const summaryHash = summaryHashOf(method, account.id, currencyCode, rows);
      if (request.onlySummary)
        return {
          method,
          accountId: account.id,
          count: rows.length,
          currencyCode,
          totalAmount: formatAmount(totalAmount, currencyCode),
          totalFee: formatAmount(totalFee, currencyCode),
          total: formatAmount(totalAmount.plus(totalFee), currencyCode),
          rows: rows.map((row) => ({
            line: row.line,
            values: row.values,
            amount: formatAmount(row.amount, currencyCode),
            fee: formatAmount(row.fee, currencyCode),
          })),
          summaryHash,
        };

      // The real submit (spec 02 §4 step 2): exactly the rows of the summary the customer confirmed.
      if (request.summaryHash === undefined)
        throw invalidParameters(["summaryHash: is required (the summary pass's)"], INPUT_ERROR_STATUS);
      if (request.summaryHash !== summaryHash)
        throw methodError(RESPONSE_CODES.massSummaryChanged, MASS_TEXTS.summaryChanged);
      const actor = await engine.actorFor(customerId, userId, type);
      if (!transferCapabilities(actor).mass.includes(type))
        throw methodError(RESPONSE_CODES.transferUnavailable, MASS_TEXTS.notAllowed);

      const batchJournals = rows.map((row) => journalOf(method, row, account.id, currencyCode));
      const batch: BatchPlan = {
        name: request.batchName.trim(),
        type: batchType,
        accountId: account.id,
        currencyCode,
        totalAmount: totalAmount.toFixed(),
        fileName: source.fileName,
        content: source.content(source.parsed),
        journals: batchJournals,
      };
      const replay =
        request.idempotencyKey !== undefined
          ? await repository.operationByKey(customerId, request.idempotencyKey)
          : null;
      // An initiator's batch waits in the company's approval queue as a mass request: its batch exists from now.
      let queuedBatchId: number | undefined;
      if (!replay && transferCapabilities(actor).initiateOnly) {
        queuedBatchId = await batches.queueBatch({
          customerId,
          accountId: account.id,
          name: batch.name,
          type: batchType,
          count: rows.length,
          totalAmount: batch.totalAmount,
          currencyCode,
          fileName: batch.fileName,
          content: batch.content,
          createdAt: clock.now(),
        });
      }
      const plan: TransferPlan = {
        type,
        customerId,
        userId,
        fromAccountId: account.id,
        amount: totalAmount.toFixed(),
        currencyCode,
        fee: totalFee.toFixed(),
        payee: `mass:${summaryHash}`,
        payeeName: batch.name,
        journal: {
          status: batchStatusOf(batch),
          description: `Mass transfer ${batch.name}`,
          postings: aggregate(batchJournals),
        },
        details: { batchName: batch.name, method, count: String(rows.length), summaryHash },
        batch: queuedBatchId === undefined ? batch : { ...batch, id: queuedBatchId },
      };
      let result;
      try {
        result = await engine.submit(plan, {
          ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
        });
      } catch (error) {
        if (queuedBatchId !== undefined) await batches.deleteBatch(queuedBatchId);
        throw error;
      }
      const batchId = replay?.batchId ?? queuedBatchId ?? (await batchOfJournal(result.transactionId));
      return {
        ...result,
        ...(batchId !== undefined && batchId !== null ? { batchId } : {}),
        count: rows.length,
        totalAmount: formatAmount(totalAmount, currencyCode),
        currencyCode,
      };
    },
  };
}

export type MassService = ReturnType<typeof createMassService>;
