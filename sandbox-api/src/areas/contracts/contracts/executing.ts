import { EXECUTING_CONTRACT_STATUSES } from '@portal/api/catalogue';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { smartContracts } from './tables';

export type SmartContractRow = typeof smartContracts.$inferSelect;

/**
 * The contracts of a payer (their sender) that execute on a day (issue 32 item 6): status ACTIVE or TERMINATING
 * (`EXECUTING_CONTRACT_STATUSES`), activeFrom on or before `onDate` and activeTo absent or on or after it. `onDate`
 * is a `YYYY-MM-DD` day; the oldest contract first (the split takes the first, execution.ts).
 */
export async function executingContractsOf(
  db: Database,
  payerCustomerId: number,
  onDate: string,
): Promise<SmartContractRow[]> {
  return db
    .select()
    .from(smartContracts)
    .where(
      and(
        eq(smartContracts.senderId, payerCustomerId),
        inArray(smartContracts.status, [...EXECUTING_CONTRACT_STATUSES]),
        lte(smartContracts.activeFrom, onDate),
        or(isNull(smartContracts.activeTo), gte(smartContracts.activeTo, onDate)),
      ),
    )
    .orderBy(asc(smartContracts.id));
}
