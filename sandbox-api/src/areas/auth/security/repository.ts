import type { AccessIpEntry, AccessIpMode, CustomerSummary, LoginHistoryEntry } from '@portal/api/catalogue';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { businessEmployees } from '../../../platform/customer/tables';
import { accessIpSettings, accessIps, loginHistory, securityConfirmations } from './tables';
import { accounts, customers, users } from '../../../platform/db/tables';
import { devices } from '../../../platform/push/tables';
import { ACCOUNT_STATUS } from '../../../seed';

export type ConfirmationKind = 'twoStep' | 'passwordChange';

export interface SecurityUser {
  userId: number;
  customerId: number;
  email: string;
  loginFlow: string;
  phone: string | null;
  passwordHash: string;
  isAdmin: boolean;
}

export interface StoredConfirmation {
  id: string;
  userId: number;
  kind: ConfirmationKind;
  payload: Record<string, unknown>;
  codeHash: string | null;
  attemptsLeft: number;
  expiresAt: Date;
  usedAt: Date | null;
  cancelledAt: Date | null;
}

export interface NewLoginHistoryEntry {
  userId: number;
  customerId: number;
  occurredAt: Date;
  ip: string;
  client: string;
  location: string;
  authFlow: string;
  success: boolean;
}

/** Whose sign-ins a history page lists: one user's, or every user's of a customer (an admin acting for it). */
export type LoginHistoryScope = { userId: number } | { customerId: number };

