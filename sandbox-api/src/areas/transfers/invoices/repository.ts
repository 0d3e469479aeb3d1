import type { InvoiceListFilter } from '@portal/api/catalogue';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers, users } from '../../../platform/db/tables';
import { invoices } from './tables';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** Which side of its invoices a list shows: received (the customer pays) or sent (the customer is paid). */
export type InvoiceSide = 'payer' | 'payee';

export interface InvoiceListQuery {
  side: InvoiceSide;
  customerId: number;
  /** The other party's e-mail (spec 02 §7: payeeEmail for received, payerEmail for sent). */
  counterpartyEmail?: string;
  filters: readonly InvoiceListFilter[];
  /** `YYYY-MM-DD`: an open invoice due before it is unpaid, else awaiting payment. */
  today: string;
  offset: number;
  limit: number;
}

export interface InvoiceParty {
  userId: number;
  customerId: number;
  email: string;
  name: string;
  permissions: Record<string, boolean> | null;
}

/**
 * The reads and writes of invoices on the database or inside a transaction: the transfer engine holds them as
 * `queries.invoices`, so that paying an invoice is checked and recorded in the transaction that posts the payment.
 */
export function createInvoiceQueries(db: Database) {
  return {
    async insert(values: NewInvoice): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      return row!;
    },

    async byId(id: number): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** The invoice, locked until the transaction ends, when it is still open; else null. */
    async lockOpen(id: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.state, 'open')))
        .for('update');
      return row ?? null;
    },

    async markPaid(id: number, paid: { journalId: number; payerAccountId: number; at: Date }): Promise<void> {
      await db
        .update(invoices)
        .set({
          state: 'paid',
          journalId: paid.journalId,
          payerAccountId: paid.payerAccountId,
          updatedAt: paid.at,
        })
        .where(and(eq(invoices.id, id), eq(invoices.state, 'open')));
    },

    /** Rejects an open invoice of this payer; null when there is none (paid, rejected, or not theirs). */
    async reject(id: number, payerCustomerId: number, note: string, at: Date): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ state: 'rejected', rejectNote: note, updatedAt: at })
        .where(
          and(eq(invoices.id, id), eq(invoices.payerCustomerId, payerCustomerId), eq(invoices.state, 'open')),
        )
        .returning();
      return row ?? null;
    },

    async list(query: InvoiceListQuery): Promise<{ rows: InvoiceRow[]; total: number }> {
      const conditions: SQL[] = [
        query.side === 'payer'
          ? eq(invoices.payerCustomerId, query.customerId)
          : eq(invoices.payeeCustomerId, query.customerId),
      ];
      if (query.counterpartyEmail)
        conditions.push(
          eq(
            query.side === 'payer' ? invoices.payeeEmail : invoices.payerEmail,
            query.counterpartyEmail.trim().toLowerCase(),
          ),
        );
      const byStatus = query.filters.map((filter) =>
        and(
          eq(invoices.state, 'open'),
          filter === 'unpaid' ? lt(invoices.dueDate, query.today) : gte(invoices.dueDate, query.today),
        ),
      );
      if (byStatus.length > 0) conditions.push(or(...byStatus)!);
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(invoices).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The invoice its PDF link names, when the link's key is its own. */
    async byPdfLink(id: number, token: string): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), sql`${invoices.pdfToken}::text = ${token}`));
      return row ?? null;
    },

    /** An active user of the product by e-mail, with their customer's name and permission flags. */
    async partyByEmail(email: string): Promise<InvoiceParty | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: customers.businessName,
          permissions: customers.permissions,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.status, 'active')));
      return row ? partyOf(row) : null;
    },

    /** The signed-in user acting for a customer: the customer's name (a company's, else the user's) and flags. */
    async actingParty(customerId: number, userId: number): Promise<InvoiceParty | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: customers.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: customers.businessName,
          permissions: customers.permissions,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, customerId))
        .where(eq(users.id, userId));
      return row ? partyOf(row) : null;
    },

    /** The customer's active payment account in a currency (spec 02 §3 type 1001, status 2). */
    async paymentAccount(customerId: number, currencyCode: string): Promise<number | null> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(accounts.type, 1001),
            eq(accounts.statusId, 2),
            eq(accounts.currencyCode, currencyCode),
          ),
        )
        .orderBy(accounts.id)
        .limit(1);
      return row?.id ?? null;
    },
  };
}

function partyOf(row: {
  userId: number;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  permissions: Record<string, boolean> | null;
}): InvoiceParty {
  return {
    userId: row.userId,
    customerId: row.customerId,
    email: row.email,
    name: row.businessName ?? `${row.firstName} ${row.lastName}`,
    permissions: row.permissions,
  };
}

export type InvoiceQueries = ReturnType<typeof createInvoiceQueries>;
