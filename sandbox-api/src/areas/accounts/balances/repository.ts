import {
  ACCOUNT_TYPES,
  CRYPTO_CURRENCIES,
  type Account,
  type PaymentInstruction,
} from '@portal/api/catalogue';
import { and, asc, eq, inArray, isNull, min, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, currencies, customers, users } from '../../../platform/db/tables';
import { paymentInstructions, receiveLinks } from './tables';
import { toAccount } from '../../../money/accounts';
import { isSystemAccountType, SYSTEM_ACCOUNT_TYPES, SYSTEM_CUSTOMER_ID } from '../../../money/ledger';
import { paymentReference, SANDBOX_BANK, sandboxIban } from '../../../money/bank-details';

/** Account types money can be paid into from a bank (spec 02 §3 derived meta `instructionsIsAvailable`). */
export const INSTRUCTION_ACCOUNT_TYPES: readonly number[] = [ACCOUNT_TYPES.payment, ACCOUNT_TYPES.receiving];

type InstructionRow = typeof paymentInstructions.$inferSelect;

function toInstruction(row: InstructionRow, currencyCode: string): PaymentInstruction {
  return {
    id: row.id,
    accountId: row.accountId,
    currencyCode,
    bankAccountNumber: row.bankAccountNumber,
    bankName: row.bankName,
    swift: row.swift,
    beneficiaryName: row.beneficiaryName,
    reference: row.reference,
    viewed: row.viewed,
  };
}

/** Who is paid: the business name, or the first and last name of the customer's first user; and that user's e-mail. */
export interface Payee {
  name: string;
  email: string;
}

export interface NewAccount {
  customerId: number;
  type: number;
  currencyCode: string;
  address?: string;
}

export interface StoredReceiveLink {
  id: string;
  customerId: number;
  accountId: number;
  currencyCode: string;
  minorUnits: number;
  amount: string | null;
  note: string | null;
  created: Date;
}

