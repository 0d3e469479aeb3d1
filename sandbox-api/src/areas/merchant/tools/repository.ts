import { and, asc, count, desc, eq, gte, ilike, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers, users } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import {
  merchantIdentityVerifications,
  merchantInstallments,
  merchantIpnMessages,
  merchantIpnSettings,
  merchantLogos,
  merchantPayerEvents,
  merchantPaymentNotificationSettings,
  merchantSavedButtons,
  merchantSubscriptions,
} from './tables';
import { merchantRefunds } from '../webhooks/tables';

export type SubscriptionRow = typeof merchantSubscriptions.$inferSelect;
export type InstallmentRow = typeof merchantInstallments.$inferSelect;
export type IdentityRow = typeof merchantIdentityVerifications.$inferSelect;
export type IpnMessageRow = typeof merchantIpnMessages.$inferSelect;
export type IpnSettingsRow = typeof merchantIpnSettings.$inferSelect;
export type LogoRow = Omit<typeof merchantLogos.$inferSelect, 'bytes'>;
export type ButtonRow = typeof merchantSavedButtons.$inferSelect;
export type ButtonInsert = typeof merchantSavedButtons.$inferInsert;

export interface Page {
  limit: number;
  offset: number;
}

/** One payer's facts as reputation counts them (e-mail lower case). */
export interface PayerFacts {
  email: string;
  payments: number;
  refunds: number;
  disputes: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export interface IdentityFilter {
  email?: string;
  status?: string;
  fromDate?: string;
  toDate?: string;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

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

    // ---- Reputation --------------------------------------------------------------------------------------

    /**
     * Per payer: the completed p2p payments the ledger shows into the merchant's accounts (the payer is the
     * journal's customer, by their first user's e-mail; a payment booked on the merchant's side names the payer
     * as counterparty), the refunds of those payments (merchant_refunds) and the refunds and disputes on record.
     */
    async payerFacts(customerId: number): Promise<PayerFacts[]> {
      const payerEmail = sql<string>`lower(trim(case when ${journals.customerId} = ${customerId}
        then ${journals.counterpartyEmail}
        else (select ${users.email} from ${users} where ${users.customerId} = ${journals.customerId}
              order by ${users.id} limit 1) end))`;
      const payments = await db
        .select({
          journalId: journals.id,
          email: payerEmail,
          at: journals.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(ledgerEntries.kind, 'principal'),
            sql`${ledgerEntries.amount} > 0`,
            eq(journals.type, 'p2p'),
            eq(journals.status, 'completed'),
          ),
        );
      const refunded = await db
        .select({ paymentJournalId: merchantRefunds.paymentJournalId, at: merchantRefunds.createdAt })
        .from(merchantRefunds)
        .where(eq(merchantRefunds.customerId, customerId));
      const events = await db
        .select({
          email: merchantPayerEvents.email,
          kind: merchantPayerEvents.kind,
          at: merchantPayerEvents.occurredAt,
        })
        .from(merchantPayerEvents)
        .where(eq(merchantPayerEvents.customerId, customerId));

      const byEmail = new Map<string, PayerFacts>();
      const factsOf = (email: string, at: Date) => {
        let facts = byEmail.get(email);
        if (!facts) {
          facts = { email, payments: 0, refunds: 0, disputes: 0, firstSeenAt: at, lastSeenAt: at };
          byEmail.set(email, facts);
        }
        if (at < facts.firstSeenAt) facts.firstSeenAt = at;
        if (at > facts.lastSeenAt) facts.lastSeenAt = at;
        return facts;
      };
      const payerOfJournal = new Map<number, string>();
      for (const payment of payments) {
        if (!payment.email || payerOfJournal.has(payment.journalId)) continue;
        payerOfJournal.set(payment.journalId, payment.email);
        factsOf(payment.email, payment.at).payments += 1;
      }
      for (const refund of refunded) {
        const email = payerOfJournal.get(refund.paymentJournalId);
        if (email) factsOf(email, refund.at).refunds += 1;
      }
      for (const event of events) {
        const facts = factsOf(event.email.trim().toLowerCase(), event.at);
        if (event.kind === 'refund') facts.refunds += 1;
        else facts.disputes += 1;
      }
      return [...byEmail.values()];
    },

    /** The e-mail a payer is known by: their customer's first user's (as merchant-hooks' partyOf). */
    async payerEmail(customerId: number): Promise<string> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.email ?? '';
    },

