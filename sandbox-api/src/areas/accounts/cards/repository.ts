import { ACCOUNT_TYPES, CARD_ACCOUNT_TYPE_RANGE, type Account, type Address } from '@portal/api/catalogue';
import { and, asc, between, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, currencies, customers, users } from '../../../platform/db/tables';
import { addresses } from '../../../platform/customer/tables';
import { toAccount, type AccountRow } from '../../../money/accounts';
import { isSystemAccountType, postJournal, type JournalInput } from '../../../money/ledger';
import { stateName } from '../../../platform/customer/states';
import { createDocumentQueries } from './document-queries';
import { createExternalCardQueries } from './external-card-queries';

export type { StoredDocumentSide } from './document-queries';
export type { StoredExternalCard } from './external-card-queries';

/** A card account as the service needs it: the contract view plus what only the issuer knows. */
export interface StoredCard {
  account: Account;
  minorUnits: number;
  /** The full number; only the card details answer it. */
  cardNumber: string | null;
  cvv: string | null;
  pin: string | null;
  pausedFromStatusId: number | null;
  requiredDocumentTypes: number[];
  shippingAddressId: number | null;
  expressShipping: boolean;
}

export type CardChanges = Partial<
  Pick<
    typeof accounts.$inferInsert,
    | 'statusId'
    | 'pausedFromStatusId'
    | 'cardAliasName'
    | 'cardReissuedStatusId'
    | 'expressShipping'
    | 'cardPin'
    | 'cardEnrolled'
  >
>;

export interface NewCard {
  customerId: number;
  type: number;
  subType: 'PREPAID' | 'DEBIT';
  statusId: number;
  currencyCode: string;
  settlementAccountId?: number;
  isVirtual: boolean;
  cardNumber: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
  shippingAddressId?: number;
  expressShipping: boolean;
}

/** The user whose name a card carries and where card messages go. */
export interface CardHolder {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

function toStoredCard(row: AccountRow, minorUnits: number): StoredCard {
  return {
    account: toAccount(row, minorUnits),
    minorUnits,
    cardNumber: row.cardNumber,
    cvv: row.cardCvv,
    pin: row.cardPin,
    pausedFromStatusId: row.pausedFromStatusId,
    requiredDocumentTypes: row.requiredDocumentTypes ?? [],
    shippingAddressId: row.shippingAddressId,
    expressShipping: row.expressShipping,
  };
}

function toAddress(row: typeof addresses.$inferSelect): Address {
  const state = row.stateCode ? stateName(row.countryCode, row.stateCode) : undefined;
  return {
    id: row.id,
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    postalCode: row.postalCode,
    ...(row.stateCode ? { stateCode: row.stateCode } : {}),
    countryCode: row.countryCode,
    ...(state ? { stateName: state } : {}),
    kind: row.kind as Address['kind'],
    statusId: row.statusId as Address['statusId'],
  };
}

const isCardType = between(accounts.type, CARD_ACCOUNT_TYPE_RANGE.from, CARD_ACCOUNT_TYPE_RANGE.to);

/** The reads and writes of the cards area, on the database or inside a transaction. */
function createCardQueries(db: Database) {
  return {
    /** Writes a ledger journal (in the transaction when the repository is bound to one). */
    post(input: JournalInput) {
      return postJournal(db, input);
    },

    /**
     * Locks the customer's accounts among these, in id order (the ledger's order, so that two transactions never
     * wait on each other in a circle); others' accounts are left alone.
     */
    async lockAccounts(customerId: number, accountIds: readonly number[]): Promise<void> {
      const ids = [...new Set(accountIds)].sort((a, b) => a - b);
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inArray(accounts.id, ids), eq(accounts.customerId, customerId)))
        .orderBy(asc(accounts.id))
        .for('update');
    },

    /** A card account of the customer; null when there is none with this id. */
    async findCard(customerId: number, accountId: number): Promise<StoredCard | null> {
      const [row] = await db
        .select({ account: accounts, minorUnits: currencies.minorUnits })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId), isCardType));
      return row ? toStoredCard(row.account, row.minorUnits) : null;
    },

    async listCards(customerId: number): Promise<StoredCard[]> {
      const rows = await db
        .select({ account: accounts, minorUnits: currencies.minorUnits })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(eq(accounts.customerId, customerId), isCardType))
        .orderBy(asc(accounts.id));
      return rows.map((row) => toStoredCard(row.account, row.minorUnits));
    },

    /** Any account of the customer but the sandbox bank's own, with its minor units; null when not theirs. */
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

    /** The customer's first active payment account in a currency (the oldest). */
    async paymentAccountIn(customerId: number, currencyCode: string): Promise<number | null> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(accounts.type, ACCOUNT_TYPES.payment),
            eq(accounts.currencyCode, currencyCode),
            eq(accounts.statusId, 2),
          ),
        )
        .orderBy(asc(accounts.id))
        .limit(1);
      return row?.id ?? null;
    },

    async updateCard(accountId: number, changes: CardChanges): Promise<void> {
      await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
    },

    async insertCard(card: NewCard): Promise<number> {
      const [row] = await db
        .insert(accounts)
        .values({
          customerId: card.customerId,
          type: card.type,
          subType: card.subType,
          statusId: card.statusId,
          currencyCode: card.currencyCode,
          settlementAccountId: card.settlementAccountId,
          cardIsVirtual: card.isVirtual,
          cardNumber: card.cardNumber,
          cardCvv: card.cvv,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
          shippingAddressId: card.shippingAddressId,
          expressShipping: card.expressShipping,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error('Card insert returned nothing');
      return row.id;
    },

    /** The customer's first user (lowest id): the name on the customer's cards. */
    async cardHolder(customerId: number): Promise<CardHolder | null> {
      const [first] = await db
        .select({ id: min(users.id) })
        .from(users)
        .where(eq(users.customerId, customerId));
      if (!first?.id) return null;
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, first.id));
      return row ?? null;
    },

    async user(userId: number): Promise<CardHolder | null> {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async customer(
      customerId: number,
    ): Promise<{ residenceCountryCode: string; taxId: string | null } | null> {
      const [row] = await db
        .select({ residenceCountryCode: customers.residenceCountryCode, taxId: customers.taxId })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async listAddresses(customerId: number): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.id));
      return rows.map(toAddress);
    },

    async findAddress(customerId: number, addressId: number): Promise<Address | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
      return row ? toAddress(row) : null;
    },

    ...createExternalCardQueries(db),
    ...createDocumentQueries(db),
  };
}

export type CardQueries = ReturnType<typeof createCardQueries>;

export function createCardRepository(db: Database) {
  return {
    ...createCardQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: CardQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createCardQueries(tx)));
    },
  };
}

export type CardRepository = ReturnType<typeof createCardRepository>;
