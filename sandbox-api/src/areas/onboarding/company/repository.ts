import type {
  AdditionalQuestionAnswer,
  AdditionalQuestionId,
  CompanyDocument,
  CompanyEmail,
  CompanyPhone,
  CompanyStatement,
  Resolution,
  StatementKind,
} from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ensureRepresentativeRows } from './representative-rows';
import {
  businessCompanies,
  businessPersons,
  businessProfiles,
  businessShareholders,
} from '../registration/tables';
import { businessEmployees } from '../../auth/security/tables';
import {
  companyAddresses,
  companyDetails,
  companyDocuments,
  companyEmails,
  companyPhones,
  companyQuestionAnswers,
  companyRepresentatives,
  companyResolutions,
  companyStatements,
} from './tables';
import { countries, customerAccess, customers, sessions, users } from '../../../platform/db/tables';

/** A transaction's handle: a database too. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A user taken off their own company: they sign in no more (only `active` users sign in). */
export const REMOVED_USER_STATUS = 'removed';

/** The customer and what registration and the company pages stored about it. */
export interface CompanyRecord {
  customerId: number;
  customerType: number;
  businessName: string;
  residenceCountryCode: string;
  taxId: string;
  verified: boolean;
  limited: boolean;
  createdAt: Date;
  profile: typeof businessProfiles.$inferSelect | null;
  details: typeof companyDetails.$inferSelect | null;
}

export interface StoredAddress {
  addressId: number;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  addressStatus: number;
  confirmed: boolean;
}

export interface StoredDocument extends CompanyDocument {
  category: number;
  addressId: number | null;
}

/** A statuses triple of a representative's documents (null: not asked for). */
interface DocumentStatuses {
  addressDocumentStatus: number | null;
  identityDocumentStatus: number | null;
  controlDocumentStatus: number | null;
}

export interface PersonRepresentative extends DocumentStatuses {
  representativeId: number;
  personId: number;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  taxId: string;
  isDirector: boolean;
  isOwner: boolean;
  userId: number | null;
  addressStatus: number;
  addressConfirmed: boolean;
}

export interface CompanyRepresentative extends DocumentStatuses {
  representativeId: number;
  companyId: number;
  name: string;
  registrationCountryCode: string;
  registrationNumber: string;
  /** A company directing or owning the customer (issue 47 item 5: every hub takes a company). */
  isDirector: boolean;
  isOwner: boolean;
}

export interface ShareholderRow {
  id: number;
  parentId: number | null;
  position: number;
  personId: number | null;
  companyId: number | null;
  share: string;
}

/** Everyone behind the company: its persons and companies (each with its representative id) and the tree. */
export interface CompanyStructure {
  persons: PersonRepresentative[];
  companies: CompanyRepresentative[];
  shareholders: ShareholderRow[];
}

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

/** A payment e-mail with its pending confirmation code, if any. */
export interface StoredEmail extends CompanyEmail {
  codeHash: string | null;
  codeAttemptsLeft: number;
  codeExpiresAt: Date | null;
  codeSentAt: Date | null;
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

/** `+390212345678` as its country code (`39`, the longest dictionary code it starts with) and national number. */
function splitPhone(e164: string, codes: readonly string[]): { countryCode: string; number: string } {
  const digits = e164.replace(/^\+/, '');
  const code = [...codes]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => candidate && digits.startsWith(candidate));
  return code
    ? { countryCode: code, number: digits.slice(code.length) }
    : { countryCode: '', number: digits };
}

const emailOf = (row: typeof companyEmails.$inferSelect): StoredEmail => ({
  emailId: row.id,
  emailAddress: row.emailAddress,
  status: row.isPrimary ? 'Primary' : 'Secondary',
  confirmed: row.confirmed,
  codeHash: row.codeHash,
  codeAttemptsLeft: row.codeAttemptsLeft,
  codeExpiresAt: row.codeExpiresAt,
  codeSentAt: row.codeSentAt,
});

