import { FINAL_CONTRACT_STATUSES, type ContractStatus } from '@portal/api/catalogue';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../platform/db/client';
import { smartContractEvents, smartContracts } from './tables';

/** A contract as the slice keeps it: the state machine reads it, views.ts makes it the `SmartContract` a party sees. */
export type SmartContractRow = typeof smartContracts.$inferSelect;
/** A new contract's row. */
export type NewContract = typeof smartContracts.$inferInsert;
/** The columns a move (or the identity check) sets on a contract. */
export type ContractPatch = Partial<typeof smartContracts.$inferInsert>;
/** One event of a contract's timeline. */
export type ContractEventRow = typeof smartContractEvents.$inferSelect;
export type NewContractEvent = typeof smartContractEvents.$inferInsert;

/** Contracts and their events: read, locked, created and moved; and the scheduler's tick lock. */
export function createContractQueries(db: Database) {
  return {
    async contract(id: number): Promise<SmartContractRow | undefined> {
      const [row] = await db.select().from(smartContracts).where(eq(smartContracts.id, id));
      return row;
    },

    /** The contract's row locked for the transaction's move (`for update`). */
    async lockedContract(id: number): Promise<SmartContractRow | undefined> {
      const [row] = await db.select().from(smartContracts).where(eq(smartContracts.id, id)).for('update');
      return row;
    },

    /** Every contract a customer is a party to (payer or beneficiary). */
    contractsOfParty(customerId: number): Promise<SmartContractRow[]> {
      return db
        .select()
        .from(smartContracts)
        .where(or(eq(smartContracts.senderId, customerId), eq(smartContracts.beneficiaryId, customerId)));
    },

    /** The contracts in statuses a clock's move leaves, in id order (the scheduler's candidates). */
    clockCandidates(statuses: readonly ContractStatus[]): Promise<SmartContractRow[]> {
      return db
        .select()
        .from(smartContracts)
        .where(inArray(smartContracts.status, [...statuses]))
        .orderBy(asc(smartContracts.id));
    },

    /** Whether the two customers have a contract between them (either way) that is not final yet. */
    async unfinishedBetween(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: smartContracts.id })
        .from(smartContracts)
        .where(
          and(
            or(
              and(eq(smartContracts.senderId, a), eq(smartContracts.beneficiaryId, b)),
              and(eq(smartContracts.senderId, b), eq(smartContracts.beneficiaryId, a)),
            ),
            sql`${smartContracts.status} not in (${sql.join(
              FINAL_CONTRACT_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The next contract number (the `contract_ids` sequence). */
    async nextContractId(): Promise<number> {
      const [next] = await rowsOf<{ id: number }>(db, sql`select nextval('contract_ids')::int as id`);
      return Number(next?.id);
    },

    async insertContract(contract: NewContract): Promise<void> {
      await db.insert(smartContracts).values(contract);
    },

    /** Sets `patch` on the contract; answers the updated row. */
    async updateContract(id: number, patch: ContractPatch): Promise<SmartContractRow | undefined> {
      const [updated] = await db
        .update(smartContracts)
        .set(patch)
        .where(eq(smartContracts.id, id))
        .returning();
      return updated;
    },

    async insertEvent(event: NewContractEvent): Promise<void> {
      await db.insert(smartContractEvents).values(event);
    },

    /** The events of these contracts, in the order they happened. */
    eventsOf(contractIds: number[]): Promise<ContractEventRow[]> {
      return db
        .select()
        .from(smartContractEvents)
        .where(inArray(smartContractEvents.contractId, contractIds))
        .orderBy(asc(smartContractEvents.at), asc(smartContractEvents.id));
    },

    /** Waits for the transaction-scoped advisory lock `key` (the scheduler's tick, scheduler.ts). */
    async waitForTickLock(key: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${key})`);
    },

    /** Takes the transaction-scoped advisory lock `key` if free; false when another transaction holds it. */
    async tryTickLock(key: number): Promise<boolean> {
      const [lock] = await rowsOf<{ locked: boolean }>(
        db,
        sql`select pg_try_advisory_xact_lock(${key}) as locked`,
      );
      return lock?.locked ?? false;
    },
  };
}

export type ContractQueries = ReturnType<typeof createContractQueries>;
