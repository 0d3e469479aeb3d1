import { ACCOUNT_TYPES, CARD_STATUS } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { luhnCheckDigit, SANDBOX_BINS } from '../../../money/card-bins';
import { postJournal, systemAccountId, type Posting } from '../../../money/ledger';
import type { Database } from '../../../platform/db/client';
import * as platformTables from '../../../platform/db/tables';
import * as externalCardTables from '../../../money/external-card-tables';
import * as customerTables from '../../../platform/customer/tables';
import type { DemoUser } from '../../../platform/db/seed-helpers';

/**
 * Card holders of the demo (issue 4): card accounts in every status of spec 02 §3, debit and prepaid, physical
 * and virtual, with their addresses, external cards and payment instructions. Rows are written here without
 * runtime imports from seed.ts (it imports this file).
 *
 * Stable ids: customers 20301+, users 801+, accounts 300001+; addresses 75xx, external cards 89xx (below the
 * identity starts of their tables, so rows made at run time never collide with them).
 */

type AccountRow = typeof platformTables.accounts.$inferInsert & { id: number };

const S = CARD_STATUS;
const ACTIVE = 2;
/** Expiry years relative to today, so the demo's live cards stay valid and its expired ones stay expired. */
const YEAR = new Date().getUTCFullYear();

export const CARLA = { customerId: 20301, userId: 801, email: 'carla.cards@demo.test' } as const;
export const VERA = { customerId: 20302, userId: 802, email: 'vera.virtual@demo.test' } as const;
const ANNA_CUSTOMER_ID = 20001;

/** Addresses: Carla's confirmed home, her office still pending confirmation, Anna's and Vera's homes. */
export const DEMO_ADDRESS_IDS = {
  carlaHome: 7501,
  carlaOffice: 7502,
  annaHome: 7503,
  veraHome: 7504,
} as const;

