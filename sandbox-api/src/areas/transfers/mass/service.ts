import { transferCapabilities } from '@portal/api/transfers';
import {
  ACCOUNT_TYPES,
  RESPONSE_CODES,
  type BatchType,
  type MassSubmitResult,
  type MassSummary,
  type MassTransferMethod,
  type MassTransferRequest,
  type TransferType,
} from '@portal/api/catalogue';
import {
  checkMassRows,
  describeMassProblem,
  massAmount,
  massRowsFromCells,
  massRowsToCsv,
  normalizeMassRow,
  parseMassText,
  type MassParseResult,
} from '@portal/api/mass';
import { readXlsxRows, XlsxError } from '@portal/api/xlsx';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { batchTransfers } from '../../accounts/balances/tables';
import { journals } from '../../../money/ledger-tables';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { LivePublisher } from '../../../platform/live/service';
import { sha256Hex } from '../../../platform/lib/crypto';
import { systemAccountId, type Posting } from '../../../money/ledger';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { assertTransferable, negate, ownAccount } from '../payments/between-accounts';
import type { TransferPlan } from '../payments/engine';
import { PAYOUT_BLOCKED_BINS } from '../payments/external/payout-cards';
import { formatLimitAmount } from '../payments/limits';
import type { TransferEngineService } from '../payments/operations';
import type { TransferRepository } from '../payments/repository';
import { formatAmount, transferFee } from '../../../money/fees';
import { batchStatusOf, type BatchJournal, type BatchPlan } from './posting';

/** TA1 answers of the method API are HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The transfer kind of each mass method (spec 02 §6 "Mass"), and its batch type in the history. */
const KIND: Readonly<Record<MassTransferMethod, { type: TransferType; batch: BatchType }>> = {
  wire: { type: 'wire', batch: 'wire' },
  eft: { type: 'eft', batch: 'eft' },
  oct: { type: 'oct', batch: 'oct' },
  digital: { type: 'crypto_eft', batch: 'crypto' },
  p2p: { type: 'p2p', batch: 'p2p' },
};

/** What a row's journal says, as the single transfers say it (transfers/external, p2p). */
const DESCRIPTIONS: Readonly<Record<MassTransferMethod, string>> = {
  wire: 'Wire transfer',
  eft: 'Bank transfer',
  oct: 'Card payout',
  digital: 'Crypto transfer',
  p2p: 'Transfer',
};

/** Wires and efts wait for the clearing to settle (as single ones): their rows post as processing. */
const SETTLED_LATER: readonly MassTransferMethod[] = ['wire', 'eft'];

export const MASS_TEXTS = {
  summaryChanged:
    'The rows, the account or the method differ from the summary you confirmed: check the summary again.',
  notAllowed: 'Your access to this company does not allow mass transfers of this kind.',
  noPayee: 'there is no user with this e-mail',
  blacklisted: 'this payee cannot receive transfers from you',
  ownEmail: 'cannot be yourself',
} as const;

export interface MassServiceDeps {
  db: Database;
  repository: TransferRepository;
  engine: TransferEngineService;
  clock: Clock;
  /** Tells p2p payees that money arrived (their accounts reload). */
  live?: LivePublisher;
}

/** A checked row, ready to post. */
interface PricedRow {
  line: number;
  values: Record<string, string>;
  amount: string;
  fee: string;
  /** Where the money goes: the payee's account (p2p) or the clearing. */
  creditAccountId: number;
  payeeName: string;
  payeeEmail?: string;
  payeeCustomerId?: number;
}

const lineOf = (line: number, reason: string) => `line ${line}: ${reason}`;

/** The summary's fingerprint: the method, the account and every row's values in order (not the batch name). */
function summaryHashOf(
  method: MassTransferMethod,
  accountId: number,
  currencyCode: string,
  rows: readonly PricedRow[],
): string {
  return sha256Hex(JSON.stringify([method, accountId, currencyCode, rows.map((row) => row.values)]));
}

