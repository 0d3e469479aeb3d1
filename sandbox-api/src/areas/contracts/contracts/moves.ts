import {
  CONTRACT_SIGNING_WINDOW_DAYS,
  CONTRACT_TRANSITIONS,
  type ContractEventType,
  type ContractStatus,
} from '@portal/api/catalogue';
import { isoDate } from '../../../platform/clock/clock';
import type { ContractPatch, SmartContractRow } from './contract-queries';
import { isParty, transitionFor, TransitionRefused, type Mover } from './machine';
import { CLOCK_NOTIFICATIONS, type ClockEvent, type ContractNotices, type Pending } from './notices';
import type { ContractServiceOptions } from './options';
import { notFound, refused } from './refusals';
import type { ContractStore } from './repository';
import { machineOf } from './views';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (day: string, days: number) =>
  isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The one move (a party's or the clock's) on a contract's locked row, and the clock's moves that fall due: applied by
 * any read or move that comes first, or by the scheduler's tick.
 */
export function createContractMoves(
  { repository, clock }: Pick<ContractServiceOptions, 'repository' | 'clock'>,
  { sendAll }: Pick<ContractNotices, 'sendAll'>,
) {
  const today = () => isoDate(clock.now());

  /**
   * Makes one move on a locked row: the table decides (TransitionRefused otherwise), the row is updated with the new
   * status and `patch`, and the event is written. Answers the updated row.
   */
  async function applyMove(
    tx: ContractStore,
    row: SmartContractRow,
    event: ContractEventType,
    mover: Mover,
    patch: ContractPatch = {},
    note: string | null = null,
  ): Promise<SmartContractRow> {
    const to = transitionFor(machineOf(row), event, mover);
    const at = clock.now();
    const updated = await tx.updateContract(row.id, { ...patch, status: to, updatedAt: at });
    await tx.insertEvent({
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
    // activeTo is the last day the contract executes (`executingContractsOf`, split-queries.ts): it ends the day after.
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
    tx: ContractStore,
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

  /**
   * A party's work on one contract in one transaction: the row locked, the clock's due moves made, then `work`
   * (which moves through `applyMove`). A contract not the customer's is as absent as one that does not exist (404);
   * a refused move is a 403 with the table's message. Notifications go out after the commit.
   */
  async function withContract(
    customerId: number,
    contractId: number,
    work: (tx: ContractStore, row: SmartContractRow, pending: Pending[]) => Promise<SmartContractRow>,
  ): Promise<SmartContractRow> {
    const pending: Pending[] = [];
    let result: SmartContractRow;
    try {
      result = await repository.transaction(async (tx) => {
        const locked = await tx.lockedContract(contractId);
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
    const row = await repository.contract(contractId);
    if (!row || !isParty(machineOf(row), customerId)) throw notFound();
    if (!clockDue(row)) return row;
    return withContract(customerId, contractId, async (_tx, current) => current);
  }

  /** Every contract of a customer, the clock's due moves applied. */
  async function contractRowsOf(customerId: number): Promise<SmartContractRow[]> {
    const rows = await repository.contractsOfParty(customerId);
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
    withContract,
    readRow,
    contractRowsOf,
  };
}

export type ContractMoves = ReturnType<typeof createContractMoves>;