export function createAccountRepository(db: Database) {
  /** The first user of each customer (lowest id): whose name and e-mail stand for a personal customer. */
  const firstUsers = db
    .select({ customerId: users.customerId, userId: min(users.id).as('first_user_id') })
    .from(users)
    .groupBy(users.customerId)
    .as('first_users');

  async function payeesOf(customerIds: readonly number[]): Promise<Map<number, Payee>> {
    if (customerIds.length === 0) return new Map();
    const rows = await db
      .select({
        customerId: customers.id,
        businessName: customers.businessName,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(customers)
      .innerJoin(firstUsers, eq(firstUsers.customerId, customers.id))
      .innerJoin(users, eq(users.id, firstUsers.userId))
      .where(inArray(customers.id, [...customerIds]));
    return new Map(
      rows.map((row) => [
        row.customerId,
        { name: row.businessName ?? `${row.firstName} ${row.lastName}`, email: row.email },
      ]),
    );
  }

  return {
    /** A customer's accounts, never the sandbox bank's own (system) accounts. */
    async listByCustomer(customerId: number): Promise<Account[]> {
      if (customerId === SYSTEM_CUSTOMER_ID) return [];
      const rows = await db
        .select({ account: accounts, minorUnits: currencies.minorUnits })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(
          and(
            eq(accounts.customerId, customerId),
            notInArray(accounts.type, Object.values(SYSTEM_ACCOUNT_TYPES)),
          ),
        )
        .orderBy(asc(accounts.id));
      return rows.map(({ account, minorUnits }) => toAccount(account, minorUnits));
    },

    /** One account of the customer, with its currency's minor units; null when it is not theirs. */
    async findAccount(
      customerId: number,
      accountId: number,
    ): Promise<{ account: Account; minorUnits: number } | null> {
      const [row] = await db
        .select({ account: accounts, minorUnits: currencies.minorUnits })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
      if (!row || isSystemAccountType(row.account.type)) return null;
      return { account: toAccount(row.account, row.minorUnits), minorUnits: row.minorUnits };
    },

    /** The minor units of a currency the sandbox keeps accounts in; null for any other code. */
    async currencyMinorUnits(code: string): Promise<number | null> {
      const [row] = await db
        .select({ minorUnits: currencies.minorUnits })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row?.minorUnits ?? null;
    },

    async hasAccount(customerId: number, type: number, currencyCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(accounts.type, type),
            eq(accounts.currencyCode, currencyCode),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Opens an active account with no money; answers its id. */
    async insertAccount(account: NewAccount): Promise<number> {
      const [row] = await db
        .insert(accounts)
        .values({
          customerId: account.customerId,
          type: account.type,
          statusId: 2,
          currencyCode: account.currencyCode,
          address: account.address,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error('Account insert returned nothing');
      return row.id;
    },

    /**
     * Gives every payment and receiving account in a bank currency its payment instruction, for one customer or
     * (without an id) for all; accounts that have one keep it. Crypto wallets have an address instead.
     */
    async ensureInstructions(customerId?: number): Promise<void> {
      const missing = await db
        .select({ id: accounts.id, customerId: accounts.customerId })
        .from(accounts)
        .leftJoin(paymentInstructions, eq(paymentInstructions.accountId, accounts.id))
        .where(
          and(
            customerId === undefined
              ? ne(accounts.customerId, SYSTEM_CUSTOMER_ID)
              : eq(accounts.customerId, customerId),
            inArray(accounts.type, [...INSTRUCTION_ACCOUNT_TYPES]),
            notInArray(accounts.currencyCode, [...CRYPTO_CURRENCIES]),
            isNull(paymentInstructions.id),
          ),
        )
        .orderBy(asc(accounts.id));
      if (missing.length === 0) return;
      const payees = await payeesOf([...new Set(missing.map((row) => row.customerId))]);
      const rows = missing.flatMap((row) => {
        const payee = payees.get(row.customerId);
        // A customer without users (none in the demo) has nobody to name as the beneficiary yet.
        if (!payee) return [];
        return [
          {
            customerId: row.customerId,
            accountId: row.id,
            bankAccountNumber: sandboxIban(row.id),
            bankName: SANDBOX_BANK.name,
            swift: SANDBOX_BANK.swift,
            beneficiaryName: payee.name,
            reference: paymentReference(row.customerId),
          },
        ];
      });
      if (rows.length > 0) await db.insert(paymentInstructions).values(rows);
    },

    async listInstructions(customerId: number): Promise<PaymentInstruction[]> {
      const rows = await db
        .select({ instruction: paymentInstructions, currencyCode: accounts.currencyCode })
        .from(paymentInstructions)
        .innerJoin(accounts, eq(accounts.id, paymentInstructions.accountId))
        .where(
          and(
            eq(paymentInstructions.customerId, customerId),
            inArray(accounts.type, [...INSTRUCTION_ACCOUNT_TYPES]),
          ),
        )
        .orderBy(asc(paymentInstructions.id));
      return rows.map((row) => toInstruction(row.instruction, row.currencyCode));
    },

    async instructionOfAccount(accountId: number): Promise<PaymentInstruction | null> {
      const [row] = await db
        .select({ instruction: paymentInstructions, currencyCode: accounts.currencyCode })
        .from(paymentInstructions)
        .innerJoin(accounts, eq(accounts.id, paymentInstructions.accountId))
        .where(eq(paymentInstructions.accountId, accountId))
        .orderBy(asc(paymentInstructions.id))
        .limit(1);
      return row ? toInstruction(row.instruction, row.currencyCode) : null;
    },

    /** Marks the customer's instruction viewed; false when there is no such instruction of theirs. */
    async markInstructionViewed(customerId: number, instructionId: number): Promise<boolean> {
      const rows = await db
        .update(paymentInstructions)
        .set({ viewed: true })
        .where(and(eq(paymentInstructions.id, instructionId), eq(paymentInstructions.customerId, customerId)))
        .returning({ id: paymentInstructions.id });
      return rows.length > 0;
    },

    async payee(customerId: number): Promise<Payee | null> {
      return (await payeesOf([customerId])).get(customerId) ?? null;
    },

    async insertReceiveLink(link: {
      id: string;
      customerId: number;
      accountId: number;
      amount?: string;
      note?: string;
      created: Date;
    }): Promise<void> {
      await db.insert(receiveLinks).values({
        id: link.id,
        customerId: link.customerId,
        accountId: link.accountId,
        amount: link.amount ?? null,
        note: link.note ?? null,
        createdAt: link.created,
      });
    },

    async findReceiveLink(id: string): Promise<StoredReceiveLink | null> {
      const [row] = await db
        .select({
          link: receiveLinks,
          currencyCode: accounts.currencyCode,
          minorUnits: currencies.minorUnits,
        })
        .from(receiveLinks)
        .innerJoin(accounts, eq(accounts.id, receiveLinks.accountId))
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(eq(receiveLinks.id, id));
      if (!row) return null;
      return {
        id: row.link.id,
        customerId: row.link.customerId,
        accountId: row.link.accountId,
        currencyCode: row.currencyCode,
        minorUnits: row.minorUnits,
        amount: row.link.amount,
        note: row.link.note,
        created: row.link.createdAt,
      };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
