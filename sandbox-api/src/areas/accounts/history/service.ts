import {
  BALANCE_HISTORY_DAYS,
  BATCH_PAGE_SIZE,
  type BalanceHistoryRequest,
  type BalanceHistoryResponse,
  type BalancePoint,
  type BatchFileResponse,
  type BatchListRequest,
  type BatchListResponse,
  type HistoryRequest,
  type HistoryResponse,
  type TransactionDetails,
  type TransactionTypesResponse,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { formatMoney } from '../../../platform/lib/money';
import { LruMap, PageEnds } from './pages';
import type { BatchFilter, BatchKey } from './repository';
import { historyLanguage, transactionTypeNames } from './transaction-types';
import { createHistoryExports } from './exports';
import { createHistoryFilters } from './filters';
import {
  REMEMBERED_FILTERS,
  noAccess,
  invalid,
  oneOrMany,
  dayRange,
  toTransaction,
  type HistoryServiceDeps,
} from './history-rules';

export {
  EXPORT_CHUNK_ROWS,
  EXPORT_COLUMNS,
  EXPORT_LINK_TTL_MS,
  EXPORT_RETENTION_MS,
  HISTORY_TEXTS,
} from './history-rules';

/** A batch list's page ends, valid while the fingerprint of its batches is the one they were found with. */
interface BatchListState {
  fingerprint: string;
  pages: PageEnds<BatchKey>;
}

export function createHistoryService(deps: HistoryServiceDeps) {
  const { repository, clock } = deps;
  const filters = createHistoryFilters(deps);
  const { stateOf, linesOf, resolveFilter } = filters;
  const batchLists = new LruMap<string, BatchListState>(REMEMBERED_FILTERS);

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

    ...createHistoryExports(deps, filters),

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
