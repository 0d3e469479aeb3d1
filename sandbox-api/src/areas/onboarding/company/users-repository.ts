import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { lockCustomer } from '../../../platform/customer/customer-lock';
import { businessPersons } from '../../../platform/customer/company-tables';
import { businessEmployees } from '../../../platform/customer/tables';
import { customerAccess, customers, sessions, users } from '../../../platform/db/tables';

/** A user taken off their own company: they sign in no more (only `active` users sign in). */
export const REMOVED_USER_STATUS = 'removed';

/** A row of the company's users: its access and who the user is. */
export interface CompanyUserRow {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  accessRight: number;
  status: string;
  homeCustomerId: number;
  employeeOf: number | null;
}

/** A login found by e-mail, whatever its company. */
export interface LoginRow {
  userId: number;
  customerId: number;
  status: string;
  customerType: number;
  employeeOf: number | null;
}

/** A new employee login, pending activation with a password no one knows until the activation sets one. */
export interface NewLogin {
  kind: 'new';
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  phone: string | null;
}

async function usersOf(tx: Pick<Database, 'select'>, customerId: number): Promise<CompanyUserRow[]> {
  return (
    tx
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        accessRight: customerAccess.accessRight,
        status: users.status,
        homeCustomerId: users.customerId,
        employeeOf: businessEmployees.customerId,
      })
      .from(customerAccess)
      .innerJoin(users, eq(users.id, customerAccess.userId))
      .leftJoin(businessEmployees, eq(businessEmployees.userId, users.id))
      // Administrators are not the company's users (as the approvals' user list); removed logins are gone.
      .where(
        and(
          eq(customerAccess.customerId, customerId),
          eq(users.isAdmin, false),
          ne(users.status, REMOVED_USER_STATUS),
        ),
      )
      .orderBy(asc(users.id))
  );
}

/**
 * The company's own login, its owner: the first user whose customer is the company and who is not one of its
 * employees (registration's owner, or the demo company's first user).
 */
export function ownerOf(rows: readonly CompanyUserRow[], customerId: number): number | null {
  return rows.find((row) => row.homeCustomerId === customerId && row.employeeOf === null)?.userId ?? null;
}

/** The company's users: their access rights, adding and removing them (spec 03 "Users"). */
export function createCompanyUsersRepository(db: Database) {
  return {
    users(customerId: number): Promise<CompanyUserRow[]> {
      return usersOf(db, customerId);
    },

    async findLogin(email: string): Promise<LoginRow | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          status: users.status,
          customerType: customers.customerType,
          employeeOf: businessEmployees.customerId,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .leftJoin(businessEmployees, eq(businessEmployees.userId, users.id))
        .where(eq(users.email, email));
      return row ?? null;
    },

    /**
     * Gives a user access in one transaction, under the company's lock: a new employee login pending activation
     * (`new`), or an existing login (`existing`, a removed one of this company back to pending activation); the
     * representative it is, if any, is linked. `taken` when the e-mail became someone's in between, `alreadyUser`
     * when the login already has access, `linked` when the representative became a user in between.
     */
    async addUser(input: {
      customerId: number;
      accessRight: number;
      login: NewLogin | { kind: 'existing'; userId: number; reinstate?: { passwordHash: string } };
      personId: number | null;
    }): Promise<
      { kind: 'added'; userId: number } | { kind: 'taken' } | { kind: 'alreadyUser' } | { kind: 'linked' }
    > {
      const { customerId, accessRight, login } = input;
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if (input.personId !== null) {
          const [person] = await tx
            .select({ userId: businessPersons.userId })
            .from(businessPersons)
            .where(eq(businessPersons.id, input.personId))
            .for('update');
          if (!person || person.userId !== null) return { kind: 'linked' as const };
        }
        let userId: number;
        if (login.kind === 'new') {
          const [created] = await tx
            .insert(users)
            .values({
              email: login.email,
              passwordHash: login.passwordHash,
              firstName: login.firstName,
              lastName: login.lastName,
              phone: login.phone,
              customerId,
              status: 'pendingActivation',
            })
            .onConflictDoNothing({ target: users.email })
            .returning({ id: users.id });
          if (!created) return { kind: 'taken' as const };
          userId = created.id;
          await tx.insert(businessEmployees).values({ userId, customerId });
        } else {
          userId = login.userId;
          const [access] = await tx
            .select({ userId: customerAccess.userId })
            .from(customerAccess)
            .where(and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId)));
          if (access) return { kind: 'alreadyUser' as const };
          if (login.reinstate)
            await tx
              .update(users)
              .set({ status: 'pendingActivation', passwordHash: login.reinstate.passwordHash })
              .where(and(eq(users.id, userId), eq(users.status, REMOVED_USER_STATUS)));
        }
        await tx.insert(customerAccess).values({ userId, customerId, accessRight });
        if (input.personId !== null)
          await tx
            .update(businessPersons)
            .set({ userId, accessRights: accessRight })
            .where(eq(businessPersons.id, input.personId));
        return { kind: 'added' as const, userId };
      });
    },

    /**
     * Changes a user's right, or takes their access (`accessRight: null`), under the company's lock; `check` sees
     * the users as they are then and throws to refuse (nothing is changed). A user taken off the company they
     * belong to loses the login too: the sandbox treats one's own company as full access.
     */
    async changeUser(
      customerId: number,
      userId: number,
      accessRight: number | null,
      now: Date,
      check: (users: CompanyUserRow[], owner: number | null) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const rows = await usersOf(tx, customerId);
        check(rows, ownerOf(rows, customerId));
        const target = rows.find((row) => row.userId === userId);
        if (!target) return;
        const own = and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId));
        const person = and(eq(businessPersons.userId, userId), eq(businessPersons.customerId, customerId));
        if (accessRight !== null) {
          await tx.update(customerAccess).set({ accessRight }).where(own);
          await tx.update(businessPersons).set({ accessRights: accessRight }).where(person);
          return;
        }
        await tx.delete(customerAccess).where(own);
        await tx.update(businessPersons).set({ userId: null, accessRights: 0 }).where(person);
        if (target.homeCustomerId === customerId) {
          await tx.update(users).set({ status: REMOVED_USER_STATUS }).where(eq(users.id, userId));
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        }
      });
    },
  };
}
