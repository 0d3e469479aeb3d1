import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as notificationTables from './tables';
import { demoPaymentAccount, FULL_ACCESS, insertDemoRows, presentDemoEmails } from '../db/seed-helpers';

/**
 * Notifications' demo (issue 31 item 4; README): Paul (`paul.payee@demo.test`, customer 20402) has three, newest
 * first: a document expiring soon, unread (a click goes to /profile), then two read ones. Inserted when he has none,
 * so running it again changes nothing; `/sandbox/notify` sends more.
 */
export const NOTIFICATIONS_DEMO = {
  /** Paul of the transfers' demo (TRANSFER_DEMO.paul, areas/transfers/payments/seed.ts; a test holds them equal). */
  paul: { customerId: 20402, email: 'paul.payee@demo.test', unread: 1, total: 3 },
  /**
   * The notifications journey's own (no other journey signs her in, so its toasts land on no one else's page): a
   * verified personal customer with no notification. Stable ids 937 (user), 20937 (customer), 100937 (account).
   */
  nell: { userId: 937, customerId: 20937, accountId: 100937, email: 'nell.notify@demo.test' },
} as const;

async function seedNell(db: Database): Promise<void> {
  const NELL = NOTIFICATIONS_DEMO.nell;
  if ((await presentDemoEmails(db, [NELL.email])).has(NELL.email)) return;
  await insertDemoRows(db, {
    customers: [
      {
        id: NELL.customerId,
        customerType: 0,
        residenceCountryCode: 'LT',
        birthDay: '1991-05-14',
        verified: true,
        createdAt: new Date('2026-09-01T09:00:00Z'),
      },
    ],
    users: [
      {
        id: NELL.userId,
        email: NELL.email,
        firstName: 'Nell',
        lastName: 'Novak',
        customerId: NELL.customerId,
      },
    ],
    access: [{ userId: NELL.userId, customerId: NELL.customerId, accessRight: FULL_ACCESS }],
    accounts: [demoPaymentAccount(NELL.accountId, NELL.customerId, 'EUR', '120.00')],
  });
}

export async function seedNotificationsDemoData(db: Database): Promise<void> {
  await seedNell(db);
  const { customerId } = NOTIFICATIONS_DEMO.paul;
  const [present] = await db
    .select({ id: notificationTables.customerNotifications.id })
    .from(notificationTables.customerNotifications)
    .where(eq(notificationTables.customerNotifications.customerId, customerId))
    .limit(1);
  if (present) return;
  await db.insert(notificationTables.customerNotifications).values([
    {
      customerId,
      type: 'info',
      severity: 'success',
      text: 'Welcome! Notifications about your account appear here.',
      params: {},
      createdAt: new Date('2026-11-20T09:00:00Z'),
      readAt: new Date('2026-11-20T09:05:00Z'),
    },
    {
      customerId,
      type: 'info',
      severity: 'info',
      text: 'Your monthly statement for October is ready.',
      params: {},
      createdAt: new Date('2026-11-25T08:30:00Z'),
      readAt: new Date('2026-11-25T12:00:00Z'),
    },
    {
      customerId,
      type: 'documentExpSoon',
      severity: 'warning',
      text: 'Your Passport (front) expires on 2026-12-20. Please upload a new one before then.',
      params: { name: 'Passport' },
      createdAt: new Date('2026-11-28T10:15:00Z'),
      readAt: null,
    },
  ]);
}