/** `%` and `_` typed by the user are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createSecurityRepository(db: Database) {
  return {
    async findUser(userId: number): Promise<SecurityUser | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          loginFlow: users.loginFlow,
          phone: users.phone,
          passwordHash: users.passwordHash,
          isAdmin: users.isAdmin,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async hasApprovedDevice(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
        .limit(1);
      return row !== undefined;
    },

    async setLoginFlow(userId: number, loginFlow: string): Promise<void> {
      await db.update(users).set({ loginFlow }).where(eq(users.id, userId));
    },

    async setTransactionApproveMode(customerId: number, mode: string): Promise<void> {
      await db.update(customers).set({ transactionApproveMode: mode }).where(eq(customers.id, customerId));
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    // --- access IP whitelist ---

    async listAccessIps(customerId: number): Promise<AccessIpEntry[]> {
      const rows = await db
        .select()
        .from(accessIps)
        .where(eq(accessIps.customerId, customerId))
        .orderBy(asc(accessIps.id));
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        ...(row.toIp ? { toIp: row.toIp } : {}),
        created: row.createdAt.toISOString(),
      }));
    },

    async findAccessIpMode(customerId: number): Promise<AccessIpMode> {
      const [row] = await db
        .select({ mode: accessIpSettings.mode })
        .from(accessIpSettings)
        .where(eq(accessIpSettings.customerId, customerId));
      return row?.mode === 1 ? 1 : 0;
    },

    async setAccessIpMode(customerId: number, mode: AccessIpMode): Promise<void> {
      await db
        .insert(accessIpSettings)
        .values({ customerId, mode })
        .onConflictDoUpdate({ target: accessIpSettings.customerId, set: { mode } });
    },

    async insertAccessIp(entry: { customerId: number; ip: string; toIp: string | null; createdAt: Date }) {
      await db.insert(accessIps).values(entry);
    },

    /** The customer an entry belongs to, or null when there is no such entry. */
    async findAccessIpCustomer(id: number): Promise<number | null> {
      const [row] = await db
        .select({ customerId: accessIps.customerId })
        .from(accessIps)
        .where(eq(accessIps.id, id));
      return row?.customerId ?? null;
    },

    async deleteAccessIp(customerId: number, id: number): Promise<void> {
      await db.delete(accessIps).where(and(eq(accessIps.id, id), eq(accessIps.customerId, customerId)));
    },

    // --- confirmations (two-step change, password change) ---

    async insertConfirmation(confirmation: {
      userId: number;
      kind: ConfirmationKind;
      payload: Record<string, unknown>;
      codeHash: string | null;
      attemptsLeft: number;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(securityConfirmations)
        .values(confirmation)
        .returning({ id: securityConfirmations.id });
      if (!row) throw new Error('confirmation was not stored');
      return row.id;
    },

    async setConfirmationPrompt(id: string, promptKey: string): Promise<void> {
      await db.update(securityConfirmations).set({ promptKey }).where(eq(securityConfirmations.id, id));
    },

    async findConfirmation(id: string): Promise<StoredConfirmation | null> {
      const [row] = await db
        .select({
          id: securityConfirmations.id,
          userId: securityConfirmations.userId,
          kind: securityConfirmations.kind,
          payload: securityConfirmations.payload,
          codeHash: securityConfirmations.codeHash,
          attemptsLeft: securityConfirmations.attemptsLeft,
          expiresAt: securityConfirmations.expiresAt,
          usedAt: securityConfirmations.usedAt,
          cancelledAt: securityConfirmations.cancelledAt,
        })
        .from(securityConfirmations)
        .where(eq(securityConfirmations.id, id));
      return row ? { ...row, kind: row.kind === 'twoStep' ? 'twoStep' : 'passwordChange' } : null;
    },

    /** Spends one try in one statement, so parallel guesses cannot exceed the limit; null when none was left. */
    async spendConfirmationAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(securityConfirmations)
        .set({ attemptsLeft: sql`${securityConfirmations.attemptsLeft} - 1` })
        .where(
          and(
            eq(securityConfirmations.id, id),
            isNull(securityConfirmations.usedAt),
            isNull(securityConfirmations.cancelledAt),
            gt(securityConfirmations.attemptsLeft, 0),
          ),
        )
        .returning({ attemptsLeft: securityConfirmations.attemptsLeft });
      return row ? row.attemptsLeft : null;
    },

    /** Marks it used; false when it was used or cancelled first, which makes it single use. */
    async consumeConfirmation(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(securityConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(securityConfirmations.id, id),
            isNull(securityConfirmations.usedAt),
            isNull(securityConfirmations.cancelledAt),
          ),
        )
        .returning({ id: securityConfirmations.id });
      return rows.length === 1;
    },

    async cancelConfirmation(id: string, userId: number, kind: ConfirmationKind, now: Date): Promise<void> {
      await db
        .update(securityConfirmations)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(securityConfirmations.id, id),
            eq(securityConfirmations.userId, userId),
            eq(securityConfirmations.kind, kind),
            isNull(securityConfirmations.usedAt),
            isNull(securityConfirmations.cancelledAt),
          ),
        );
    },

    // --- login history ---

    async insertLoginHistory(entries: NewLoginHistoryEntry[]): Promise<void> {
      if (entries.length > 0) await db.insert(loginHistory).values(entries);
    },

    /** One page, newest first, and how many entries match in all. */
    async pageLoginHistory(
      scope: LoginHistoryScope,
      range: { from?: Date; toBefore?: Date },
      page: { offset: number; limit: number },
    ): Promise<{ items: LoginHistoryEntry[]; total: number }> {
      const conditions: SQL[] = [
        'userId' in scope
          ? eq(loginHistory.userId, scope.userId)
          : eq(loginHistory.customerId, scope.customerId),
      ];
      if (range.from) conditions.push(gte(loginHistory.occurredAt, range.from));
      if (range.toBefore) conditions.push(lt(loginHistory.occurredAt, range.toBefore));
      const where = and(...conditions);
      const [totals] = await db.select({ total: count() }).from(loginHistory).where(where);
      const rows = await db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.occurredAt), desc(loginHistory.id))
        .offset(page.offset)
        .limit(page.limit);
      return {
        total: totals?.total ?? 0,
        items: rows.map((row) => ({
          date: row.occurredAt.toISOString(),
          ip: row.ip,
          client: row.client,
          location: row.location,
          authFlow: row.authFlow,
          success: row.success,
        })),
      };
    },

    // --- admin search ---

    /**
     * Customers whose id, business name, or any user's e-mail or name matches; each named by its business
     * or its first user who is not an employee, whose e-mail it shows (spec 01 §6 admin overview).
     */
    async searchCustomers(query: string, limit: number): Promise<CustomerSummary[]> {
      const pattern = likePattern(query);
      const conditions: SQL[] = [
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(customers.businessName, pattern),
      ];
      if (/^\d{1,9}$/.test(query)) conditions.push(eq(customers.id, Number(query)));
      const matches = await db
        .selectDistinct({ customerId: customers.id })
        .from(customers)
        // A company without users of its own (one others act for) is found by its name or id.
        .leftJoin(users, eq(users.customerId, customers.id))
        .where(or(...conditions))
        .orderBy(asc(customers.id))
        .limit(limit);
      const ids = matches.map((match) => match.customerId);
      if (ids.length === 0) return [];

      const people = await db
        .select({
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          employeeOf: businessEmployees.customerId,
        })
        .from(users)
        .leftJoin(businessEmployees, eq(businessEmployees.userId, users.id))
        .where(inArray(users.customerId, ids))
        .orderBy(asc(users.id));
      const companies = await db
        .select({
          id: customers.id,
          customerType: customers.customerType,
          businessName: customers.businessName,
          verified: customers.verified,
        })
        .from(customers)
        .where(inArray(customers.id, ids));
      const openAccounts = await db
        .select({ customerId: accounts.customerId, open: count() })
        .from(accounts)
        .where(and(inArray(accounts.customerId, ids), eq(accounts.statusId, ACCOUNT_STATUS.active)))
        .groupBy(accounts.customerId);

      return ids.flatMap((id) => {
        const company = companies.find((row) => row.id === id);
        const ofCustomer = people.filter((person) => person.customerId === id);
        const primary = ofCustomer.find((person) => person.employeeOf === null) ?? ofCustomer[0];
        if (!company) return [];
        return [
          {
            customerId: id,
            name: company.businessName ?? (primary ? `${primary.firstName} ${primary.lastName}` : ''),
            email: primary?.email ?? '',
            customerType: company.customerType === 0 ? 0 : 1,
            verified: company.verified,
            accounts: openAccounts.find((row) => row.customerId === id)?.open ?? 0,
          } satisfies CustomerSummary,
        ];
      });
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