/** A Luhn-valid 16-digit number from a BIN and nine fixed digits. */
function cardNumber(bin: string, body: string): string {
  const partial = `${bin}${body}`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

const payment = (id: number, customerId: number, currencyCode: string): AccountRow => ({
  id,
  customerId,
  type: ACCOUNT_TYPES.payment,
  statusId: ACTIVE,
  currencyCode,
});

interface DemoCard {
  id: number;
  customerId: number;
  /** A product type of areas/accounts/cards/products.ts. */
  type: number;
  subType: 'PREPAID' | 'DEBIT';
  virtual: boolean;
  statusId: number;
  currencyCode: string;
  alias: string;
  bin: string;
  body: string;
  expiry: [month: number, year: number];
  cvv: string;
  pin?: string;
  extra?: Partial<AccountRow>;
}

function card(demo: DemoCard): AccountRow {
  return {
    id: demo.id,
    customerId: demo.customerId,
    type: demo.type,
    subType: demo.subType,
    statusId: demo.statusId,
    currencyCode: demo.currencyCode,
    cardIsVirtual: demo.virtual,
    cardAliasName: demo.alias,
    cardNumber: cardNumber(demo.bin, demo.body),
    cardCvv: demo.cvv,
    cardPin: demo.pin ?? null,
    cardExpiryMonth: demo.expiry[0],
    cardExpiryYear: demo.expiry[1],
    ...(demo.virtual ? {} : { shippingAddressId: DEMO_ADDRESS_IDS.carlaHome }),
    ...demo.extra,
  };
}

const C = CARLA.customerId;
const CARLA_EUR = 300001;
const CARLA_USD = 300002;
const debitOf = { settlementAccountId: CARLA_EUR };

/** Carla's cards: one or more in every card status of spec 02 §3. */
// prettier-ignore
const CARLA_CARDS: readonly AccountRow[] = [
  card({ id: 300003, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.active, currencyCode: 'EUR', alias: 'Everyday', bin: SANDBOX_BINS.prepaidEur, body: '001482736', expiry: [5, YEAR + 3], cvv: '318', pin: '4825' }),
  card({ id: 300004, customerId: C, type: 2009, subType: 'PREPAID', virtual: true, statusId: S.active, currencyCode: 'USD', alias: 'Subscriptions', bin: SANDBOX_BINS.prepaidUsdVirtual, body: '002913374', expiry: [9, YEAR + 2], cvv: '604', extra: { cardEnrolled: true } }),
  card({ id: 300005, customerId: C, type: 2020, subType: 'DEBIT', virtual: false, statusId: S.active, currencyCode: 'EUR', alias: 'Salary card', bin: SANDBOX_BINS.debitEur, body: '003574120', expiry: [11, YEAR + 3], cvv: '952', pin: '7391', extra: debitOf }),
  card({ id: 300006, customerId: C, type: 2010, subType: 'PREPAID', virtual: false, statusId: S.submitted, currencyCode: 'RON', alias: 'Romania trips', bin: SANDBOX_BINS.prepaidRon, body: '004226851', expiry: [2, YEAR + 4], cvv: '271' }),
  card({ id: 300007, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.canceled, currencyCode: 'EUR', alias: 'Lost in Lisbon', bin: SANDBOX_BINS.prepaidEur, body: '005839902', expiry: [7, YEAR + 1], cvv: '440', pin: '6047' }),
  card({ id: 300008, customerId: C, type: 2007, subType: 'PREPAID', virtual: true, statusId: S.fraud, currencyCode: 'EUR', alias: 'Online shop', bin: SANDBOX_BINS.prepaidEurVirtual, body: '006310478', expiry: [3, YEAR + 2], cvv: '835' }),
  card({ id: 300009, customerId: C, type: 2020, subType: 'DEBIT', virtual: false, statusId: S.printing, currencyCode: 'EUR', alias: 'Travel debit', bin: SANDBOX_BINS.debitEur, body: '007462215', expiry: [6, YEAR + 4], cvv: '127', extra: debitOf }),
  card({ id: 300010, customerId: C, type: 2008, subType: 'PREPAID', virtual: false, statusId: S.printed, currencyCode: 'USD', alias: 'US road trip', bin: SANDBOX_BINS.prepaidUsd, body: '008157396', expiry: [4, YEAR + 4], cvv: '563' }),
  card({ id: 300011, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.shipped, currencyCode: 'EUR', alias: 'Groceries', bin: SANDBOX_BINS.prepaidEur, body: '009604183', expiry: [10, YEAR + 4], cvv: '708' }),
  card({ id: 300012, customerId: C, type: 2011, subType: 'PREPAID', virtual: true, statusId: S.pending, currencyCode: 'RON', alias: 'RON online', bin: SANDBOX_BINS.prepaidRonVirtual, body: '010275649', expiry: [12, YEAR + 3], cvv: '396' }),
  card({ id: 300013, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.limited, currencyCode: 'EUR', alias: 'Family', bin: SANDBOX_BINS.prepaidEur, body: '011938520', expiry: [8, YEAR + 2], cvv: '214', pin: '3619' }),
  // Expired: one with its reissue being printed (express can still be bought), one not reissued yet.
  card({ id: 300014, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.expired, currencyCode: 'EUR', alias: 'Commute', bin: SANDBOX_BINS.prepaidEur, body: '012447061', expiry: [1, YEAR - 1], cvv: '689', pin: '2958', extra: { cardReissuedStatusId: S.printing } }),
  card({ id: 300015, customerId: C, type: 2008, subType: 'PREPAID', virtual: false, statusId: S.expired, currencyCode: 'USD', alias: 'Old travel card', bin: SANDBOX_BINS.prepaidUsd, body: '013720894', expiry: [10, YEAR - 1], cvv: '051', pin: '8140' }),
  card({ id: 300016, customerId: C, type: 2021, subType: 'DEBIT', virtual: true, statusId: S.processing, currencyCode: 'EUR', alias: 'Online debit', bin: SANDBOX_BINS.debitEurVirtual, body: '014583327', expiry: [7, YEAR + 3], cvv: '472', extra: debitOf }),
  card({ id: 300017, customerId: C, type: 2008, subType: 'PREPAID', virtual: false, statusId: S.pendingDocument, currencyCode: 'USD', alias: 'Dollar card', bin: SANDBOX_BINS.prepaidUsd, body: '015096742', expiry: [3, YEAR + 4], cvv: '886', extra: { requiredDocumentTypes: [4], shippingAddressId: DEMO_ADDRESS_IDS.carlaOffice } }),
  card({ id: 300018, customerId: C, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.paused, currencyCode: 'EUR', alias: 'Weekend', bin: SANDBOX_BINS.prepaidEur, body: '016831159', expiry: [8, YEAR + 2], cvv: '530', pin: '5204', extra: { pausedFromStatusId: S.active } }),
];

// prettier-ignore
const VERA_CARD = card({ id: 300102, customerId: VERA.customerId, type: 2007, subType: 'PREPAID', virtual: true, statusId: S.active, currencyCode: 'EUR', alias: 'Online', bin: SANDBOX_BINS.prepaidEurVirtual, body: '101447286', expiry: [6, YEAR + 2], cvv: '713' });

/** Anna (the main demo user, seed.ts) gets two prepaid cards; her other accounts are seed.ts's. */
// prettier-ignore
const ANNA_CARDS: readonly AccountRow[] = [
  card({ id: 300201, customerId: ANNA_CUSTOMER_ID, type: 2006, subType: 'PREPAID', virtual: false, statusId: S.active, currencyCode: 'EUR', alias: 'Daily card', bin: SANDBOX_BINS.prepaidEur, body: '201583947', expiry: [4, YEAR + 3], cvv: '624', pin: '8362', extra: { shippingAddressId: DEMO_ADDRESS_IDS.annaHome } }),
  card({ id: 300202, customerId: ANNA_CUSTOMER_ID, type: 2009, subType: 'PREPAID', virtual: true, statusId: S.active, currencyCode: 'USD', alias: 'Streaming', bin: SANDBOX_BINS.prepaidUsdVirtual, body: '202716530', expiry: [10, YEAR + 2], cvv: '287' }),
];

export const CARD_DEMO_USERS: readonly DemoUser[] = [
  {
    customer: {
      id: CARLA.customerId,
      customerType: 0,
      birthDay: '1991-06-23',
      // No tax id: her USD cards ask for one (cross-platform requirements).
      residenceCountryCode: 'DE',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2022-05-10T08:20:00Z'),
    },
    user: {
      id: CARLA.userId,
      email: CARLA.email,
      loginFlow: 'simple',
      phone: '+4915112345678',
      firstName: 'Carla',
      lastName: 'Weber',
      customerId: CARLA.customerId,
    },
    accounts: [payment(CARLA_EUR, C, 'EUR'), payment(CARLA_USD, C, 'USD'), ...CARLA_CARDS],
  },
  {
    customer: {
      id: VERA.customerId,
      customerType: 0,
      birthDay: '1996-01-14',
      residenceCountryCode: 'AT',
      taxId: '58 219/4471',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2024-03-18T15:45:00Z'),
    },
    user: {
      id: VERA.userId,
      email: VERA.email,
      loginFlow: 'simple',
      firstName: 'Vera',
      lastName: 'Vogel',
      customerId: VERA.customerId,
    },
    accounts: [payment(300101, VERA.customerId, 'EUR'), VERA_CARD],
  },
];

/** The money on the demo accounts, paid in by one opening journal per customer (the ledger is the truth). */
const OPENING_BALANCES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [CARLA.customerId]: {
    [CARLA_EUR]: '4250.00',
    [CARLA_USD]: '1180.00',
    300003: '312.40',
    300004: '64.99',
    300008: '20.00',
    300013: '58.10',
    300015: '12.35',
    300018: '150.00',
  },
  [VERA.customerId]: { 300101: '620.00', 300102: '85.00' },
  [ANNA_CUSTOMER_ID]: { 300201: '140.00', 300202: '25.00' },
};
const OPENING_KEY = 'seed-cards-opening-balance';
const OPENING_DATE = new Date('2025-01-02T09:00:00Z');

