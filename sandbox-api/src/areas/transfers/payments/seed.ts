import { ACCOUNT_TYPES, type TransferType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/lib/crypto';
import { hashPassword } from '../../../platform/lib/password';
import { systemAccountId, type Posting } from '../../../money/ledger';
import type { TransferPlan } from '../../../money/engine/engine';
import { transferFee } from '../../../money/fees';
import type { Database } from '../../../platform/db/client';
import * as platformTables from '../../../platform/db/tables';
import * as paymentsTables from '../../../money/engine/tables';
import * as customerTables from '../../../platform/customer/tables';
import * as pushTables from '../../../platform/push/tables';
import * as batchTables from '../../../money/batch-tables';

/**
 * The transfers demo (issue 5): a user for the own/p2p/external journeys, a p2p payee, one user per approval
 * method, an initiator of Bianca Studio (access right 3) with requests waiting in its approval queue, a
 * blacklisted payee, templates and the exchange rates. Inserted when missing, so running it again changes nothing.
 *
 * Stable ids: users 901+, customers 20401+, accounts 100401+, device 903, the mass request's batch 2901 (below
 * the identity start of batch_transfers).
 */

/** Kept here rather than imported from seed.ts, which calls this module. */
const DEMO_PASSWORD = 'Demo-pass-1';
const ACTIVE = 2;
const FULL_ACCESS = 2;
const INITIATE_ONLY = 3;
const BIANCA_STUDIO = 20003;
const BIANCA_EUR = 100008;

/** The pushes of Pia's phone prove themselves with this secret on the device page (public, like the password). */
export const PIA_DEVICE_SECRET = 'demo-device-pia-pixel-7';

export const TRANSFER_DEMO = {
  tina: {
    userId: 901,
    customerId: 20401,
    email: 'tina.transfers@demo.test',
    eur: 100401,
    usd: 100402,
    gbp: 100403,
  },
  paul: { userId: 902, customerId: 20402, email: 'paul.payee@demo.test', eur: 100404, usd: 100405 },
  sia: { userId: 903, customerId: 20403, email: 'sia.sms@demo.test', eur: 100406 },
  otto: { userId: 904, customerId: 20404, email: 'otto.otp@demo.test', eur: 100407 },
  aco: { userId: 905, customerId: 20405, email: 'aco.code@demo.test', eur: 100408 },
  pia: { userId: 906, customerId: 20406, email: 'pia.pushpay@demo.test', eur: 100409 },
  ivan: { userId: 907, customerId: BIANCA_STUDIO, email: 'ivan.initiator@demo.test' },
  blocked: { userId: 908, customerId: 20408, email: 'blocked.payee@demo.test', eur: 100410 },
  massBatchId: 2901,
} as const;

type CustomerRow = typeof platformTables.customers.$inferInsert & { id: number };
type UserRow = Omit<typeof platformTables.users.$inferInsert, 'passwordHash'> & { id: number };
type AccountRow = typeof platformTables.accounts.$inferInsert & { id: number };

interface TransferDemoUser {
  /** Absent for a user of an existing business. */
  customer?: CustomerRow;
  user: UserRow;
  accounts: AccountRow[];
  accessRight: number;
  employeeOf?: number;
}

const personal = (id: number, residenceCountryCode: string, transactionApproveMode: string): CustomerRow => ({
  id,
  customerType: 0,
  residenceCountryCode,
  transactionApproveMode,
  verified: true,
  dueDiligenceLevel: 2,
  createdAt: new Date('2024-04-02T09:00:00Z'),
});

const payment = (id: number, customerId: number, currencyCode: string, balance: string): AccountRow => ({
  id,
  customerId,
  type: ACCOUNT_TYPES.payment,
  statusId: ACTIVE,
  currencyCode,
  balance,
});

const D = TRANSFER_DEMO;

export const TRANSFER_DEMO_USERS: readonly TransferDemoUser[] = [
  {
    customer: personal(D.tina.customerId, 'DE', 'none'),
    user: {
      id: D.tina.userId,
      email: D.tina.email,
      firstName: 'Tina',
      lastName: 'Traeger',
      customerId: D.tina.customerId,
    },
    accounts: [
      payment(D.tina.eur, D.tina.customerId, 'EUR', '5000.00'),
      payment(D.tina.usd, D.tina.customerId, 'USD', '3000.00'),
      payment(D.tina.gbp, D.tina.customerId, 'GBP', '800.00'),
    ],
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(D.paul.customerId, 'AT', 'none'),
    user: {
      id: D.paul.userId,
      email: D.paul.email,
      firstName: 'Paul',
      lastName: 'Payne',
      customerId: D.paul.customerId,
    },
    accounts: [
      payment(D.paul.eur, D.paul.customerId, 'EUR', '250.00'),
      payment(D.paul.usd, D.paul.customerId, 'USD', '100.00'),
    ],
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(D.sia.customerId, 'GB', 'sms'),
    user: {
      id: D.sia.userId,
      email: D.sia.email,
      phone: '+447700900789',
      firstName: 'Sia',
      lastName: 'Simmons',
      customerId: D.sia.customerId,
    },
    accounts: [payment(D.sia.eur, D.sia.customerId, 'EUR', '2000.00')],
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(D.otto.customerId, 'DE', 'otp'),
    user: {
      id: D.otto.userId,
      email: D.otto.email,
      firstName: 'Otto',
      lastName: 'Olsen',
      customerId: D.otto.customerId,
    },
    accounts: [payment(D.otto.eur, D.otto.customerId, 'EUR', '2000.00')],
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(D.aco.customerId, 'RO', 'approvalCode'),
    user: {
      id: D.aco.userId,
      email: D.aco.email,
      firstName: 'Aco',
      lastName: 'Coda',
      customerId: D.aco.customerId,
    },
    accounts: [payment(D.aco.eur, D.aco.customerId, 'EUR', '2000.00')],
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(D.pia.customerId, 'DE', 'push'),
    user: {
      id: D.pia.userId,
      email: D.pia.email,
      scp: 'push',
      firstName: 'Pia',
      lastName: 'Pusch',
      customerId: D.pia.customerId,
    },
    accounts: [payment(D.pia.eur, D.pia.customerId, 'EUR', '2000.00')],
    accessRight: FULL_ACCESS,
  },
  {
    user: {
      id: D.ivan.userId,
      email: D.ivan.email,
      firstName: 'Ivan',
      lastName: 'Ilic',
      customerId: BIANCA_STUDIO,
    },
    accounts: [],
    accessRight: INITIATE_ONLY,
    employeeOf: BIANCA_STUDIO,
  },
  {
    customer: personal(D.blocked.customerId, 'FR', 'none'),
    user: {
      id: D.blocked.userId,
      email: D.blocked.email,
      firstName: 'Blaise',
      lastName: 'Blocked',
      customerId: D.blocked.customerId,
    },
    accounts: [payment(D.blocked.eur, D.blocked.customerId, 'EUR', '0.00')],
    accessRight: FULL_ACCESS,
  },
];

/** Rates the sandbox bank quotes, from EUR (the others are inverses or crosses); one direct pair besides. */
export const DEMO_EXCHANGE_RATES: readonly {
  fromCurrencyCode: string;
  toCurrencyCode: string;
  rate: string;
}[] = [
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.08' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'GBP', rate: '0.85' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'CAD', rate: '1.47' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'AUD', rate: '1.65' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'JPY', rate: '162.5' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'RON', rate: '4.97' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'BTC', rate: '0.0000155' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'ETH', rate: '0.00031' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'USDT', rate: '1.08' },
  { fromCurrencyCode: 'USD', toCurrencyCode: 'GBP', rate: '0.79' },
];

// Hashing costs about 50 ms; a reset between tests reuses the hashes made the first time in this process.
const passwordHashes = new Map<string, Promise<string>>();
function passwordHashOf(email: string): Promise<string> {
  let hash = passwordHashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    passwordHashes.set(email, hash);
  }
  return hash;
}

