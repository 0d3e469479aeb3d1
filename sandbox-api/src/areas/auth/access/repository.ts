import { ACCOUNT_TYPES, type CustomerAccess, type TermsItem } from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  accounts,
  countries,
  customerAccess,
  customers,
  signInFailures,
  users,
} from '../../../platform/db/tables';
import type { AccessUser } from '../../../platform/customer/access';
import { blacklistedEmails, businessEmployees, terms, userTerms } from '../../../platform/customer/tables';
import { activationCodes, emailConfirmations, passwordResetCodes } from './tables';

/** A one-time code or token as stored: only its digest. */
export interface StoredCode {
  id: string;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface StoredResetCode extends StoredCode {
  codeHash: string;
  attemptsLeft: number;
}

/** spec 02 §3: account status 2 is active. */
const ACTIVE_ACCOUNT_STATUS = 2;

const SELF_CERTIFICATION_STATES: readonly CustomerAccess['selfCertification'][] = [
  'validated',
  'pending',
  'required',
];

export function createAccessRepository(db: Database) {
  const userColumns = {
    userId: users.id,
    customerId: users.customerId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    status: users.status,
    customerType: customers.customerType,
    businessName: customers.businessName,
    employeeOf: businessEmployees.customerId,
  };
  const selectUsers = () =>
    db
      .select(userColumns)
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .leftJoin(businessEmployees, eq(businessEmployees.userId, users.id));
  type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['where']>>[number];
  const toUser = (row: UserRow): AccessUser => ({
    userId: row.userId,
    customerId: row.customerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status === 'pendingActivation' ? 'pendingActivation' : 'active',
    kind: row.employeeOf !== null ? 'employee' : row.customerType === 0 ? 'personal' : 'businessOwner',
    businessName: row.businessName,
  });

  return {
    /** Whether a country of the dictionary has this code. */
    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },

    /** Whether a user already has this phone (E.164). */
    async phoneExists(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      return row !== undefined;
    },

    /**
     * A personal customer and its user pending activation, with full access to itself and one EUR payment account
     * (as every personal customer has), in one transaction. Null when the e-mail is taken, also by a registration
     * running at the same moment (the e-mail is unique).
     */
    async createPersonalCustomer(input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      birthDay: string;
      residenceCountryCode: string;
      phone: string;
    }): Promise<AccessUser | null> {
      return db
        .transaction(async (tx) => {
          const [customer] = await tx
            .insert(customers)
            .values({
              customerType: 0,
              birthDay: input.birthDay,
              residenceCountryCode: input.residenceCountryCode,
              isNeedKyc: true,
            })
            .returning({ id: customers.id });
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash: input.passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              phone: input.phone,
              customerId: customer!.id,
              status: 'pendingActivation',
            })
            .onConflictDoNothing({ target: users.email })
            .returning({ id: users.id });
          if (!user) {
            // Taken: nothing of this registration stays.
            tx.rollback();
          }
          await tx
            .insert(customerAccess)
            .values({ userId: user!.id, customerId: customer!.id, accessRight: 2 });
          await tx.insert(accounts).values({
            customerId: customer!.id,
            type: ACCOUNT_TYPES.payment,
            currencyCode: 'EUR',
            statusId: ACTIVE_ACCOUNT_STATUS,
          });
          return {
            userId: user!.id,
            customerId: customer!.id,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            status: 'pendingActivation',
            kind: 'personal',
            businessName: null,
          } satisfies AccessUser;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },

    async findUserByEmail(email: string): Promise<AccessUser | null> {
      const [row] = await selectUsers().where(eq(users.email, email));
      return row ? toUser(row) : null;
    },

    async findUserById(userId: number): Promise<AccessUser | null> {
      const [row] = await selectUsers().where(eq(users.id, userId));
      return row ? toUser(row) : null;
    },

    /** Authorised users of a business still waiting for their activation link. */
    async listPendingEmployees(customerId: number): Promise<AccessUser[]> {
      const rows = await selectUsers()
        .where(and(eq(businessEmployees.customerId, customerId), eq(users.status, 'pendingActivation')))
        .orderBy(asc(users.id));
      return rows.map(toUser);
    },

