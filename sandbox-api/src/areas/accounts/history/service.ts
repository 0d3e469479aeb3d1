import {
  BALANCE_HISTORY_DAYS,
  BATCH_PAGE_SIZE,
  EXPORT_DOWNLOAD_PATH,
  historyPageSize,
  RESPONSE_CODES,
  STATEMENT_PAGE_SIZE,
  type BalanceHistoryRequest,
  type BalanceHistoryResponse,
  type BalancePoint,
  type BatchFileResponse,
  type BatchListRequest,
  type BatchListResponse,
  type ExportEmailRequest,
  type ExportStatus,
  type HistoryExportRequest,
  type HistoryExportResponse,
  type HistoryFilter,
  type HistoryRequest,
  type HistoryResponse,
  type HistoryTransaction,
  type StatementListRequest,
  type StatementListResponse,
  type TransactionDetails,
  type TransactionStatus,
  type TransactionType,
  type TransactionTypesResponse,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import { formatMoney } from '../../../platform/lib/money';
import type { Caller } from '../../../platform/pipeline/authenticate';
import type { OutboxSender } from '../../../platform/outbox';
import { csvRecord } from './csv';
import { statementPdf } from './statement-document';
import { documentLanguage } from '../../../platform/documents/texts';
import { DEFAULT_DOCUMENT_BRAND, type DocumentBrand } from '../../../platform/documents/document-brands';
import { LruMap, PageEnds } from './pages';
import type {
  BatchFilter,
  BatchKey,
  HistoryRepository,
  LineCounts,
  LineFilter,
  LineKey,
  StoredLine,
} from './repository';
import { historyLanguage, transactionTypeName, transactionTypeNames } from './transaction-types';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const METHOD_INPUT_ERROR_STATUS = 200;
const DAY_MS = 24 * 60 * 60_000;
/** A download link works this long (issue 4: "valid 10 minutes"). */
export const EXPORT_LINK_TTL_MS = 10 * 60_000;
/** An export's file is kept this long; afterwards its status and links answer "not found". */
export const EXPORT_RETENTION_MS = DAY_MS;
/** Rows an export reads and writes at a time; other requests are served between two chunks. */
export const EXPORT_CHUNK_ROWS = 500;
/** A statement's file is stored in parts of this many bytes (base64 in the chunks' text column). */
const STATEMENT_CHUNK_BYTES = 256 * 1024;
/** Filters whose counts and page ends the history keeps (and batch lists whose page ends it keeps). */
const REMEMBERED_FILTERS = 256;
/** Pages whose lines the history keeps per filter (the first ones are read far more often than the rest). */
const REMEMBERED_PAGES = 8;

export const HISTORY_TEXTS = {
  noAccess: 'No access',
  exportNotFound: 'Export not found',
  supportOwnAddressOnly: 'No access: support may send an export only to the customer’s own e-mail address',
} as const;

/** The columns of a history or statement CSV (issue 4). */
export const EXPORT_COLUMNS = [
  'Date',
  'Transaction ID',
  'Account',
  'Type',
  'Direction',
  'Status',
  'Description',
  'Counterparty',
  'E-mail',
  'Reference',
  'Amount',
  'Fee',
  'Currency',
] as const;

/** spec 02 §5: at least 6 characters, an @ and a dot (and, as the client checks it, no spaces). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const isValidEmail = (email: string) => email.length >= 6 && EMAIL.test(email);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noAccess = () => methodError(RESPONSE_CODES.noAccess, HISTORY_TEXTS.noAccess);
const invalid = (...problems: string[]) => invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);

/** spec 02 §3: "one item or a list", as the product's back end answers: nothing, the item, or the list. */
function oneOrMany<T>(items: T[]): T | T[] | undefined {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : items;
}

/** A `YYYY-MM-DD` day as its first instant (UTC); undefined when it is no real day. */
function dayStart(text: string): Date | undefined {
  const date = new Date(`${text}T00:00:00Z`);
  // `2026-02-30` rolls over into March: a day that does not read back the same does not exist.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : undefined;
}

/** Inclusive days (UTC) as [from, toBefore); `from`/`to` name the fields in the answer's lines. */
function dayRange(
  fields: { from: string; to: string },
  fromText: string | undefined,
  toText: string | undefined,
  problems: string[],
): { from?: Date; toBefore?: Date } {
  const from = fromText === undefined ? undefined : dayStart(fromText);
  const to = toText === undefined ? undefined : dayStart(toText);
  if (fromText !== undefined && !from) problems.push(`${fields.from}: is not a valid date`);
  if (toText !== undefined && !to) problems.push(`${fields.to}: is not a valid date`);
  if (from && to && to < from) problems.push(`${fields.to}: must not be before ${fields.from}`);
  return { from, toBefore: to ? new Date(to.getTime() + DAY_MS) : undefined };
}

const amountText = (value: string | number | undefined) =>
  value === undefined ? undefined : new Decimal(value).toFixed();

/** A stored line as the contract's history line (spec 02 §3): signed amount, fee on outgoing lines only. */
function toTransaction(line: StoredLine): HistoryTransaction {
  const outgoing = new Decimal(line.amount).isNegative();
  return {
    transactionId: line.transactionId,
    accountId: line.accountId,
    transactionDate: line.createdAt.toISOString(),
    operationType: line.type as TransactionType,
    direction: outgoing ? 'out' : 'in',
    status: line.status as TransactionStatus,
    amount: formatMoney(line.amount, line.minorUnits),
    fee: formatMoney(outgoing ? line.journalFee : '0', line.minorUnits),
    currencyCode: line.currencyCode,
    description: line.description,
    counterpartyName: line.counterpartyName,
    ...(line.counterpartyEmail ? { counterpartyEmail: line.counterpartyEmail } : {}),
    ...(line.reference ? { reference: line.reference } : {}),
  };
}

/** One CSV row of a line, the columns of EXPORT_COLUMNS; dates in UTC. */
function csvRow(line: StoredLine): string {
  const transaction = toTransaction(line);
  return csvRecord([
    transaction.transactionDate.slice(0, 19).replace('T', ' '),
    transaction.transactionId,
    transaction.accountId,
    transactionTypeName(transaction.operationType),
    transaction.direction,
    transaction.status,
    transaction.description,
    transaction.counterpartyName,
    transaction.counterpartyEmail,
    transaction.reference,
    transaction.amount,
    transaction.fee,
    transaction.currencyCode,
  ]);
}

const FILTER_FIELDS = [
  'accountId',
  'customerId',
  'keyword',
  'transactionType',
  'transactionDirection',
  'status',
  'fromDate',
  'toDate',
  'fromAmount',
  'toAmount',
  'email',
] as const satisfies readonly (keyof HistoryFilter)[];

/** What an export row keeps of its request: the filter fields, nothing the client adds around them. */
function storedFilter(request: HistoryFilter): HistoryFilter {
  return Object.fromEntries(
    FILTER_FIELDS.filter((field) => request[field] !== undefined).map((field) => [field, request[field]]),
  ) as HistoryFilter;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A resolved history filter and the ledger stamps of its accounts when it was resolved. */
type ResolvedFilter = LineFilter & { accountId?: number; stamps: string; pageSize: number };

/**
 * What the history keeps of a filter: its counts, where its pages end and the lines of its most read pages, valid
 * while the ledger stamps of its accounts are the ones they were read with (ledger.ts, stampAccounts). The stamps
 * are read before the counts and the pages are, so what is kept can only be newer than its stamps say, never
 * older: a journal committed before the stamps were read is in the counts, and one committed after gives its
 * accounts new stamps.
 */
interface FilterState {
  stamps: string;
  counts: Promise<LineCounts>;
  pages: PageEnds<LineKey>;
  lines: LruMap<number, Promise<HistoryTransaction[]>>;
}

/** The same filter, however it was written, as one text: the key of the filter's state. */
function filterKey(filter: ResolvedFilter): string {
  return JSON.stringify([
    filter.pageSize,
    filter.accountIds,
    filter.keyword ?? null,
    filter.transactionType ?? null,
    filter.direction ?? null,
    filter.status ?? null,
    filter.from?.toISOString() ?? null,
    filter.toBefore?.toISOString() ?? null,
    filter.fromAmount ?? null,
    filter.toAmount ?? null,
    filter.email ?? null,
  ]);
}

/** A batch list's page ends, valid while the fingerprint of its batches is the one they were found with. */
interface BatchListState {
  fingerprint: string;
  pages: PageEnds<BatchKey>;
}

interface HistoryServiceDeps {
  repository: HistoryRepository;
  outbox: OutboxSender;
  clock: Clock;
}

export function createHistoryService({ repository, outbox, clock }: HistoryServiceDeps) {
  /** Exports being written; closing the app waits for them. */
  const running = new Set<Promise<void>>();
  const filterStates = new LruMap<string, FilterState>(REMEMBERED_FILTERS);
  const batchLists = new LruMap<string, BatchListState>(REMEMBERED_FILTERS);

  /** The kept state of a filter when its stamps still hold; otherwise a new one, whose counts are under way. */
  function stateOf(filter: ResolvedFilter): FilterState {
    const key = filterKey(filter);
    const kept = filterStates.get(key);
    if (kept && kept.stamps === filter.stamps) return kept;
    const state: FilterState = {
      stamps: filter.stamps,
      counts: repository.countLines(filter),
      pages: new PageEnds(filter.pageSize),
      lines: new LruMap(REMEMBERED_PAGES),
    };
    // A failed count is not kept: the next request counts again.
    state.counts.catch(() => {
      if (filterStates.get(key) === state) filterStates.delete(key);
    });
    filterStates.set(key, state);
    return state;
  }

  /** A page's lines as the answer lists them: kept, or a seek past the nearest page end the state knows. */
  function linesOf(
    filter: ResolvedFilter,
    state: FilterState,
    pageNumber: number,
  ): Promise<HistoryTransaction[]> {
    const kept = state.lines.get(pageNumber);
    if (kept) return kept;
    const lines = repository
      .seekLines(filter, { ...state.pages.startOf(pageNumber), take: filter.pageSize })
      .then((stored) => {
        state.pages.record(
          pageNumber,
          stored.map((line) => line.key),
        );
        return stored.map(toTransaction);
      });
    // A failed seek is not kept: the next request seeks again.
    lines.catch(() => {
      if (state.lines.get(pageNumber) === lines) state.lines.delete(pageNumber);
    });
    state.lines.set(pageNumber, lines);
    return lines;
  }

  /**
   * The filter of spec 02 §3 for the acting customer: `customerId` must be that customer (all its accounts),
   * `accountId` one of its accounts (ENOA otherwise); bad dates, amounts or e-mail are TA1.
   */
  async function resolveFilter(customerId: number, filter: HistoryFilter): Promise<ResolvedFilter> {
    const problems: string[] = [];
    const { from, toBefore } = dayRange(
      { from: 'fromDate', to: 'toDate' },
      filter.fromDate,
      filter.toDate,
      problems,
    );
    const fromAmount = amountText(filter.fromAmount);
    const toAmount = amountText(filter.toAmount);
    if (fromAmount !== undefined && toAmount !== undefined && new Decimal(toAmount).lessThan(fromAmount))
      problems.push('toAmount: must not be below fromAmount');
    const email = filter.email?.trim().toLowerCase() || undefined;
    if (email !== undefined && !isValidEmail(email)) problems.push('email: is not a valid e-mail address');
    if (problems.length > 0) throw invalid(...problems);

    if (filter.customerId !== undefined && filter.customerId !== customerId) throw noAccess();
    let accounts: { id: number; ledgerStamp: number }[];
    if (filter.accountId !== undefined) {
      const account = await repository.findAccount(filter.accountId);
      if (account?.customerId !== customerId) throw noAccess();
      accounts = [{ id: filter.accountId, ledgerStamp: account.ledgerStamp }];
    } else {
      accounts = await repository.listAccounts(customerId);
    }
    return {
      pageSize: historyPageSize(await repository.customerType(customerId)),
      accountId: filter.accountId,
      accountIds: accounts.map((account) => account.id),
      stamps: accounts.map((account) => `${account.id}:${account.ledgerStamp}`).join(','),
      keyword: filter.keyword?.trim() || undefined,
      transactionType: filter.transactionType,
      direction: filter.transactionDirection,
      status: filter.status,
      from,
      toBefore,
      fromAmount,
      toAmount,
      email,
    };
  }

  /** A new download link of an export; only its hash is kept. */
  async function mintLink(exportId: string): Promise<string> {
    const token = randomToken(32);
    await repository.insertExportLink(
      exportId,
      sha256Hex(token),
      new Date(clock.now().getTime() + EXPORT_LINK_TTL_MS),
    );
    return `${EXPORT_DOWNLOAD_PATH}/${exportId}?token=${token}`;
  }

  /**
   * The caller's customer's export, not expired. Another customer's answers ENOA (spec 01 §8); one that does not
   * exist (or no longer) keeps NF, which tells nothing: export ids are random uuids, not guessable (issue 12).
   */
  async function ownExport(customerId: number, exportId: string) {
    const stored = await repository.findExport(exportId);
    if (!stored || stored.expiresAt <= clock.now())
      throw methodError(RESPONSE_CODES.notFound, HISTORY_TEXTS.exportNotFound);
    if (stored.customerId !== customerId) throw noAccess();
    return stored;
  }

  /**
   * Writes the CSV a chunk of EXPORT_CHUNK_ROWS lines at a time, each chunk a seek past the last line of the one
   * before, and lets other requests in between two chunks. The rows are fixed when it starts: the lines the
   * filter lists then (none written later), in the history's order, as its pages list them.
   */
  async function writeExport(exportId: string, filter: ResolvedFilter): Promise<void> {
    try {
      const lastEntryId = await repository.lastEntryId();
      const { total } = await stateOf(filter).counts;
      let content = csvRecord(EXPORT_COLUMNS);
      let after: LineKey | undefined;
      let rows = 0;
      for (let seq = 0; ; seq += 1) {
        const lines = await repository.seekLines(filter, {
          after,
          skip: 0,
          take: EXPORT_CHUNK_ROWS,
          lastEntryId,
        });
        for (const line of lines) content += csvRow(line);
        rows += lines.length;
        // Progress reaches 100 only when the file is done; the total may be a line or two off the fixed rows.
        const progress = Math.min(99, total > 0 ? Math.floor((rows * 100) / total) : 0);
        await repository.appendExportChunk(exportId, { seq, content }, { progress, rows });
        if (lines.length < EXPORT_CHUNK_ROWS) break;
        content = '';
        after = lines.at(-1)!.key;
        await nextTurn();
      }
      await repository.finishExport(exportId, rows);
    } catch {
      // The status says failed; the client offers to try again. (After a reset the row is gone: nothing to do.)
      await repository.failExport(exportId).catch(() => undefined);
    }
  }

  /**
   * A statement (one account's month) as a PDF on the brand's letterhead (issue 14) in the language of the request
   * (issue 35): the month's lines, fixed when it starts like the CSV's, read a chunk at a time; the document is
   * drawn at the end and stored in chunks of STATEMENT_CHUNK_BYTES, base64 (the chunks' column is text, and a PDF
   * with embedded fonts is binary), which the download decodes as it streams them.
   */
  async function writeStatement(
    exportId: string,
    filter: ResolvedFilter,
    document: {
      brand: DocumentBrand;
      customerId: number;
      accountId: number;
      fromDate: string;
      toDate: string;
      lang?: string;
    },
  ): Promise<void> {
    try {
      const lastEntryId = await repository.lastEntryId();
      const lines: HistoryTransaction[] = [];
      let after: LineKey | undefined;
      for (;;) {
        const chunk = await repository.seekLines(filter, {
          after,
          skip: 0,
          take: EXPORT_CHUNK_ROWS,
          lastEntryId,
        });
        lines.push(...chunk.map(toTransaction));
        if (chunk.length < EXPORT_CHUNK_ROWS) break;
        after = chunk.at(-1)!.key;
        await nextTurn();
      }
      const pdf = await statementPdf({
        ...document,
        holder: (await repository.holderName(document.customerId)) ?? '',
        language: documentLanguage(document.lang),
        createdAt: clock.now(),
        lines,
      });
      for (let seq = 0; seq * STATEMENT_CHUNK_BYTES < pdf.length; seq += 1) {
        const part = pdf.subarray(seq * STATEMENT_CHUNK_BYTES, (seq + 1) * STATEMENT_CHUNK_BYTES);
        await repository.appendExportChunk(
          exportId,
          { seq, content: part.toString('base64') },
          { progress: 99, rows: lines.length },
        );
      }
      await repository.finishExport(exportId, lines.length);
    } catch {
      await repository.failExport(exportId).catch(() => undefined);
    }
  }

  /** An export's file chunk by chunk, each read when the response is ready for it (a statement's decoded). */
  async function* exportChunks(exportId: string, binary: boolean): AsyncGenerator<string | Buffer> {
    for (let seq = 0; ; seq += 1) {
      const chunk = await repository.readExportChunk(exportId, seq);
      if (chunk === null) return;
      yield binary ? Buffer.from(chunk, 'base64') : chunk;
    }
  }

  return {
    // --- history (spec 02 §3 "History and export", §7 "History and exports") ---

    /**
     * A page of the filter's lines (spec 02 §3): the counts and the page are kept until a journal touches the
     * filter's accounts; a page not kept is a seek past the end of the page before it when that was served.
     */
    async getHistory(customerId: number, request: HistoryRequest): Promise<HistoryResponse> {
      const filter = await resolveFilter(customerId, request);
      const state = stateOf(filter);
      const counts = await state.counts;
      const pageStart = (request.pageNumber - 1) * filter.pageSize;
      const lines = pageStart >= counts.total ? [] : await linesOf(filter, state, request.pageNumber);
      const transaction = oneOrMany(lines);
      return {
        transactions: transaction === undefined ? {} : { transaction },
        results: counts.total,
        exportCsv: counts.total > 0,
        rejectedCount: counts.refused,
        processingCount: counts.processing,
      };
    },

    /**
     * A transaction of the customer: its line on the customer's account (the outgoing one of a transfer between
     * own accounts), the other own account, and what the other side received.
     */
    async getTransactionDetails(customerId: number, transactionId: number): Promise<TransactionDetails> {
      const [journal, lines] = await Promise.all([
        repository.findJournal(transactionId),
        repository.journalLines(transactionId),
      ]);
      const own = lines.filter((line) => line.customerId === customerId);
      const line = own.find((candidate) => new Decimal(candidate.amount).isNegative()) ?? own[0];
      // Another customer's or none: ENOA for both, as journal ids are sequential (issue 12).
      if (!journal || !line) throw noAccess();
      const other = lines.find((candidate) => candidate.entryId !== line.entryId);
      // What arrived on the other side, when the money went from this line to another customer account.
      const received =
        other && new Decimal(line.amount).isNegative() && new Decimal(other.amount).isPositive()
          ? other
          : undefined;
      return {
        ...toTransaction(line),
        ...(other && other.customerId === customerId ? { counterpartyAccountId: other.accountId } : {}),
        ...(journal.exchangeRate ? { exchangeRate: new Decimal(journal.exchangeRate).toFixed() } : {}),
        ...(received
          ? {
              toAmount: formatMoney(received.amount, received.minorUnits),
              toCurrencyCode: received.currencyCode,
            }
          : {}),
        ...(journal.note ? { note: journal.note } : {}),
      };
    },

    getTransactionTypes(lang: string | undefined): TransactionTypesResponse {
      return { types: transactionTypeNames(historyLanguage(lang)) };
    },

    // --- exports (spec 02 §7) ---

    /**
     * Starts a CSV export of the filter and answers its id at once; the file is written in the background.
     * A statement is one account's month: `fromDate` its first day, `toDate` a day of the same month; it is a PDF
     * on the letterhead of `brand` (issue 14).
     */
    async exportHistory(
      caller: Caller,
      customerId: number,
      request: HistoryExportRequest,
      /** The brand whose letterhead a statement carries (the portal the request came from). */
      brand: DocumentBrand = DEFAULT_DOCUMENT_BRAND,
      /** The language a statement is written in (the request's `lang`, issue 35); English without one. */
      lang?: string,
    ): Promise<HistoryExportResponse> {
      const source = request.source ?? 'history';
      if (source === 'statement') {
        const problems: string[] = [];
        if (request.accountId === undefined) problems.push('accountId: is required for a statement');
        if (request.fromDate === undefined || !request.fromDate.endsWith('-01'))
          problems.push('fromDate: must be the first day of the statement month');
        if (request.toDate === undefined || request.toDate.slice(0, 7) !== request.fromDate?.slice(0, 7))
          problems.push('toDate: must be in the statement month');
        if (problems.length > 0) throw invalid(...problems);
      }
      const filter = await resolveFilter(customerId, request);
      const now = clock.now();
      const fileName =
        source === 'statement'
          ? `statement-${request.accountId}-${request.fromDate!.slice(0, 7)}.pdf`
          : `history-${request.accountId ?? 'all-accounts'}-${now.toISOString().slice(0, 10)}.csv`;
      const exportId = await repository.insertExport({
        customerId,
        userId: caller.userId,
        source,
        filter: JSON.stringify(storedFilter(request)),
        fileName,
        expiresAt: new Date(now.getTime() + EXPORT_RETENTION_MS),
        createdAt: now,
      });
      const job =
        source === 'statement'
          ? writeStatement(exportId, filter, {
              brand,
              customerId,
              accountId: request.accountId!,
              fromDate: request.fromDate!,
              toDate: request.toDate!,
              lang,
            })
          : writeExport(exportId, filter);
      running.add(job);
      void job.finally(() => running.delete(job));
      return { exportId };
    },

    /** Running, done (with a fresh 10-minute link) or failed; only the exporting customer may ask. */
    async getExportStatus(customerId: number, exportId: string): Promise<ExportStatus> {
      const stored = await ownExport(customerId, exportId);
      const status = stored.status as ExportStatus['status'];
      return {
        exportId: stored.id,
        status,
        progress: stored.progress,
        rows: stored.rows,
        fileName: stored.fileName,
        ...(status === 'done' ? { url: await mintLink(stored.id) } : {}),
      };
    },

    /** Export send to email (spec 02 §7): a link to a finished export, to an address valid per spec 02 §5. */
    /** `ownAddressOnly`: support acting as the customer mails only to the customer's own address (issue 22). */
    async sendExportToEmail(
      customerId: number,
      request: ExportEmailRequest,
      ownAddressOnly = false,
    ): Promise<void> {
      const email = request.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw invalid('email: is not a valid e-mail address');
      if (ownAddressOnly && !(await repository.ownEmails(customerId)).includes(email)) {
        throw methodError(RESPONSE_CODES.noAccess, HISTORY_TEXTS.supportOwnAddressOnly);
      }
      const stored = await ownExport(customerId, request.exportId);
      if (stored.status !== 'done') throw invalid('exportId: the export is not finished yet');
      const url = await mintLink(stored.id);
      const what = stored.source === 'statement' ? 'Your statement' : 'Your transaction history';
      await outbox.send({
        channel: 'email',
        to: email,
        text: `${what} ${stored.fileName} is ready: ${url} (the link works for 10 minutes).`,
        code: url.slice(url.indexOf('token=') + 'token='.length),
      });
    },

    /** The file behind a download link, or null (the route answers 404) for anything not valid now. */
    async download(
      exportId: string,
      token: string | undefined,
    ): Promise<{ fileName: string; chunks: AsyncIterable<string | Buffer> } | null> {
      if (!UUID.test(exportId) || !token || token.length > 200) return null;
      const found = await repository.findDownload(exportId, sha256Hex(token), clock.now());
      return (
        found && { fileName: found.fileName, chunks: exportChunks(exportId, found.source === 'statement') }
      );
    },

    /** Resolves when the exports under way have finished (the app waits for them when it closes). */
    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },

    /** spec 02 §7 "Transaction history export list": the account's months with history, newest first. */
    async getStatementExports(
      customerId: number,
      request: StatementListRequest,
    ): Promise<StatementListResponse> {
      if ((await repository.findAccountOwner(request.accountId)) !== customerId) throw noAccess();
      const pageSize = request.pageSize ?? STATEMENT_PAGE_SIZE;
      const { months, total } = await repository.pageStatementMonths(request.accountId, {
        offset: (request.pageNumber - 1) * pageSize,
        limit: pageSize,
      });
      return {
        exports: months.map(({ month, lines }) => ({
          accountId: request.accountId,
          dateFrom: `${month}-01`,
          year: Number(month.slice(0, 4)),
          month: Number(month.slice(5, 7)),
          transactions: lines,
        })),
        total,
      };
    },

    /**
     * Balance history (issue 14): each account's closing balance per UTC day of the last `days` days, today
     * last (its balance now), walking back from the balance by each day's movements.
     */
    async getBalanceHistory(
      customerId: number,
      request: BalanceHistoryRequest,
    ): Promise<BalanceHistoryResponse> {
      const days = request.days ?? BALANCE_HISTORY_DAYS;
      const today = clock.now();
      const dayOf = (offset: number) =>
        new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - offset),
        ).toISOString();
      // Movements after the end of the first day shown are walked back; that day itself starts at `since`.
      const since = new Date(dayOf(days - 2));
      const { accounts, movements } = await repository.balanceMovements(customerId, since);
      const changes = new Map(movements.map((row) => [`${row.accountId}|${row.day}`, row.change]));
      return {
        accounts: accounts.map((account) => {
          const points: BalancePoint[] = [];
          let balance = new Decimal(account.balance);
          for (let offset = 0; offset < days; offset += 1) {
            const date = dayOf(offset).slice(0, 10);
            points.push({ date, balance: formatMoney(balance.toFixed(), account.minorUnits) });
            balance = balance.minus(changes.get(`${account.id}|${date}`) ?? 0);
          }
          return { accountId: account.id, currencyCode: account.currencyCode, points: points.reverse() };
        }),
      };
    },

    // --- batch transfers (spec 02 §7 "Batch transfer list", "Batch file view") ---

    async getBatchTransfers(customerId: number, request: BatchListRequest): Promise<BatchListResponse> {
      const problems: string[] = [];
      const { from, toBefore } = dayRange({ from: 'from', to: 'to' }, request.from, request.to, problems);
      if (problems.length > 0) throw invalid(...problems);
      const pageSize = request.pageSize ?? BATCH_PAGE_SIZE;
      const filter: BatchFilter = {
        customerId,
        search: request.search?.trim() || undefined,
        types: request.types && [...new Set(request.types)].sort(),
        from,
        toBefore,
      };
      const key = JSON.stringify([
        customerId,
        filter.search ?? null,
        filter.types ?? null,
        from?.toISOString() ?? null,
        toBefore?.toISOString() ?? null,
        pageSize,
      ]);
      // The total is counted every time (a customer's batches are few); the page ends are kept while the
      // fingerprint of the filter's batches is unchanged.
      const { total, fingerprint } = await repository.countBatches(filter);
      let list = batchLists.get(key);
      if (list?.fingerprint !== fingerprint) {
        list = { fingerprint, pages: new PageEnds(pageSize) };
        batchLists.set(key, list);
      }
      const pageStart = (request.pageNumber - 1) * pageSize;
      const page =
        pageStart >= total
          ? []
          : await repository.seekBatches(filter, {
              ...list.pages.startOf(request.pageNumber),
              take: pageSize,
            });
      list.pages.record(
        request.pageNumber,
        page.map((batch) => batch.key),
      );
      const transfer = oneOrMany(page.map(({ key: _key, ...batch }) => batch));
      return { batchTransfer: transfer === undefined ? {} : { transfer }, total };
    },

    async getBatchFile(customerId: number, id: number): Promise<BatchFileResponse> {
      const file = await repository.findBatchFile(id);
      // Another customer's or none: ENOA for both, as batch ids are sequential (issue 12).
      if (!file || file.customerId !== customerId) throw noAccess();
      return { id, fileName: file.fileName, content: file.content };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
