import type { Database } from '../../../platform/db/client';
import * as profileTables from './tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * The notification-settings and legal-info demo users (README): Nina, a personal customer who chose SMS for
 * payment notifications and a daily balance digest, and Leo, the owner of a business (its own legal documents).
 * Stable ids: users 970+, customers 20970+, accounts 100970+.
 */
export const PROFILE_DEMO_USERS = [
  {
    customer: {
      id: 20970,
      customerType: 0,
      residenceCountryCode: 'DE',
      birthDay: '1991-06-21',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2024-05-06T08:00:00Z'),
    },
    user: {
      id: 970,
      email: 'nina.notify@demo.test',
      firstName: 'Nina',
      lastName: 'Nowak',
      customerId: 20970,
    },
    balance: '1250.00',
    notifications: [
      { identified: 'paymentChannel', value: 'sms' },
      { identified: 'balanceDigest', value: 'daily' },
    ],
  },
  {
    customer: {
      id: 20971,
      customerType: 1,
      businessName: 'Lindqvist Legal Studio AB',
      residenceCountryCode: 'SE',
      verified: true,
      dueDiligenceLevel: 3,
      isHaveRelatedAccounts: true,
      selfCertification: 'validated',
      createdAt: new Date('2025-01-15T10:00:00Z'),
    },
    user: {
      id: 971,
      email: 'leo.legal@demo.test',
      firstName: 'Leo',
      lastName: 'Lindqvist',
      customerId: 20971,
    },
    balance: '8600.00',
    notifications: [],
  },
] as const;

/**
 * Inserted when missing, so running it again changes nothing. Gives the ids of the users it added, who answer the
 * announcements that ask (seed.ts, through the news slice's seed).
 */
export async function seedProfileDemoData(db: Database): Promise<number[]> {
  const present = await presentDemoEmails(
    db,
    PROFILE_DEMO_USERS.map((demo) => demo.user.email),
  );
  const missing = PROFILE_DEMO_USERS.filter((demo) => !present.has(demo.user.email));
  if (missing.length === 0) return [];
  const rows = {
    customers: missing.map((demo) => ({ ...demo.customer })),
    users: missing.map((demo) => demo.user),
    access: missing.map((demo) => ({
      userId: demo.user.id,
      customerId: demo.customer.id,
      accessRight: FULL_ACCESS,
    })),
    accounts: missing.map((demo) =>
      demoPaymentAccount(100000 + demo.customer.id - 20000, demo.customer.id, 'EUR', demo.balance),
    ),
  };
  await insertDemoRows(db, rows, async (tx) => {
    const notifications = missing.flatMap((demo) =>
      demo.notifications.map((item) => ({ userId: demo.user.id, ...item })),
    );
    if (notifications.length > 0)
      await tx.insert(profileTables.notificationSettings).values(notifications).onConflictDoNothing();
  });
  return missing.map((demo) => demo.user.id);
}
