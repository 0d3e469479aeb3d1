import { and, count, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers } from '../../../platform/db/tables';
import { merchantIdentityVerifications, merchantInstallments, merchantSubscriptions } from './tables';
import { createButtonQueries } from './button-queries';
import { createIpnQueries } from './ipn-queries';
import { createLogoQueries } from './logo-queries';
import type { Page } from './paging';
import { createReputationQueries } from './reputation-queries';

export type { ButtonInsert, ButtonRow } from './button-queries';
export type { IpnMessageRow, IpnSettingsRow } from './ipn-queries';
export type { LogoRow } from './logo-queries';
export type { Page } from './paging';
export type { PayerFacts, PaymentRefund, PaymentRefunds } from './reputation-queries';

export type SubscriptionRow = typeof merchantSubscriptions.$inferSelect;
export type InstallmentRow = typeof merchantInstallments.$inferSelect;
export type IdentityRow = typeof merchantIdentityVerifications.$inferSelect;

export interface IdentityFilter {
  email?: string;
  status?: string;
  fromDate?: string;
  toDate?: string;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The merchant tools' reads and writes, on the database or inside a transaction. */
export function createMerchantRepository(db: Database) {
  return {
    db,

    /** The customer's type (1 business) and whether it exists. */
    async customerType(customerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType;
    },

    async account(customerId: number, accountId: number) {
      const [row] = await db
        .select({
          id: accounts.id,
          type: accounts.type,
          statusId: accounts.statusId,
          currencyCode: accounts.currencyCode,
        })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
      return row;
    },

    // ---- Subscribers and installments --------------------------------------------------------------------

    async subscriptions(customerId: number, page: Page) {
      const where = eq(merchantSubscriptions.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantSubscriptions)
          .where(where)
          .orderBy(desc(merchantSubscriptions.startedAt), desc(merchantSubscriptions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantSubscriptions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async subscription(customerId: number, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantSubscriptions)
        .where(and(eq(merchantSubscriptions.customerId, customerId), eq(merchantSubscriptions.id, id)));
      return row;
    },

    /** Cancels it unless it was already; answers the row when this call cancelled it. */
    async cancelSubscription(customerId: number, id: number, at: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(merchantSubscriptions)
        .set({ status: 'cancelled', cancelledAt: at, nextPaymentAt: null })
        .where(
          and(
            eq(merchantSubscriptions.customerId, customerId),
            eq(merchantSubscriptions.id, id),
            ne(merchantSubscriptions.status, 'cancelled'),
          ),
        )
        .returning();
      return row;
    },

    async installments(customerId: number, page: Page) {
      const where = eq(merchantInstallments.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantInstallments)
          .where(where)
          .orderBy(desc(merchantInstallments.createdAt), desc(merchantInstallments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantInstallments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    // ---- Identity verifications --------------------------------------------------------------------------

    async identities(customerId: number, filter: IdentityFilter, page: Page) {
      const conditions: SQL[] = [eq(merchantIdentityVerifications.customerId, customerId)];
      if (filter.email)
        conditions.push(ilike(merchantIdentityVerifications.email, `%${likeEscaped(filter.email)}%`));
      if (filter.status) conditions.push(eq(merchantIdentityVerifications.status, filter.status));
      if (filter.fromDate)
        conditions.push(
          gte(merchantIdentityVerifications.createdAt, new Date(`${filter.fromDate}T00:00:00Z`)),
        );
      if (filter.toDate) {
        const next = new Date(`${filter.toDate}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        conditions.push(lt(merchantIdentityVerifications.createdAt, next));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantIdentityVerifications)
          .where(where)
          .orderBy(desc(merchantIdentityVerifications.createdAt), desc(merchantIdentityVerifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantIdentityVerifications).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insertIdentity(row: typeof merchantIdentityVerifications.$inferInsert): Promise<IdentityRow> {
      const [inserted] = await db.insert(merchantIdentityVerifications).values(row).returning();
      return inserted!;
    },

    ...createReputationQueries(db),
    ...createIpnQueries(db),
    ...createLogoQueries(db),
    ...createButtonQueries(db),
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
