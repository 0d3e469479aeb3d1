import type { Database } from '../../../platform/db/client';
import * as invoicesTables from './tables';
import {
  DEMO_PERMISSIONS,
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The invoices demo users (README): two companies with the requestMoney permission (spec 02 §6; permission flags
 * are a business's, spec 01 §3) that invoice each other, and pay person to person (sendMoneyUser).
 * Stable ids: users 985+, customers 20985+, accounts 100985+, invoices 4001+ (below the table's identity start).
 */
const business = (id: number, businessName: string, residenceCountryCode: string) => ({
  id,
  customerType: 1,
  businessName,
  residenceCountryCode,
  verified: true,
  dueDiligenceLevel: 3,
  isHaveRelatedAccounts: true,
  selfCertification: 'validated',
  permissions: DEMO_PERMISSIONS,
  createdAt: new Date('2025-03-03T09:00:00Z'),
});

export const INVOICE_DEMO_USERS = [
  {
    customer: business(20985, 'Ivy Design Studio GmbH', 'DE'),
    user: {
      id: 985,
      email: 'ivy.invoices@demo.test',
      firstName: 'Ivy',
      lastName: 'Ingram',
      customerId: 20985,
    },
    accountId: 100985,
    balance: '4200.00',
  },
  {
    customer: business(20986, 'Hugo Print House SRL', 'RO'),
    user: {
      id: 986,
      email: 'hugo.invoices@demo.test',
      firstName: 'Hugo',
      lastName: 'Horvat',
      customerId: 20986,
    },
    accountId: 100986,
    balance: '2600.00',
  },
] as const;

const [IVY, HUGO] = INVOICE_DEMO_USERS;

/** Inserted when missing, so running it again changes nothing. */
export async function seedInvoicesDemoData(db: Database): Promise<void> {
  const present = await presentDemoEmails(
    db,
    INVOICE_DEMO_USERS.map((demo) => demo.user.email),
  );
  if (present.size === INVOICE_DEMO_USERS.length) return;
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
  interface Party {
    customerId: number;
    email: string;
    name: string;
  }
  const ivy: Party = { customerId: IVY.customer.id, email: IVY.user.email, name: IVY.customer.businessName };
  const hugo: Party = {
    customerId: HUGO.customer.id,
    email: HUGO.user.email,
    name: HUGO.customer.businessName,
  };
  const invoice = (
    id: number,
    payee: Party,
    payer: Party,
    amount: string,
    noteBody: string,
    dueIn: number,
    sentDaysAgo: number,
    extra: Partial<typeof invoicesTables.invoices.$inferInsert> = {},
  ): typeof invoicesTables.invoices.$inferInsert => ({
    id,
    payeeCustomerId: payee.customerId,
    payerCustomerId: payer.customerId,
    payeeEmail: payee.email,
    payerEmail: payer.email,
    payeeName: payee.name,
    payerName: payer.name,
    payeeAccountId: payee === ivy ? IVY.accountId : HUGO.accountId,
    currencyCode: 'EUR',
    amount,
    noteBody,
    dueDate: isoDay(dueIn),
    brand: 'aurora',
    sentAt: day(-sentDaysAgo),
    updatedAt: day(-sentDaysAgo),
    ...extra,
  });

  const rows = {
    customers: INVOICE_DEMO_USERS.map((demo) => demo.customer),
    users: INVOICE_DEMO_USERS.map((demo) => demo.user),
    access: INVOICE_DEMO_USERS.map((demo) => ({
      userId: demo.user.id,
      customerId: demo.customer.id,
      accessRight: FULL_ACCESS,
    })),
    accounts: INVOICE_DEMO_USERS.map((demo) =>
      demoPaymentAccount(demo.accountId, demo.customer.id, 'EUR', demo.balance),
    ),
  };
  await insertDemoRows(db, rows, async (tx) => {
    // A few invoices in each status, both ways (paid ones were settled before the sandbox's ledger began).
    await tx
      .insert(invoicesTables.invoices)
      .values([
        invoice(4001, ivy, hugo, '250.00', 'Logo design, November', 10, 2),
        invoice(4002, ivy, hugo, '120.00', 'Business cards layout', -5, 20),
        invoice(4003, ivy, hugo, '80.00', 'Flyer corrections', 5, 30, {
          state: 'paid',
          payerAccountId: HUGO.accountId,
          updatedAt: day(-25),
        }),
        invoice(4004, hugo, ivy, '540.00', 'Brochure print run, 500 copies', 14, 1),
        invoice(4005, hugo, ivy, '60.00', 'Express delivery', 3, 12, {
          state: 'rejected',
          rejectNote: 'Delivery was not express: it took five days.',
          updatedAt: day(-10),
        }),
        invoice(4006, hugo, ivy, '35.50', 'Paper samples', -2, 16),
        {
          id: 4007,
          payerCustomerId: IVY.customer.id,
          payeeCustomerId: null,
          payerEmail: IVY.user.email,
          payeeEmail: 'support@auroramoney.eu',
          payerName: IVY.customer.businessName,
          payeeName: 'Aurora Payments UAB',
          payerAccountId: IVY.accountId,
          currencyCode: 'EUR',
          amount: '1000.00',
          dueDate: isoDay(9),
          isFunding: true,
          isSystem: true,
          brand: 'aurora',
          sentAt: day(-5),
          updatedAt: day(-5),
        },
      ])
      .onConflictDoNothing();
  });
}