/** The rows of the call: the file (CSV or .xlsx) or the pasted text, and the text the batch keeps. */
function readRows(
  method: MassTransferMethod,
  request: MassTransferRequest,
  file: UploadedFile | undefined,
): { parsed: MassParseResult; fileName: string; content: (parsed: MassParseResult) => string } {
  if (file && request.text !== undefined)
    throw invalidParameters(['text: send the rows as a file or as text, not both'], INPUT_ERROR_STATUS);
  const asCsv = (parsed: MassParseResult) =>
    massRowsToCsv(
      method,
      parsed.rows.map((row) => ({ values: row.values })),
    );
  if (file && file.filename.toLowerCase().endsWith('.xlsx')) {
    let cells: string[][];
    try {
      cells = readXlsxRows(new Uint8Array(file.bytes));
    } catch (error) {
      if (error instanceof XlsxError) throw invalidParameters([`file: ${error.message}`], INPUT_ERROR_STATUS);
      throw error;
    }
    const records = cells
      .map((row, index) => ({ line: index + 1, cells: row }))
      .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
    return { parsed: massRowsFromCells(method, records), fileName: file.filename, content: asCsv };
  }
  if (file) {
    const text = file.bytes.toString('utf8');
    return { parsed: parseMassText(method, text), fileName: file.filename, content: () => text };
  }
  if (request.text !== undefined && request.text.trim() !== '') {
    const text = request.text;
    return { parsed: parseMassText(method, text), fileName: 'pasted.csv', content: () => text };
  }
  throw invalidParameters(['file: is required (or the rows as text)'], INPUT_ERROR_STATUS);
}

/**
 * Mass transfers (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15 item 1). Every row is checked
 * with the rules the page checked it with (`@portal/api/mass`), then with what only the sandbox knows (p2p payees
 * and the payout blacklist, the per-transaction limit); the summary names exactly the rows it priced, and the
 * submit posts exactly those rows, one journal each, all in one transaction, after the approval the single
 * transfers get (the customer's code, or a colleague for an initiator).
 */
export function createMassService({ db, repository, engine, clock, live }: MassServiceDeps) {
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

  function journalOf(
    method: MassTransferMethod,
    row: PricedRow,
    fromAccountId: number,
    currencyCode: string,
  ) {
    const postings: Posting[] = [
      { accountId: fromAccountId, amount: negate(row.amount), kind: 'principal' },
      { accountId: row.creditAccountId, amount: row.amount, kind: 'principal' },
    ];
    if (new Decimal(row.fee).greaterThan(0))
      postings.push(
        { accountId: fromAccountId, amount: negate(row.fee), kind: 'fee' },
        { accountId: systemAccountId('fees', currencyCode), amount: row.fee, kind: 'fee' },
      );
    const text = row.values.description ?? row.values.note;
    const journal: BatchJournal = {
      status: SETTLED_LATER.includes(method) ? 'processing' : 'completed',
      description: row.payeeName ? `${DESCRIPTIONS[method]} to ${row.payeeName}` : DESCRIPTIONS[method],
      ...(row.payeeName ? { counterpartyName: row.payeeName } : {}),
      ...(row.payeeEmail ? { counterpartyEmail: row.payeeEmail } : {}),
      ...(text ? (method === 'p2p' ? { note: text } : { reference: text }) : {}),
      fee: row.fee,
      postings,
      ...(row.payeeCustomerId !== undefined ? { creditedCustomerId: row.payeeCustomerId } : {}),
    };
    return journal;
  }

  /** The batch's journals summed per account: what the operation shows, and the accounts it locks first. */
  function aggregate(rows: readonly BatchJournal[]): Posting[] {
    const sums = new Map<string, Decimal>();
    for (const posting of rows.flatMap((row) => row.postings)) {
      const key = `${posting.accountId}|${posting.kind ?? 'principal'}`;
      sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(posting.amount));
    }
    return [...sums].map(([key, sum]) => {
      const [accountId, kind] = key.split('|');
      return { accountId: Number(accountId), amount: sum.toFixed(), kind: kind as 'principal' | 'fee' };
    });
  }

  async function batchOfJournal(journalId: number | undefined): Promise<number | undefined> {
    if (journalId === undefined) return undefined;
    const [row] = await db
      .select({ batchId: journals.batchId })
      .from(journals)
      .where(eq(journals.id, journalId));
    return row?.batchId ?? undefined;
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
        const [created] = await db
          .insert(batchTransfers)
          .values({
            customerId,
            accountId: account.id,
            name: batch.name,
            type: batchType,
            status: 'awaitingApproval',
            count: rows.length,
            totalAmount: batch.totalAmount,
            currencyCode,
            fileName: batch.fileName,
            content: batch.content,
            createdAt: clock.now(),
          })
          .returning({ id: batchTransfers.id });
        queuedBatchId = created!.id;
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
        if (queuedBatchId !== undefined)
          await db.delete(batchTransfers).where(eq(batchTransfers.id, queuedBatchId));
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