// prettier-ignore
const ADDRESSES: (typeof customerTables.addresses.$inferInsert)[] = [
  { id: DEMO_ADDRESS_IDS.carlaHome, customerId: C, address1: 'Torstraße 112', city: 'Berlin', postalCode: '10119', countryCode: 'DE', kind: 1, statusId: 1 },
  { id: DEMO_ADDRESS_IDS.carlaOffice, customerId: C, address1: 'Friedrichstraße 68', address2: '3. OG', city: 'Berlin', postalCode: '10117', countryCode: 'DE', kind: 5, statusId: 2 },
  { id: DEMO_ADDRESS_IDS.annaHome, customerId: ANNA_CUSTOMER_ID, address1: 'Sendlinger Straße 24', city: 'München', postalCode: '80331', countryCode: 'DE', kind: 1, statusId: 1 },
  { id: DEMO_ADDRESS_IDS.veraHome, customerId: VERA.customerId, address1: 'Mariahilfer Straße 77', address2: 'Top 12', city: 'Wien', postalCode: '1060', countryCode: 'AT', kind: 1, statusId: 1 },
];

/** Carla's external cards: one waiting for its verification charge (confirm-card), one confirmed. */
export const DEMO_EXTERNAL_CARDS = { pending: 8901, confirmed: 8902 } as const;
// prettier-ignore
const EXTERNAL_CARDS: (typeof externalCardTables.externalCards.$inferInsert)[] = [
  { id: DEMO_EXTERNAL_CARDS.pending, customerId: C, bin: '414720', last4: '0067', cardHolderName: 'CARLA WEBER', cardExpiryMonth: 9, cardExpiryYear: YEAR + 2, cardBrand: 'VISA', status: 'pending', verificationAmount: '0.37', attemptsLeft: 3 },
  { id: DEMO_EXTERNAL_CARDS.confirmed, customerId: C, bin: '516732', last4: '8830', cardHolderName: 'CARLA WEBER', cardExpiryMonth: 2, cardExpiryYear: YEAR + 3, cardBrand: 'MASTERCARD', status: 'confirmed', verificationAmount: '0.82', attemptsLeft: 3 },
];

