import type { Database } from '../../../platform/db/client';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * The global-pay demo (issue 15 items 2 and 3): a business sender with a EUR balance whose transfers are approved
 * with an e-mailed code (the shell's popups). Its recipients need no account: they claim by the e-mailed link.
 * Stable ids: customer 20791, user 991, account 100791. Inserted when missing, so running it again changes nothing.
 */

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
  if ((await presentDemoEmails(db, [gina.email])).has(gina.email)) return;
  await insertDemoRows(db, {
    customers: [
      {
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
      },
    ],
    users: [
      {
        id: gina.userId,
        email: gina.email,
        firstName: 'Gina',
        lastName: 'Global',
        customerId: gina.customerId,
      },
    ],
    access: [{ userId: gina.userId, customerId: gina.customerId, accessRight: FULL_ACCESS }],
    accounts: [demoPaymentAccount(gina.eur, gina.customerId, 'EUR', '20000.00')],
  });
}
