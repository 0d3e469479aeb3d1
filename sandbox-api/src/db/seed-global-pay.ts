import { ACCOUNT_TYPES } from '@portal/api/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import * as schema from './schema';

/**
 * The global-pay demo (issue 15 items 2 and 3): a business sender with a EUR balance whose transfers are approved
 * with an e-mailed code (the shell's popups). Its recipients need no account: they claim by the e-mailed link.
 * Stable ids: customer 20791, user 991, account 100791. Inserted when missing, so running it again changes nothing.
 */

const DEMO_PASSWORD = 'Demo-pass-1';

export const GLOBAL_PAY_DEMO = {
  gina: {
    userId: 991,
    customerId: 20791,
    email: 'gina.globalpay@demo.test',
    eur: 100791,
    company: 'Globex Payouts Ltd',
  },
} as const;

export async function seedGlobalPayDemoData(db: Database): Promise<void> {
  const { gina } = GLOBAL_PAY_DEMO;
  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, gina.email));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.customers)
      .values({
        id: gina.customerId,
        customerType: 1,
        businessName: gina.company,
        // A business with related accounts signs in to the portal (post-login rule 3 sends others to the old web).
        isHaveRelatedAccounts: true,
        residenceCountryCode: 'GB',
        transactionApproveMode: 'approvalCode',
        verified: true,
        dueDiligenceLevel: 2,
        selfCertification: 'validated',
        permissions: { sendMoneyUser: true, requestMoney: true },
        createdAt: new Date('2024-06-03T09:00:00Z'),
      })
      .onConflictDoNothing();
    await tx
      .insert(schema.users)
      .values({
        id: gina.userId,
        email: gina.email,
        firstName: 'Gina',
        lastName: 'Global',
        customerId: gina.customerId,
        passwordHash,
      })
      .onConflictDoNothing();
    await tx
      .insert(schema.customerAccess)
      .values({ userId: gina.userId, customerId: gina.customerId, accessRight: 2 })
      .onConflictDoNothing();
    await tx
      .insert(schema.accounts)
      .values({
        id: gina.eur,
        customerId: gina.customerId,
        type: ACCOUNT_TYPES.payment,
        statusId: 2,
        currencyCode: 'EUR',
        balance: '20000.00',
      })
      .onConflictDoNothing();
  });
}