/** A p2p plan from Bianca Studio's EUR account to a payee account, as the p2p service builds it. */
function biancaP2pPlan(
  amount: string,
  payee: { email: string; name: string; customerId: number; account: number },
): TransferPlan {
  const fee = transferFee('p2p', amount, 'EUR');
  const postings: Posting[] = [
    { accountId: BIANCA_EUR, amount: new Decimal(amount).negated().toFixed() },
    { accountId: payee.account, amount },
    { accountId: BIANCA_EUR, amount: new Decimal(fee).negated().toFixed(), kind: 'fee' },
    { accountId: systemAccountId('fees', 'EUR'), amount: fee, kind: 'fee' },
  ];
  return {
    type: 'p2p',
    customerId: BIANCA_STUDIO,
    userId: D.ivan.userId,
    fromAccountId: BIANCA_EUR,
    amount,
    currencyCode: 'EUR',
    fee,
    payee: payee.email,
    payeeName: payee.name,
    journal: {
      status: 'completed',
      description: `Transfer to ${payee.name}`,
      counterpartyName: payee.name,
      counterpartyEmail: payee.email,
      postings,
    },
    details: { toEmail: payee.email },
    creditedCustomerId: payee.customerId,
  };
}

function queuedOperation(plan: TransferPlan, createdAt: Date, batchId?: number) {
  return {
    customerId: plan.customerId,
    userId: plan.userId,
    type: plan.type as TransferType,
    status: 'awaitingApproval',
    fromAccountId: plan.fromAccountId,
    amount: plan.amount,
    fee: plan.fee,
    currencyCode: plan.currencyCode,
    payee: plan.payee,
    payeeName: plan.payeeName,
    plan: plan as unknown as Record<string, unknown>,
    approveType: 'queue',
    ...(batchId === undefined ? {} : { batchId }),
    createdAt,
  };
}