export function createCompanyRepository(db: Database) {
  /** The company's rows are changed one writer at a time: the customer row is the lock. */
  async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
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

  return {
    async company(customerId: number): Promise<CompanyRecord | null> {
      const [row] = await db
        .select({ customer: customers, profile: businessProfiles, details: companyDetails })
        .from(customers)
        .leftJoin(businessProfiles, eq(businessProfiles.customerId, customers.id))
        .leftJoin(companyDetails, eq(companyDetails.customerId, customers.id))
        .where(eq(customers.id, customerId));
      if (!row) return null;
      const { customer } = row;
      return {
        customerId: customer.id,
        customerType: customer.customerType,
        businessName: customer.businessName ?? '',
        residenceCountryCode: customer.residenceCountryCode,
        taxId: customer.taxId ?? '',
        verified: customer.verified,
        limited: customer.limited,
        createdAt: customer.createdAt,
        profile: row.profile,
        details: row.details,
      };
    },

    /**
     * What the company pages keep beside registration's tables, made once for a registered company: its registered
     * office and phone copied from the profile, and a representative id for each person and company.
     */
    async ensureCompanyRecords(customerId: number): Promise<void> {
      const [profile] = await db
        .select()
        .from(businessProfiles)
        .where(eq(businessProfiles.customerId, customerId));
      const [copied] = await db
        .select({ done: companyDetails.registrationCopied })
        .from(companyDetails)
        .where(eq(companyDetails.customerId, customerId));
      await ensureRepresentativeRows(db, customerId);
      if (!profile || copied?.done) return;
      await db.transaction(async (tx) => {
        await tx.insert(companyDetails).values({ customerId }).onConflictDoNothing();
        // Claimed by one statement, so two first visits at the same moment copy once.
        const claimed = await tx
          .update(companyDetails)
          .set({ registrationCopied: true })
          .where(and(eq(companyDetails.customerId, customerId), eq(companyDetails.registrationCopied, false)))
          .returning({ customerId: companyDetails.customerId });
        if (claimed.length === 0) return;
        await tx.insert(companyAddresses).values({
          customerId,
          address1: profile.address1,
          address2: profile.address2,
          city: profile.city,
          postalCode: profile.postalCode,
          countryCode: profile.countryCode,
          stateCode: profile.stateCode,
          addressStatus: 1,
        });
        if (profile.phone) {
          const codes = await tx.select({ code: countries.phoneCode }).from(countries);
          await tx
            .insert(companyPhones)
            .values({
              customerId,
              ...splitPhone(
                profile.phone,
                codes.map((row) => row.code),
              ),
            })
            .onConflictDoNothing();
        }
      });
    },

    async addresses(customerId: number): Promise<StoredAddress[]> {
      return db
        .select({
          addressId: companyAddresses.id,
          address1: companyAddresses.address1,
          address2: companyAddresses.address2,
          city: companyAddresses.city,
          postalCode: companyAddresses.postalCode,
          countryCode: companyAddresses.countryCode,
          stateCode: companyAddresses.stateCode,
          addressStatus: companyAddresses.addressStatus,
          confirmed: companyAddresses.confirmed,
        })
        .from(companyAddresses)
        .where(eq(companyAddresses.customerId, customerId))
        .orderBy(asc(companyAddresses.id));
    },

    async documents(customerId: number): Promise<StoredDocument[]> {
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(eq(companyDocuments.customerId, customerId))
        .orderBy(asc(companyDocuments.id));
      return rows.map((row) => ({
        id: row.id,
        documentTypeId: row.documentTypeId,
        documentType: row.documentType,
        statusId: row.statusId,
        uploaded: row.uploadedAt.toISOString(),
        issuedDate: row.issuedDate,
        expiresDate: row.expiresDate,
        rejectReason: row.rejectReason,
        category: row.category,
        addressId: row.addressId,
      }));
    },

    async primaryPhone(customerId: number): Promise<CompanyPhone | null> {
      const [row] = await db
        .select()
        .from(companyPhones)
        .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)));
      return row
        ? {
            id: row.id,
            countryCode: row.countryCode,
            number: row.number,
            confirmed: row.confirmed,
            status: 'Primary',
          }
        : null;
    },

    async questionAnswers(customerId: number): Promise<AdditionalQuestionAnswer[]> {
      const rows = await db
        .select()
        .from(companyQuestionAnswers)
        .where(eq(companyQuestionAnswers.customerId, customerId))
        .orderBy(asc(companyQuestionAnswers.questionId));
      return rows.map((row) => ({
        questionId: row.questionId as AdditionalQuestionId,
        answer: row.answer,
        details: row.details,
        name: row.controllerName,
        date: row.controllerDate ?? '',
      }));
    },

    /** Call {@link ensureCompanyRecords} first: persons and companies without a representative id are left out. */
    async structure(customerId: number): Promise<CompanyStructure> {
      const statuses = {
        addressDocumentStatus: companyRepresentatives.addressDocumentStatus,
        identityDocumentStatus: companyRepresentatives.identityDocumentStatus,
        controlDocumentStatus: companyRepresentatives.controlDocumentStatus,
      };
      const persons = await db
        .select({
          representativeId: companyRepresentatives.id,
          personId: businessPersons.id,
          firstName: businessPersons.firstName,
          lastName: businessPersons.lastName,
          birthday: businessPersons.birthday,
          email: businessPersons.email,
          phone: businessPersons.phone,
          address1: businessPersons.address1,
          address2: businessPersons.address2,
          city: businessPersons.city,
          postalCode: businessPersons.postalCode,
          countryCode: businessPersons.countryCode,
          stateCode: businessPersons.stateCode,
          taxId: businessPersons.taxId,
          isDirector: businessPersons.isDirector,
          isOwner: businessPersons.isOwner,
          userId: businessPersons.userId,
          addressStatus: businessPersons.addressStatus,
          addressConfirmed: businessPersons.addressConfirmed,
          ...statuses,
        })
        .from(businessPersons)
        .innerJoin(companyRepresentatives, eq(companyRepresentatives.personId, businessPersons.id))
        .where(eq(businessPersons.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const companies = await db
        .select({
          representativeId: companyRepresentatives.id,
          companyId: businessCompanies.id,
          name: businessCompanies.name,
          registrationCountryCode: businessCompanies.registrationCountryCode,
          registrationNumber: businessCompanies.registrationNumber,
          isDirector: businessCompanies.isDirector,
          isOwner: businessCompanies.isOwner,
          ...statuses,
        })
        .from(businessCompanies)
        .innerJoin(companyRepresentatives, eq(companyRepresentatives.companyId, businessCompanies.id))
        .where(eq(businessCompanies.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const shareholders = await db
        .select({
          id: businessShareholders.id,
          parentId: businessShareholders.parentId,
          position: businessShareholders.position,
          personId: businessShareholders.personId,
          companyId: businessShareholders.companyId,
          share: businessShareholders.share,
        })
        .from(businessShareholders)
        .where(eq(businessShareholders.customerId, customerId))
        .orderBy(asc(businessShareholders.position), asc(businessShareholders.id));
      return { persons, companies, shareholders };
    },

    /**
     * Deletes a representative's person or company (an administrator's forced delete, spec 03 §6): its places in
     * the shareholder tree (with what it holds through them) and its directorships go with it; a user it was keeps
     * their access. False when it is not the company's.
     */
    /**
     * A person's new address (spec 03 §7 "Representative address create"): status 1 as every created or replaced
     * address (spec 03 §3), unconfirmed until the customer confirms it.
     */
    async setRepresentativeAddress(
      personId: number,
      address: {
        address1: string;
        address2: string;
        city: string;
        postalCode: string;
        countryCode: string;
        stateCode: string;
      },
    ): Promise<void> {
      await db
        .update(businessPersons)
        .set({ ...address, addressStatus: 1, addressConfirmed: false })
        .where(eq(businessPersons.id, personId));
    },

    async confirmRepresentativeAddress(personId: number): Promise<void> {
      await db
        .update(businessPersons)
        .set({ addressConfirmed: true })
        .where(eq(businessPersons.id, personId));
    },

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },

    async deleteRepresentative(customerId: number, representativeId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ personId: companyRepresentatives.personId, companyId: companyRepresentatives.companyId })
          .from(companyRepresentatives)
          .where(
            and(
              eq(companyRepresentatives.id, representativeId),
              eq(companyRepresentatives.customerId, customerId),
            ),
          )
          .for('update');
        if (!row) return false;
        if (row.personId !== null)
          await tx.delete(businessPersons).where(eq(businessPersons.id, row.personId));
        if (row.companyId !== null)
          await tx.delete(businessCompanies).where(eq(businessCompanies.id, row.companyId));
        await tx.delete(companyRepresentatives).where(eq(companyRepresentatives.id, representativeId));
        return true;
      });
    },

    // --- users ---

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

    // --- resolution and statements ---

    async resolution(customerId: number): Promise<Resolution | null> {
      const [row] = await db
        .select()
        .from(companyResolutions)
        .where(eq(companyResolutions.customerId, customerId));
      return row
        ? {
            businessRepresentativeIds: row.representativeIds,
            statusId: row.statusId,
            signers: row.signers,
            sentAt: row.sentAt.toISOString(),
          }
        : null;
    },

    async saveResolution(
      customerId: number,
      resolution: { representativeIds: number[]; signers: string[]; statusId: number; sentAt: Date },
    ): Promise<void> {
      await db
        .insert(companyResolutions)
        .values({ customerId, ...resolution })
        .onConflictDoUpdate({ target: companyResolutions.customerId, set: resolution });
    },

    async statement(customerId: number, kind: StatementKind): Promise<CompanyStatement | null> {
      const [row] = await db
        .select()
        .from(companyStatements)
        .where(and(eq(companyStatements.customerId, customerId), eq(companyStatements.kind, kind)));
      return row ? { text: row.text, statusId: row.statusId, sentAt: row.sentAt.toISOString() } : null;
    },

    async saveStatement(
      customerId: number,
      kind: StatementKind,
      statement: { text: string; statusId: number; sentAt: Date },
    ): Promise<void> {
      await db
        .insert(companyStatements)
        .values({ customerId, kind, ...statement })
        .onConflictDoUpdate({
          target: [companyStatements.customerId, companyStatements.kind],
          set: statement,
        });
    },

    // --- payment e-mails ---

    async emails(customerId: number): Promise<StoredEmail[]> {
      const rows = await db
        .select()
        .from(companyEmails)
        .where(eq(companyEmails.customerId, customerId))
        .orderBy(desc(companyEmails.isPrimary), asc(companyEmails.id));
      return rows.map(emailOf);
    },

    async email(customerId: number, emailId: number): Promise<StoredEmail | null> {
      const [row] = await db
        .select()
        .from(companyEmails)
        .where(and(eq(companyEmails.id, emailId), eq(companyEmails.customerId, customerId)));
      return row ? emailOf(row) : null;
    },

    /** Adds an e-mail, primary when it is the first; `duplicate` or `full` (at `max`) refuse it. */
    async addEmail(
      customerId: number,
      emailAddress: string,
      max: number,
    ): Promise<{ kind: 'added'; email: StoredEmail } | { kind: 'duplicate' } | { kind: 'full' }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await tx
          .select({ emailAddress: companyEmails.emailAddress })
          .from(companyEmails)
          .where(eq(companyEmails.customerId, customerId));
        if (existing.some((row) => row.emailAddress === emailAddress)) return { kind: 'duplicate' as const };
        if (existing.length >= max) return { kind: 'full' as const };
        const [row] = await tx
          .insert(companyEmails)
          .values({ customerId, emailAddress, isPrimary: existing.length === 0 })
          .returning();
        return { kind: 'added' as const, email: emailOf(row!) };
      });
    },

    /** Deletes a secondary e-mail; false when it is not the company's or is the primary. */
    async deleteSecondaryEmail(customerId: number, emailId: number): Promise<boolean> {
      const rows = await db
        .delete(companyEmails)
        .where(
          and(
            eq(companyEmails.id, emailId),
            eq(companyEmails.customerId, customerId),
            eq(companyEmails.isPrimary, false),
          ),
        )
        .returning({ id: companyEmails.id });
      return rows.length === 1;
    },

    /** Makes a confirmed e-mail the primary one; false when it is not the company's or not confirmed. */
    async setPrimaryEmail(customerId: number, emailId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [target] = await tx
          .select({ id: companyEmails.id })
          .from(companyEmails)
          .where(
            and(
              eq(companyEmails.id, emailId),
              eq(companyEmails.customerId, customerId),
              eq(companyEmails.confirmed, true),
            ),
          );
        if (!target) return false;
        // The old primary first: one primary per company at every moment (a unique index).
        await tx
          .update(companyEmails)
          .set({ isPrimary: false })
          .where(and(eq(companyEmails.customerId, customerId), ne(companyEmails.id, emailId)));
        await tx.update(companyEmails).set({ isPrimary: true }).where(eq(companyEmails.id, emailId));
        return true;
      });
    },

    async storeEmailCode(
      emailId: number,
      code: { codeHash: string; attemptsLeft: number; expiresAt: Date; sentAt: Date },
    ): Promise<void> {
      await db
        .update(companyEmails)
        .set({
          codeHash: code.codeHash,
          codeAttemptsLeft: code.attemptsLeft,
          codeExpiresAt: code.expiresAt,
          codeSentAt: code.sentAt,
        })
        .where(eq(companyEmails.id, emailId));
    },

    /**
     * Spends one try of the e-mail's live code in one statement, so parallel guesses cannot exceed the tries; the
     * code's digest when a try was left, else null.
     */
    async spendEmailCodeAttempt(emailId: number, now: Date): Promise<string | null> {
      const [row] = await db
        .update(companyEmails)
        .set({ codeAttemptsLeft: sql`${companyEmails.codeAttemptsLeft} - 1` })
        .where(
          and(
            eq(companyEmails.id, emailId),
            isNotNull(companyEmails.codeHash),
            gt(companyEmails.codeAttemptsLeft, 0),
            gt(companyEmails.codeExpiresAt, now),
          ),
        )
        .returning({ codeHash: companyEmails.codeHash });
      return row?.codeHash ?? null;
    },

    /** Confirms the e-mail and spends its code; false when the code was spent in between. */
    async confirmEmail(emailId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(companyEmails)
        .set({ confirmed: true, codeHash: null, codeAttemptsLeft: 0, codeExpiresAt: null })
        .where(and(eq(companyEmails.id, emailId), eq(companyEmails.codeHash, codeHash)))
        .returning({ id: companyEmails.id });
      return rows.length === 1;
    },

    /** Representative ids of the company among `ids`. */
    async representativeIds(customerId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: companyRepresentatives.id })
        .from(companyRepresentatives)
        .where(
          and(
            eq(companyRepresentatives.customerId, customerId),
            inArray(companyRepresentatives.id, [...ids]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

/**
 * The company's own login, its owner: the first user whose customer is the company and who is not one of its
 * employees (registration's owner, or the demo company's first user).
 */
export function ownerOf(rows: readonly CompanyUserRow[], customerId: number): number | null {
  return rows.find((row) => row.homeCustomerId === customerId && row.employeeOf === null)?.userId ?? null;
}
