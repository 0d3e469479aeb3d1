import type { Database } from '../../../platform/db/client';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  INITIATE_ONLY,
  insertDemoRows,
  presentDemoEmails,
  verifiedDemoBusiness,
} from '../../../platform/db/seed-helpers';

/**
 * The passkeys' demo (issue 50; README): no passkey can be seeded (its private key lives in the customer's
 * authenticator), so these users are ready for one and approve payments with it once they add it:
 * - Pavel (`pavel.passkey@demo.test`), personal, approves payments with a passkey (a one-time code by e-mail until
 *   he has one);
 * - Keystone Partners Ltd, which approves with a passkey: Kora (`kora.keys@demo.test`, the owner, full access)
 *   approves what Mark (`mark.maker@demo.test`, right 3, initiate only) submits (maker-checker).
 * The passkey journeys use them, so no other journey may rely on their state.
 *
 * Stable ids: users 995–997, customers 20995 and 20996, accounts 100995 and 100996. Inserted when missing.
 */
export const PASSKEY_DEMO = {
  pavel: { userId: 995, customerId: 20995, accountId: 100995, email: 'pavel.passkey@demo.test' },
  kora: { userId: 996, customerId: 20996, accountId: 100996, email: 'kora.keys@demo.test' },
  mark: { userId: 997, customerId: 20996, email: 'mark.maker@demo.test' },
} as const;

const { pavel, kora, mark } = PASSKEY_DEMO;

export async function seedPasskeyDemoData(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [pavel.email, kora.email, mark.email]);
  if (present.size === 3) return;
  await insertDemoRows(db, {
    customers: [
      {
        id: pavel.customerId,
        customerType: 0,
        residenceCountryCode: 'BG',
        birthDay: '1988-03-14',
        verified: true,
        dueDiligenceLevel: 3,
        transactionApproveMode: 'passkey',
        createdAt: new Date('2026-11-20T09:00:00Z'),
      },
      {
        ...verifiedDemoBusiness(
          kora.customerId,
          'Keystone Partners Ltd',
          'IE',
          new Date('2026-11-20T09:30:00Z'),
        ),
        transactionApproveMode: 'passkey',
      },
    ],
    users: [
      {
        id: pavel.userId,
        email: pavel.email,
        firstName: 'Pavel',
        lastName: 'Petrov',
        customerId: pavel.customerId,
      },
      {
        id: kora.userId,
        email: kora.email,
        firstName: 'Kora',
        lastName: 'Keane',
        customerId: kora.customerId,
      },
      {
        id: mark.userId,
        email: mark.email,
        firstName: 'Mark',
        lastName: 'Maher',
        customerId: mark.customerId,
      },
    ],
    access: [
      { userId: pavel.userId, customerId: pavel.customerId, accessRight: FULL_ACCESS },
      { userId: kora.userId, customerId: kora.customerId, accessRight: FULL_ACCESS },
      { userId: mark.userId, customerId: mark.customerId, accessRight: INITIATE_ONLY },
    ],
    accounts: [
      demoPaymentAccount(pavel.accountId, pavel.customerId, 'EUR', '1250.00'),
      demoPaymentAccount(kora.accountId, kora.customerId, 'EUR', '9000.00'),
    ],
  });
}
