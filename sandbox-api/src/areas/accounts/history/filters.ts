import { historyPageSize, type HistoryFilter, type HistoryTransaction } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { LruMap, PageEnds } from './pages';
import type { LineCounts, LineFilter, LineKey } from './repository';
import {
  REMEMBERED_FILTERS,
  REMEMBERED_PAGES,
  isValidEmail,
  noAccess,
  invalid,
  dayRange,
  amountText,
  toTransaction,
  type HistoryServiceDeps,
} from './history-rules';

/** A resolved history filter and the ledger stamps of its accounts when it was resolved. */
export type ResolvedFilter = LineFilter & { accountId?: number; stamps: string; pageSize: number };

/**
 * What the history keeps of a filter: its counts, where its pages end and the lines of its most read pages, valid
 * while the ledger stamps of its accounts are the ones they were read with (ledger.ts, stampAccounts). The stamps
 * are read before the counts and the pages are, so what is kept can only be newer than its stamps say, never
 * older: a journal committed before the stamps were read is in the counts, and one committed after gives its
 * accounts new stamps.
 */
export interface FilterState {
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

/**
 * The history's filters: resolved for the acting customer, with their counts, page ends and most read pages kept
 * while the ledger stamps of their accounts hold.
 */
export function createHistoryFilters({ repository }: Pick<HistoryServiceDeps, 'repository'>) {
  const filterStates = new LruMap<string, FilterState>(REMEMBERED_FILTERS);

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

  return { stateOf, linesOf, resolveFilter };
}

export type HistoryFilters = ReturnType<typeof createHistoryFilters>;
