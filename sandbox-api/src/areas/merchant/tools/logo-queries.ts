import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { merchantLogos } from './tables';
import type { Page } from './paging';

export type LogoRow = Omit<typeof merchantLogos.$inferSelect, 'bytes'>;

const logoColumns = {
  id: merchantLogos.id,
  customerId: merchantLogos.customerId,
  name: merchantLogos.name,
  isDefault: merchantLogos.isDefault,
  contentType: merchantLogos.contentType,
  size: merchantLogos.size,
  token: merchantLogos.token,
  createdAt: merchantLogos.createdAt,
};

/** The merchant's logos (the image bytes only for the file). */
export function createLogoQueries(db: Database) {
  return {
    async logos(customerId: number, page: Page) {
      const where = eq(merchantLogos.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select(logoColumns)
          .from(merchantLogos)
          .where(where)
          .orderBy(asc(merchantLogos.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantLogos).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async logo(customerId: number, id: number): Promise<LogoRow | undefined> {
      const [row] = await db
        .select(logoColumns)
        .from(merchantLogos)
        .where(and(eq(merchantLogos.customerId, customerId), eq(merchantLogos.id, id)));
      return row;
    },

    /** The image of a logo by its link (id and token). */
    async logoFile(id: number) {
      const [row] = await db
        .select({
          token: merchantLogos.token,
          contentType: merchantLogos.contentType,
          bytes: merchantLogos.bytes,
        })
        .from(merchantLogos)
        .where(eq(merchantLogos.id, id));
      return row;
    },

    async clearDefaultLogo(customerId: number, exceptId?: number): Promise<void> {
      await db
        .update(merchantLogos)
        .set({ isDefault: false })
        .where(
          and(
            eq(merchantLogos.customerId, customerId),
            eq(merchantLogos.isDefault, true),
            ...(exceptId !== undefined ? [ne(merchantLogos.id, exceptId)] : []),
          ),
        );
    },

    async insertLogo(row: typeof merchantLogos.$inferInsert): Promise<LogoRow> {
      const [inserted] = await db.insert(merchantLogos).values(row).returning(logoColumns);
      return inserted!;
    },

    async updateLogo(customerId: number, id: number, values: { name: string; isDefault: boolean }) {
      const [row] = await db
        .update(merchantLogos)
        .set(values)
        .where(and(eq(merchantLogos.customerId, customerId), eq(merchantLogos.id, id)))
        .returning(logoColumns);
      return row;
    },

    async deleteLogo(customerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(merchantLogos)
        .where(and(eq(merchantLogos.customerId, customerId), eq(merchantLogos.id, id)))
        .returning({ id: merchantLogos.id });
      return rows.length > 0;
    },
  };
}
