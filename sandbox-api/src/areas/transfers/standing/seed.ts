import type { Database } from '../../../platform/db/client';
import { payoutBlacklist } from '../../../money/payout-blacklist-tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * The standing-payments and payout-blacklist demo users (issue 15, README): Stan, with two EUR accounts to pay
 * between; Bella, who pays Pete and keeps a payout blacklist (one entry seeded). Stable ids: users 940+, customers
 * 20940+, accounts 100940+.
 */
export const STANDING_DEMO = {
  stan: { userId: 940, customerId: 20940, email: 'stan.standing@demo.test', main: 100940, savings: 100941 },
  bella: { userId: 941, customerId: 20941, email: 'bella.blacklist@demo.test', eur: 100942 },
  pete: { userId: 942, customerId: 20942, email: 'pete.payee@demo.test', eur: 100943 },
  /** On Bella's payout blacklist from the start (blockType all). */
  spam: 'spam.collector@demo.test',
} as const;

const D = STANDING_DEMO;

const USERS = [
  { ...D.stan, firstName: 'Stan', lastName: 'Stendahl', country: 'DE' },
  { ...D.bella, firstName: 'Bella', lastName: 'Brandt', country: 'AT' },
  { ...D.pete, firstName: 'Pete', lastName: 'Pascoe', country: 'IE' },
] as const;

const ACCOUNTS = [
  { id: D.stan.main, customerId: D.stan.customerId, balance: '2400.00' },
  { id: D.stan.savings, customerId: D.stan.customerId, balance: '150.00' },
  { id: D.bella.eur, customerId: D.bella.customerId, balance: '1800.00' },
  { id: D.pete.eur, customerId: D.pete.customerId, balance: '90.00' },
];

/** Inserted when missing, so running it again changes nothing. */
export async function seedStandingDemoData(db: Database): Promise<void> {
  const present = await presentDemoEmails(
    db,
    USERS.map((demo) => demo.email),
  );
  const missing = USERS.filter((demo) => !present.has(demo.email));
  if (missing.length === 0) return;
  const customerIds = new Set<number>(missing.map((demo) => demo.customerId));
  const rows = {
    customers: missing.map((demo) => ({
      id: demo.customerId,
      customerType: 0,
      residenceCountryCode: demo.country,
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2025-02-03T09:00:00Z'),
    })),
    users: missing.map((demo) => ({
      id: demo.userId,
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      customerId: demo.customerId,
    })),
    access: missing.map((demo) => ({
      userId: demo.userId,
      customerId: demo.customerId,
      accessRight: FULL_ACCESS,
    })),
    accounts: ACCOUNTS.filter((row) => customerIds.has(row.customerId)).map((row) =>
      demoPaymentAccount(row.id, row.customerId, 'EUR', row.balance),
    ),
  };
  await insertDemoRows(db, rows, async (tx) => {
    if (customerIds.has(D.bella.customerId))
      await tx
        .insert(payoutBlacklist)
        .values({ customerId: D.bella.customerId, email: D.spam, blockType: 'all' })
        .onConflictDoNothing();
  });
}
