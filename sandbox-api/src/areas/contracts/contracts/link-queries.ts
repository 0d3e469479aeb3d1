import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { smartContractLinks } from './tables';

/** A one-time link of the e-signature or identity check page (its token kept as a hash only). */
export type ContractLinkRow = typeof smartContractLinks.$inferSelect;
export type NewContractLink = typeof smartContractLinks.$inferInsert;
export type ContractLinkKind = 'sign' | 'identification';

/** The embedded pages' one-time links (links.ts). */
export function createLinkQueries(db: Database) {
  return {
    async insertLink(link: NewContractLink): Promise<void> {
      await db.insert(smartContractLinks).values(link);
    },

    /** The link of a token's hash, used or not, expired or not. */
    async linkByHash(tokenHash: string, kind: ContractLinkKind): Promise<ContractLinkRow | undefined> {
      const [link] = await db
        .select()
        .from(smartContractLinks)
        .where(and(eq(smartContractLinks.tokenHash, tokenHash), eq(smartContractLinks.kind, kind)));
      return link;
    },

    /** The unused link of a token's hash, locked for the transaction (`for update`). */
    async lockedUnusedLink(tokenHash: string, kind: ContractLinkKind): Promise<ContractLinkRow | undefined> {
      const [link] = await db
        .select()
        .from(smartContractLinks)
        .where(
          and(
            eq(smartContractLinks.tokenHash, tokenHash),
            eq(smartContractLinks.kind, kind),
            isNull(smartContractLinks.usedAt),
          ),
        )
        .for('update');
      return link;
    },

    async markLinkUsed(id: number, at: Date): Promise<void> {
      await db.update(smartContractLinks).set({ usedAt: at }).where(eq(smartContractLinks.id, id));
    },

    async markLinkOpened(id: number, at: Date): Promise<void> {
      await db.update(smartContractLinks).set({ openedAt: at }).where(eq(smartContractLinks.id, id));
    },
  };
}

export type LinkQueries = ReturnType<typeof createLinkQueries>;
