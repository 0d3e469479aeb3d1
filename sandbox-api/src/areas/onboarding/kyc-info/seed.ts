import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import * as companyRecords from '../../../platform/customer/company-tables';
import * as kycInfoTables from './tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * KYC info's demo (issue 30 items 2, 6; README): Kora (`kora.kyc@demo.test`) is unverified at due-diligence level 4
 * (spec 03 §9: levels 1 and 4 load the due-diligence info), is asked to update her personal information, has told
 * her occupation and employer but not her money, and the bank asks her (a KYC request, spec 03 §4) to give her source
 * of funds and expected turnover by a day. Pat (`pat.phones@demo.test`, verified, his login as his only e-mail, no
 * phone) is the profile-contacts journey's own: no other journey changes him.
 *
 * Stable ids: users 921 and 922, customers 20921 and 20922, accounts 100921 and 100922, Kora's request 7921, Pat's
 * e-mail 781 (below the tables' identity starts). Inserted when missing, so running it again changes nothing.
 */
export const KYC_INFO_DEMO = {
  kora: {
    userId: 921,
    customerId: 20921,
    accountId: 100921,
    email: 'kora.kyc@demo.test',
    requestId: 7921,
    dueDate: '2027-03-31',
  },
  pat: { userId: 922, customerId: 20922, accountId: 100922, email: 'pat.phones@demo.test', emailId: 781 },
} as const;

const KORA = KYC_INFO_DEMO.kora;
const PAT = KYC_INFO_DEMO.pat;

async function seedKora(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [KORA.email]);
  if (present.has(KORA.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: KORA.customerId,
          customerType: 0,
          residenceCountryCode: 'RO',
          birthDay: '1988-02-19',
          verified: false,
          isNeedKyc: true,
          isNeedPersonalInfoUpdate: true,
          dueDiligenceLevel: 4,
          createdAt: new Date('2026-10-12T09:00:00Z'),
        },
      ],
      users: [
        {
          id: KORA.userId,
          email: KORA.email,
          firstName: 'Kora',
          lastName: 'Kovacs',
          customerId: KORA.customerId,
        },
      ],
      access: [{ userId: KORA.userId, customerId: KORA.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(KORA.accountId, KORA.customerId, 'EUR', '850.00')],
    },
    async (tx) => {
      await tx
        .insert(kycInfoTables.kycInfo)
        .values({ customerId: KORA.customerId, occupationId: 1, employer: 'Atelier Kovacs SRL' })
        .onConflictDoNothing();
      await tx
        .insert(kycInfoTables.kycRequests)
        .values({
          id: KORA.requestId,
          customerId: KORA.customerId,
          fields: ['sourceOfFunds', 'expectedMonthlyTurnover'],
          reason: 'Periodic review of your account',
          dueDate: KORA.dueDate,
          createdAt: new Date('2026-11-20T09:00:00Z'),
        })
        .onConflictDoNothing();
    },
  );
}

async function seedPat(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [PAT.email]);
  if (present.has(PAT.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: PAT.customerId,
          customerType: 0,
          residenceCountryCode: 'IE',
          birthDay: '1990-06-03',
          verified: true,
          createdAt: new Date('2026-09-01T09:00:00Z'),
        },
      ],
      users: [
        {
          id: PAT.userId,
          email: PAT.email,
          firstName: 'Pat',
          lastName: 'Phelan',
          customerId: PAT.customerId,
        },
      ],
      access: [{ userId: PAT.userId, customerId: PAT.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(PAT.accountId, PAT.customerId, 'EUR', '1200.00')],
    },
    async (tx) => {
      const [email] = await tx
        .select({ id: companyRecords.companyEmails.id })
        .from(companyRecords.companyEmails)
        .where(eq(companyRecords.companyEmails.customerId, PAT.customerId))
        .limit(1);
      if (!email)
        await tx
          .insert(companyRecords.companyEmails)
          .values({
            id: PAT.emailId,
            customerId: PAT.customerId,
            emailAddress: PAT.email,
            isPrimary: true,
            confirmed: true,
          })
          .onConflictDoNothing();
    },
  );
}

export async function seedKycInfoDemoData(db: Database): Promise<void> {
  await seedKora(db);
  await seedPat(db);
}
