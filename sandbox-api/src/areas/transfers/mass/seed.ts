import type { Database } from '../../../platform/db/client';
import {
  DEMO_PERMISSIONS,
  demoPaymentAccount,
  FULL_ACCESS,
  INITIATE_ONLY,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * The mass-transfer demo users (README; issue 15 item 1): a company that pays hundreds of people at once, with
 * Mona (full access, right 2: her batches are approved by the code the approval-code e-mail brings) and Milo
 * (initiate only, right 3: his batches wait in the company's approval queue for Mona), EUR and USD accounts deep
 * enough for a 200-row wire file, and Pia, a personal user that p2p rows pay.
 * Stable ids: users 960-962, customers 20960 and 20962, accounts 100960-100962.
 */
export const MASS_DEMO = {
  company: {
    id: 20960,
    customerType: 1,
    businessName: 'Mona Marketplace Ltd',
    residenceCountryCode: 'GB',
    transactionApproveMode: 'approvalCode',
    verified: true,
    dueDiligenceLevel: 3,
    isHaveRelatedAccounts: true,
    selfCertification: 'validated',
    permissions: { ...DEMO_PERMISSIONS, requestMoney: false },
    createdAt: new Date('2025-02-03T09:00:00Z'),
  },
  mona: { id: 960, email: 'mona.mass@demo.test', firstName: 'Mona', lastName: 'Marsh', customerId: 20960 },
  milo: { id: 961, email: 'milo.mass@demo.test', firstName: 'Milo', lastName: 'Mertens', customerId: 20960 },
  eurAccountId: 100960,
  usdAccountId: 100961,
  balance: '250000.00',
  payee: {
    customer: {
      id: 20962,
      customerType: 0,
      birthDay: '1991-06-14',
      residenceCountryCode: 'PT',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2025-02-03T09:00:00Z'),
    },
    user: { id: 962, email: 'pia.payee@demo.test', firstName: 'Pia', lastName: 'Pereira', customerId: 20962 },
    accountId: 100962,
  },
} as const;

/** Inserted when missing, so running it again changes nothing. */
export async function seedMassDemoData(db: Database): Promise<void> {
  const users = [MASS_DEMO.mona, MASS_DEMO.milo, MASS_DEMO.payee.user];
  const present = await presentDemoEmails(
    db,
    users.map((user) => user.email),
  );
  if (present.size === users.length) return;
  await insertDemoRows(db, {
    customers: [MASS_DEMO.company, MASS_DEMO.payee.customer],
    users,
    access: [
      { userId: MASS_DEMO.mona.id, customerId: MASS_DEMO.company.id, accessRight: FULL_ACCESS },
      { userId: MASS_DEMO.milo.id, customerId: MASS_DEMO.company.id, accessRight: INITIATE_ONLY },
      {
        userId: MASS_DEMO.payee.user.id,
        customerId: MASS_DEMO.payee.customer.id,
        accessRight: FULL_ACCESS,
      },
    ],
    accounts: [
      demoPaymentAccount(MASS_DEMO.eurAccountId, MASS_DEMO.company.id, 'EUR', MASS_DEMO.balance),
      demoPaymentAccount(MASS_DEMO.usdAccountId, MASS_DEMO.company.id, 'USD', MASS_DEMO.balance),
      demoPaymentAccount(MASS_DEMO.payee.accountId, MASS_DEMO.payee.customer.id, 'EUR', '15.00'),
    ],
  });
}
