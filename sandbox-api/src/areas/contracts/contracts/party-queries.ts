import type { CompanySearchQuery, ContractCompany, CustomerLookupResponse } from '@portal/api/catalogue';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';

/** A customer as a contract names it: a company's title and login. */
export interface Party {
  id: number;
  title: string;
  username: string;
  isBusiness: boolean;
  verified: boolean;
}

/** The customers contracts are made between: parties, their logins, and the look-ups of customers and companies. */
export function createPartyQueries(db: Database) {
  return {
    /** Customers by id as contracts name them (a business's name, else its first user's; the first user's login). */
    async partiesOf(ids: number[]): Promise<Map<number, Party>> {
      const unique = [...new Set(ids)];
      const parties = new Map<number, Party>();
      if (unique.length === 0) return parties;
      const rows = await db
        .select({
          id: customers.id,
          customerType: customers.customerType,
          businessName: customers.businessName,
          verified: customers.verified,
        })
        .from(customers)
        .where(inArray(customers.id, unique));
      const logins = await db
        .select({
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.customerId, unique))
        .orderBy(asc(users.id));
      for (const row of rows) {
        const login = logins.find((user) => user.customerId === row.id);
        parties.set(row.id, {
          id: row.id,
          title: row.businessName ?? (login ? `${login.firstName} ${login.lastName}` : `Customer ${row.id}`),
          username: login?.email ?? '',
          isBusiness: row.customerType === 1,
          verified: row.verified,
        });
      }
      return parties;
    },

    /** The name of the customer's first user, or undefined without one. */
    async firstLogin(customerId: number): Promise<{ firstName: string; lastName: string } | undefined> {
      const [login] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return login;
    },

    /** The customer of a user's email (any case), as the lookup answers it, or undefined. */
    async customerByEmail(email: string): Promise<CustomerLookupResponse | undefined> {
      const [row] = await db
        .select({ id: customers.id, customerType: customers.customerType })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row ? { id: row.id, type: row.customerType === 1 ? 'BUSINESS' : 'PERSONAL' } : undefined;
    },

    /**
     * Verified business customers but the caller, by name (`query.query`, a part of it, any case);
     * `forCounterpartyCustomerId`: that customer's company. All of them: the caller pages.
     */
    async companies(customerId: number, query: CompanySearchQuery): Promise<ContractCompany[]> {
      const conditions = [
        eq(customers.customerType, 1),
        eq(customers.verified, true),
        sql`${customers.id} <> ${customerId}`,
        sql`${customers.businessName} is not null`,
      ];
      if (query.forCounterpartyCustomerId !== undefined)
        conditions.push(eq(customers.id, query.forCounterpartyCustomerId));
      const words = query.query?.trim();
      if (words)
        conditions.push(
          sql`${customers.businessName} ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      const rows = await db
        .select({ id: customers.id, title: customers.businessName })
        .from(customers)
        .where(and(...conditions))
        .orderBy(asc(customers.businessName), asc(customers.id));
      return rows.map((row) => ({ id: row.id, title: row.title ?? '', logo: null }));
    },

    /** Customers' titles by id: the business name, else `Customer <id>` (the PDF generator's draft). */
    async companyTitles(ids: number[]): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: customers.id, businessName: customers.businessName })
        .from(customers)
        .where(inArray(customers.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.businessName ?? `Customer ${row.id}`]));
    },

    /** Whether a customer is a business and verified, or undefined for no such customer. */
    async customerKind(id: number): Promise<{ customerType: number; verified: boolean } | undefined> {
      const [row] = await db
        .select({ customerType: customers.customerType, verified: customers.verified })
        .from(customers)
        .where(inArray(customers.id, [id]));
      return row;
    },
  };
}

export type PartyQueries = ReturnType<typeof createPartyQueries>;