    async isBlacklisted(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: blacklistedEmails.email })
        .from(blacklistedEmails)
        .where(eq(blacklistedEmails.email, email));
      return row !== undefined;
    },

    async activateUser(userId: number): Promise<void> {
      await db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    // --- terms ---

    async listPendingTerms(userId: number): Promise<TermsItem[]> {
      return db
        .select({ id: terms.id, title: terms.title, url: terms.url, version: terms.version })
        .from(userTerms)
        .innerJoin(terms, eq(terms.id, userTerms.termsId))
        .where(and(eq(userTerms.userId, userId), isNull(userTerms.acceptedAt)))
        .orderBy(asc(terms.id));
    },

    async findExistingTermIds(ids: number[]): Promise<number[]> {
      const rows = await db.select({ id: terms.id }).from(terms).where(inArray(terms.id, ids));
      return rows.map((row) => row.id);
    },

    async acceptTerms(userId: number, ids: number[], now: Date): Promise<void> {
      await db
        .update(userTerms)
        .set({ acceptedAt: now })
        .where(
          and(eq(userTerms.userId, userId), inArray(userTerms.termsId, ids), isNull(userTerms.acceptedAt)),
        );
    },

    // --- activation codes ---

    /** Stores a new code and retires the user's unused ones, so only the newest link works. */
    async replaceActivationCode(userId: number, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(activationCodes)
          .set({ usedAt: now })
          .where(and(eq(activationCodes.userId, userId), isNull(activationCodes.usedAt)));
        await tx.insert(activationCodes).values({ userId, codeHash, expiresAt });
      });
    },

    async findActivationCode(codeHash: string): Promise<StoredCode | null> {
      const [row] = await db
        .select({
          id: activationCodes.id,
          userId: activationCodes.userId,
          expiresAt: activationCodes.expiresAt,
          usedAt: activationCodes.usedAt,
        })
        .from(activationCodes)
        .where(eq(activationCodes.codeHash, codeHash));
      return row ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consumeActivationCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(activationCodes)
        .set({ usedAt: now })
        .where(and(eq(activationCodes.id, id), isNull(activationCodes.usedAt)))
        .returning({ id: activationCodes.id });
      return rows.length === 1;
    },

    // --- password reset ---

    async replaceResetCode(
      code: { email: string; userId: number; codeHash: string; attemptsLeft: number; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(eq(passwordResetCodes.email, code.email), isNull(passwordResetCodes.usedAt)));
        await tx.insert(passwordResetCodes).values(code);
      });
    },

    /** The newest unused code sent to the e-mail. */
    async findLiveResetCode(email: string): Promise<StoredResetCode | null> {
      const [row] = await db
        .select({
          id: passwordResetCodes.id,
          userId: passwordResetCodes.userId,
          codeHash: passwordResetCodes.codeHash,
          attemptsLeft: passwordResetCodes.attemptsLeft,
          expiresAt: passwordResetCodes.expiresAt,
          usedAt: passwordResetCodes.usedAt,
        })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.email, email), isNull(passwordResetCodes.usedAt)))
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Spends one try in one statement, so parallel guesses cannot exceed the limit; null when none was left. */
    async spendResetAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attemptsLeft: sql`${passwordResetCodes.attemptsLeft} - 1` })
        .where(
          and(
            eq(passwordResetCodes.id, id),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.attemptsLeft, 0),
          ),
        )
        .returning({ attemptsLeft: passwordResetCodes.attemptsLeft });
      return row ? row.attemptsLeft : null;
    },

    async consumeResetCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      return rows.length === 1;
    },

    /** After a reset the e-mail may sign in again at once (the auth service counts failures per e-mail). */
    async clearSignInFailures(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },

    // --- e-mail confirmation ---

    async insertEmailConfirmation(token: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailConfirmations).values(token);
    },

    async findEmailConfirmation(tokenHash: string): Promise<StoredCode | null> {
      const [row] = await db
        .select({
          id: emailConfirmations.id,
          userId: emailConfirmations.userId,
          expiresAt: emailConfirmations.expiresAt,
          usedAt: emailConfirmations.usedAt,
        })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.tokenHash, tokenHash));
      return row ?? null;
    },

    async consumeEmailConfirmation(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt)))
        .returning({ id: emailConfirmations.id });
      return rows.length === 1;
    },

    // --- business ---

    /** The businesses the user may act for, with what they may see there (spec 01 §4 rule 4). */
    async listCustomerAccesses(userId: number): Promise<CustomerAccess[]> {
      const rows = await db
        .select({
          customerId: customers.id,
          businessName: customers.businessName,
          accessRight: customerAccess.accessRight,
          balanceInfo: customerAccess.balanceInfo,
          selfCertification: customers.selfCertification,
        })
        .from(customerAccess)
        .innerJoin(customers, eq(customers.id, customerAccess.customerId))
        // Access right 0 is "no access" (spec 01 §3); personal customers are not companies to choose.
        .where(
          and(
            eq(customerAccess.userId, userId),
            gt(customerAccess.accessRight, 0),
            ne(customers.customerType, 0),
          ),
        )
        .orderBy(asc(customers.id));
      return rows.map((row) => ({
        customerId: row.customerId,
        businessName: row.businessName ?? '',
        accessRight: row.accessRight,
        balanceInfo: row.balanceInfo,
        selfCertification:
          SELF_CERTIFICATION_STATES.find((state) => state === row.selfCertification) ?? 'required',
      }));
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
