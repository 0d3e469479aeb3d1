import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { createAccountRepository } from './repository';
import { paymentInstructions } from './tables';

/** carla.cards (areas/accounts/cards/seed.ts) and her EUR payment account. */
const CARLA = { customerId: 20301, eurAccountId: 300001 } as const;

/**
 * A payment instruction for every payment and receiving account of every demo customer; Carla read her EUR one.
 * After the cards' demo (seed.ts), whose accounts get theirs too; running it again changes nothing.
 */
export async function seedBalancesDemoData(db: Database): Promise<void> {
  await createAccountRepository(db).ensureInstructions();
  await db
    .update(paymentInstructions)
    .set({ viewed: true })
    .where(
      and(
        eq(paymentInstructions.customerId, CARLA.customerId),
        eq(paymentInstructions.accountId, CARLA.eurAccountId),
      ),
    );
}
