import {
  EXPORT_DOWNLOAD_PATH,
  RESPONSE_CODES,
  STATEMENT_PAGE_SIZE,
  type ExportEmailRequest,
  type ExportStatus,
  type HistoryExportRequest,
  type HistoryExportResponse,
  type HistoryFilter,
  type HistoryTransaction,
  type StatementListRequest,
  type StatementListResponse,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { Caller } from '../../../platform/pipeline/authenticate';
import { csvRecord } from './csv';
import { statementPdf } from './statement-document';
import { documentLanguage } from '../../../documents/texts';
import { DEFAULT_DOCUMENT_BRAND, type DocumentBrand } from '../../../documents/document-brands';
import type { LineKey } from './repository';
import type { HistoryFilters, ResolvedFilter } from './filters';
import {
  EXPORT_LINK_TTL_MS,
  EXPORT_RETENTION_MS,
  EXPORT_CHUNK_ROWS,
  STATEMENT_CHUNK_BYTES,
  HISTORY_TEXTS,
  EXPORT_COLUMNS,
  isValidEmail,
  UUID,
  noAccess,
  invalid,
  toTransaction,
  csvRow,
  type HistoryServiceDeps,
} from './history-rules';

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

/** A part of a file made elsewhere: its text, and how far the making is (0–100) with the rows so far. */
export interface ExportFileChunk {
  content: string;
  progress: number;
  rows: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Exports of the history (CSV) and statements (PDF): written in the background, downloaded by short-lived links. */
export function createHistoryExports(
  { repository, outbox, clock }: HistoryServiceDeps,
  { stateOf, resolveFilter }: Pick<HistoryFilters, 'stateOf' | 'resolveFilter'>,
) {
  /** Exports being written; closing the app waits for them. */
  const running = new Set<Promise<void>>();

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

  /**
   * Writes a file another slice makes (issue 51: a statement for accounting software) chunk by chunk as it comes,
   * with the progress each chunk reports; a failure of the maker fails the export, as a CSV's would.
   */
  async function writeFile(exportId: string, chunks: AsyncIterable<ExportFileChunk>): Promise<void> {
    try {
      let seq = 0;
      let rows = 0;
      for await (const chunk of chunks) {
        rows = chunk.rows;
        await repository.appendExportChunk(
          exportId,
          { seq, content: chunk.content },
          { progress: Math.min(99, Math.max(0, Math.floor(chunk.progress))), rows },
        );
        seq += 1;
        await nextTurn();
      }
      await repository.finishExport(exportId, rows);
    } catch {
      await repository.failExport(exportId).catch(() => undefined);
    }
  }

  function track(job: Promise<void>): void {
    running.add(job);
    void job.finally(() => running.delete(job));
  }

  return {
    /**
     * Starts an export whose file another slice makes (issue 51), and answers its id at once: from there it is an
     * export as the others (status, download link, e-mail, retention).
     */
    async startFileExport(
      caller: Caller,
      customerId: number,
      file: { source: string; fileName: string; filter: string },
      chunks: AsyncIterable<ExportFileChunk>,
    ): Promise<HistoryExportResponse> {
      const now = clock.now();
      const exportId = await repository.insertExport({
        customerId,
        userId: caller.userId,
        ...file,
        expiresAt: new Date(now.getTime() + EXPORT_RETENTION_MS),
        createdAt: now,
      });
      track(writeFile(exportId, chunks));
      return { exportId };
    },

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
      track(job);
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
      const what = stored.source === 'history' ? 'Your transaction history' : 'Your statement';
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
  };
}