const PAUL = { email: D.paul.email, name: 'Paul Payne', customerId: D.paul.customerId, account: D.paul.eur };
const TINA = {
  email: D.tina.email,
  name: 'Tina Traeger',
  customerId: D.tina.customerId,
  account: D.tina.eur,
};
const OTTO = { email: D.otto.email, name: 'Otto Olsen', customerId: D.otto.customerId, account: D.otto.eur };

/** The transfers demo data; call after the system accounts exist (the seeded plans post to the fees account). */
export async function seedTransfersDemoData(db: Database): Promise<void> {
  await db
    .insert(paymentsTables.exchangeRates)
    .values([...DEMO_EXCHANGE_RATES])
    .onConflictDoNothing();
  const emails = TRANSFER_DEMO_USERS.map((demo) => demo.user.email);
  const existing = await db
    .select({ email: platformTables.users.email })
    .from(platformTables.users)
    .where(inArray(platformTables.users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = TRANSFER_DEMO_USERS.filter((demo) => !present.has(demo.user.email));
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map((demo) => passwordHashOf(demo.user.email)));
  const inserted = new Set(missing.map((demo) => demo.user.id));

  await db.transaction(async (tx) => {
    const customers = missing.flatMap((demo) => (demo.customer ? [demo.customer] : []));
    if (customers.length > 0)
      await tx.insert(platformTables.customers).values(customers).onConflictDoNothing();
    await tx
      .insert(platformTables.users)
      .values(missing.map((demo, index) => ({ ...demo.user, passwordHash: hashes[index]! })))
      .onConflictDoNothing();
    await tx
      .insert(platformTables.customerAccess)
      .values(
        missing.map((demo) => ({
          userId: demo.user.id,
          customerId: demo.user.customerId,
          accessRight: demo.accessRight,
        })),
      )
      .onConflictDoNothing();
    const employees = missing.flatMap((demo) =>
      demo.employeeOf === undefined ? [] : [{ userId: demo.user.id, customerId: demo.employeeOf }],
    );
    if (employees.length > 0)
      await tx.insert(customerTables.businessEmployees).values(employees).onConflictDoNothing();
    const accounts = missing.flatMap((demo) => demo.accounts);
    if (accounts.length > 0) await tx.insert(platformTables.accounts).values(accounts).onConflictDoNothing();

    if (inserted.has(D.pia.userId))
      await tx
        .insert(pushTables.devices)
        .values({
          id: 903,
          userId: D.pia.userId,
          code: 'PX7-PIA',
          type: 'android',
          name: 'Pixel 7',
          location: 'Munich, DE',
          secretHash: sha256Hex(PIA_DEVICE_SECRET),
          approved: true,
          lastActivityAt: new Date('2024-05-10T08:00:00Z'),
        })
        .onConflictDoNothing();

    if (inserted.has(D.blocked.userId))
      await tx
        .insert(customerTables.blacklistedEmails)
        .values({ email: D.blocked.email })
        .onConflictDoNothing();

    if (inserted.has(D.tina.userId))
      await tx
        .insert(paymentsTables.transferTemplates)
        .values([
          {
            customerId: D.tina.customerId,
            templateName: 'Paul (flat share)',
            type: 'p2p',
            details: { toEmail: D.paul.email },
            currencyCode: 'EUR',
          },
          {
            customerId: D.tina.customerId,
            templateName: 'Rent Berlin',
            type: 'wire',
            details: {
              iban: 'DE89370400440532013000',
              swift: 'COBADEFFXXX',
              beneficiaryName: 'Hausverwaltung Mitte GmbH',
              beneficiaryAddress: 'Friedrichstrasse 10, 10117 Berlin',
            },
            wireStatus: 1,
            countryCode: 'DE',
            currencyCode: 'EUR',
          },
          {
            // A refused eft check (status 3): the template is invalid, so its recent transfers are disabled.
            customerId: D.tina.customerId,
            templateName: 'Old supplier São Paulo',
            type: 'eft',
            details: {
              accountNumber: '0012345678',
              bankCode: '341',
              branchCode: '0001',
              beneficiaryName: 'Fornecedor Antigo Ltda',
            },
            eftStatus: 3,
            countryCode: 'BR',
            currencyCode: 'USD',
          },
        ])
        .onConflictDoNothing();

    if (inserted.has(D.ivan.userId)) {
      // Its initiator's requests wait for Bianca or Eve (Bianca Studio pays person to person: seed.ts).
      const now = Date.now();
      await tx
        .insert(paymentsTables.transferOperations)
        .values(queuedOperation(biancaP2pPlan('120.00', PAUL), new Date(now - 2 * 3600_000)));
      const massPlans = [
        biancaP2pPlan('250.00', PAUL),
        biancaP2pPlan('180.00', TINA),
        biancaP2pPlan('95.50', OTTO),
      ];
      const total = massPlans.reduce((sum, plan) => sum.plus(plan.amount), new Decimal(0)).toFixed(2);
      await tx
        .insert(batchTables.batchTransfers)
        .values({
          id: D.massBatchId,
          customerId: BIANCA_STUDIO,
          accountId: BIANCA_EUR,
          name: 'Freelancer fees (awaiting approval)',
          type: 'p2p',
          status: 'awaitingApproval',
          count: massPlans.length,
          totalAmount: total,
          currencyCode: 'EUR',
          fileName: 'freelancer-fees.csv',
          // The history's batch files are CSV with CRLF line ends (seed-history.ts).
          content: `${[
            'email,amount,currency,note',
            ...massPlans.map((plan) => `${plan.payee},${plan.amount},EUR,Freelancer fee`),
          ].join('\r\n')}\r\n`,
          createdAt: new Date(now - 3600_000),
        })
        .onConflictDoNothing();
      await tx
        .insert(paymentsTables.transferOperations)
        .values(massPlans.map((plan) => queuedOperation(plan, new Date(now - 3600_000), D.massBatchId)));
    }
  });
}
