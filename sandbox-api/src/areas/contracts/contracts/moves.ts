import {
  CONTRACT_SIGNING_WINDOW_DAYS,
  CONTRACT_TRANSITIONS,
  type ContractEventType,
  type ContractStatus,
} from '@portal/api/catalogue';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { smartContractEvents, smartContracts } from './tables';
import { isoDate } from '../../../platform/clock/clock';
import type { SmartContractRow } from './executing';
import { isParty, transitionFor, TransitionRefused, type Mover } from './machine';
import { CLOCK_NOTIFICATIONS, type ClockEvent, type ContractNotices, type Pending } from './notices';
import type { ContractServiceOptions } from './options';
import { notFound, refused } from './refusals';
import { machineOf } from './views';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (day: string, days: number) =>
  isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The one move (a party's or the clock's) on a contract's locked row, and the clock's moves that fall due: applied by
 * any read or move that comes first, or by the scheduler's tick.
 */
export function createContractMoves(
  { db, clock }: Pick<ContractServiceOptions, 'db' | 'clock'>,
  { sendAll }: Pick<ContractNotices, 'sendAll'>,
) {
  const today = () => isoDate(clock.now());

  /**
   * Makes one move on a locked row: the table decides (TransitionRefused otherwise), the row is updated with the new
   * status and `patch`, and the event is written. Answers the updated row.
   */
  async function applyMove(
    tx: Database,
    row: SmartContractRow,
    event: ContractEventType,
    mover: Mover,
    patch: Partial<typeof smartContracts.$inferInsert> = {},
    note: string | null = null,
  ): Promise<SmartContractRow> {
    const to = transitionFor(machineOf(row), event, mover);
    const at = clock.now();
    const [updated] = await tx
      .update(smartContracts)
      .set({ ...patch, status: to, updatedAt: at })
      .where(eq(smartContracts.id, row.id))
      .returning();
    await tx.insert(smartContractEvents).values({
      contractId: row.id,
      type: event,
      by: mover.kind === 'party' ? mover.customerId : null,
      note,
      at,
    });
    return updated!;
  }

  const SYSTEM: Mover = { kind: 'system' };
  const EXPIRING = CONTRACT_TRANSITIONS.find((row) => row.event === 'expire')!.from;
  /** The statuses a clock's move leaves. */
  const CLOCK_STATUSES: readonly ContractStatus[] = [...EXPIRING, 'SIGNED', 'TERMINATING'];

  /** The clock's move due on this row now, if any. */
  function clockEventOf(row: SmartContractRow): ClockEvent | undefined {
    const status = row.status as ContractStatus;
    if (EXPIRING.includes(status))
      return row.createdAt.getTime() + CONTRACT_SIGNING_WINDOW_DAYS * DAY_MS <= clock.now().getTime()
        ? 'expire'
        : undefined;
    if (status === 'SIGNED') return row.activeFrom <= today() ? 'activate' : undefined;
    // activeTo is the last day the contract executes (executing.ts): it ends the day after.
    if (status === 'TERMINATING')
      return row.activeTo !== null && row.activeTo < today() ? 'terminationEffective' : undefined;
    return undefined;
  }

  /**
   * The clock's moves due on this locked row (the table's `system` rows), applied one after the other; each tells
   * both parties (`pending`, sent once the transaction committed), whoever made it happen: the scheduler's tick, the
   * clock tool, or a read that came first.
   */
  async function applyClock(
    tx: Database,
    start: SmartContractRow,
    pending: Pending[],
  ): Promise<SmartContractRow> {
    let row = start;
    for (let event = clockEventOf(row); event; event = clockEventOf(row)) {
      row = await applyMove(tx, row, event, SYSTEM);
      for (const [to, about] of [
        [row.senderId, row.beneficiaryId],
        [row.beneficiaryId, row.senderId],
      ] as const)
        pending.push({
          to,
          about,
          type: CLOCK_NOTIFICATIONS[event].type,
          contractId: row.id,
          clockEvent: event,
        });
    }
    return row;
  }

  /** Whether the clock has a move due on this row (so a read takes the lock only then). */
  const clockDue = (row: SmartContractRow): boolean => clockEventOf(row) !== undefined;

  async function lockedRow(tx: Database, id: number): Promise<SmartContractRow | undefined> {
    const [row] = await tx.select().from(smartContracts).where(eq(smartContracts.id, id)).for('update');
    return row;
  }

  /**
   * A party's work on one contract in one transaction: the row locked, the clock's due moves made, then `work`
   * (which moves through `applyMove`). A contract not the customer's is as absent as one that does not exist (404);
   * a refused move is a 403 with the table's message. Notifications go out after the commit.
   */
  async function withContract(
    customerId: number,
    contractId: number,
    work: (tx: Database, row: SmartContractRow, pending: Pending[]) => Promise<SmartContractRow>,
  ): Promise<SmartContractRow> {
    const pending: Pending[] = [];
    let result: SmartContractRow;
    try {
      result = await db.transaction(async (tx) => {
        const locked = await lockedRow(tx, contractId);
        if (!locked || !isParty(machineOf(locked), customerId)) throw notFound();
        const row = await applyClock(tx, locked, pending);
        return work(tx, row, pending);
      });
    } catch (error) {
      if (error instanceof TransitionRefused) throw refused(error.message);
      throw error;
    }
    await sendAll(pending);
    return result;
  }

  /** Reads one contract for a party, the clock's due moves applied first. */
  async function readRow(customerId: number, contractId: number): Promise<SmartContractRow> {
    const [row] = await db.select().from(smartContracts).where(eq(smartContracts.id, contractId));
    if (!row || !isParty(machineOf(row), customerId)) throw notFound();
    if (!clockDue(row)) return row;
    return withContract(customerId, contractId, async (_tx, current) => current);
  }

  /** Every contract of a customer, the clock's due moves applied. */
  async function contractRowsOf(customerId: number): Promise<SmartContractRow[]> {
    const rows = await db
      .select()
      .from(smartContracts)
      .where(or(eq(smartContracts.senderId, customerId), eq(smartContracts.beneficiaryId, customerId)));
    const fresh: SmartContractRow[] = [];
    for (const row of rows)
      fresh.push(
        clockDue(row) ? await withContract(customerId, row.id, async (_tx, current) => current) : row,
      );
    return fresh;
  }

  return {
    today,
    SYSTEM,
    CLOCK_STATUSES,
    applyMove,
    applyClock,
    clockDue,
    lockedRow,
    withContract,
    readRow,
    contractRowsOf,
  };
}

export type ContractMoves = ReturnType<typeof createContractMoves>;