    // ---- IPN ---------------------------------------------------------------------------------------------

    async ipnSettings(customerId: number): Promise<IpnSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantIpnSettings)
        .where(eq(merchantIpnSettings.customerId, customerId));
      return row;
    },

    async saveIpnSettings(
      customerId: number,
      values: Partial<Omit<IpnSettingsRow, 'customerId'>>,
      at: Date,
    ): Promise<IpnSettingsRow> {
      const [row] = await db
        .insert(merchantIpnSettings)
        .values({ customerId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: merchantIpnSettings.customerId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },

    async ipnMessages(customerId: number, page: Page) {
      const where = eq(merchantIpnMessages.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantIpnMessages)
          .where(where)
          .orderBy(desc(merchantIpnMessages.createdAt), desc(merchantIpnMessages.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantIpnMessages).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async ipnMessage(customerId: number, id: number): Promise<IpnMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantIpnMessages)
        .where(and(eq(merchantIpnMessages.customerId, customerId), eq(merchantIpnMessages.id, id)));
      return row;
    },

    /** A new message for a payment; undefined when that payment has one already. */
    async insertIpnMessage(row: typeof merchantIpnMessages.$inferInsert): Promise<IpnMessageRow | undefined> {
      const [inserted] = await db.insert(merchantIpnMessages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async updateIpnMessage(
      id: number,
      values: Partial<
        Pick<
          IpnMessageRow,
          'status' | 'body' | 'responseStatus' | 'responseBody' | 'attempts' | 'confirmedAt'
        >
      >,
    ): Promise<IpnMessageRow | undefined> {
      const [row] = await db
        .update(merchantIpnMessages)
        .set(values)
        .where(eq(merchantIpnMessages.id, id))
        .returning();
      return row;
    },

    // ---- Payment notifications ---------------------------------------------------------------------------

    async paymentNotificationSettings(customerId: number) {
      const [row] = await db
        .select()
        .from(merchantPaymentNotificationSettings)
        .where(eq(merchantPaymentNotificationSettings.customerId, customerId));
      return row;
    },

    async savePaymentNotificationSettings(
      customerId: number,
      values: { statusId?: number; secretHash?: string },
      at: Date,
    ) {
      const [row] = await db
        .insert(merchantPaymentNotificationSettings)
        .values({ customerId, ...values, updatedAt: at })
        .onConflictDoUpdate({
          target: merchantPaymentNotificationSettings.customerId,
          set: { ...values, updatedAt: at },
        })
        .returning();
      return row!;
    },

    // ---- Logos -------------------------------------------------------------------------------------------

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

    // ---- Saved buttons -----------------------------------------------------------------------------------

    async buttons(customerId: number, page: Page) {
      const where = eq(merchantSavedButtons.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantSavedButtons)
          .where(where)
          .orderBy(asc(merchantSavedButtons.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantSavedButtons).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async button(customerId: number, id: number): Promise<ButtonRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantSavedButtons)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)));
      return row;
    },

    async insertButton(row: ButtonInsert): Promise<ButtonRow> {
      const [inserted] = await db.insert(merchantSavedButtons).values(row).returning();
      return inserted!;
    },

    async updateButton(customerId: number, id: number, values: Partial<ButtonInsert>) {
      const [row] = await db
        .update(merchantSavedButtons)
        .set(values)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)))
        .returning();
      return row;
    },

    async deleteButton(customerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(merchantSavedButtons)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)))
        .returning({ id: merchantSavedButtons.id });
      return rows.length > 0;
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