/** One journal paying in a customer's opening balances, its other side the clearing account of each currency. */
async function postOpeningBalances(
  db: Database,
  customerId: number,
  balances: Readonly<Record<number, string>>,
) {
  const ids = Object.keys(balances).map(Number);
  const rows = await db
    .select({ id: platformTables.accounts.id, currencyCode: platformTables.accounts.currencyCode })
    .from(platformTables.accounts)
    .where(eq(platformTables.accounts.customerId, customerId));
  const currencyOf = new Map(rows.map((row) => [row.id, row.currencyCode]));
  const postings: Posting[] = [];
  const perCurrency = new Map<string, Decimal>();
  for (const id of ids) {
    const currencyCode = currencyOf.get(id);
    const amount = balances[id] as string;
    if (!currencyCode) continue;
    postings.push({ accountId: id, amount });
    perCurrency.set(currencyCode, (perCurrency.get(currencyCode) ?? new Decimal(0)).plus(amount));
  }
  for (const [currencyCode, sum] of perCurrency)
    postings.push({ accountId: systemAccountId('clearing', currencyCode), amount: sum.negated().toFixed() });
  if (postings.length < 2) return;
  await postJournal(db, {
    customerId,
    type: 'deposit',
    status: 'completed',
    description: 'Opening balance',
    counterpartyName: 'Sandbox Bank UAB',
    idempotencyKey: OPENING_KEY,
    createdAt: OPENING_DATE,
    postings,
  });
}

/** Inserts the card area's demo data that is missing; running it again changes nothing. */
export async function seedCardsDemoData(db: Database): Promise<void> {
  await db.insert(customerTables.addresses).values(ADDRESSES).onConflictDoNothing();
  await db
    .insert(platformTables.accounts)
    .values([...ANNA_CARDS])
    .onConflictDoNothing();
  await db.insert(externalCardTables.externalCards).values(EXTERNAL_CARDS).onConflictDoNothing();
  for (const [customerId, balances] of Object.entries(OPENING_BALANCES))
    await postOpeningBalances(db, Number(customerId), balances);
}
