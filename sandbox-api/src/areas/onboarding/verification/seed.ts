import { DOCUMENT_CATEGORY } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import * as verificationRecords from '../../../platform/customer/verification-tables';
import * as verificationTables from './tables';
import * as platformTables from '../../../platform/db/tables';
import * as customerTables from '../../../platform/customer/tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * Verification's demo (issue 30; README): Kai (`kai.kyc@demo.test`, unverified, KYC needed) must prove his identity
 * and his address, has nothing uploaded yet, a confirmed phone and an address on file, so his required actions are
 * those two; Lena (`lena.limited@demo.test`, new here) is verified but limited until she proves her source of wealth.
 * Every other customer has no facts: the defaults (nothing required of a verified customer).
 *
 * Stable ids: Lena is user 950, customer 20950, account 100950; her limit reason 5901 (below the table's identity
 * start); Kai's address, if he had none, 7690. Inserted when missing, so running it again changes nothing.
 */
export const VERIFICATION_DEMO = {
  kai: { customerId: 20207, addressId: 7690 },
  /** Kai's twin for the verification journey, so that the post-login journeys still find Kai needing KYC. */
  kim: { userId: 951, customerId: 20951, accountId: 100951, addressId: 7691, email: 'kim.kyc@demo.test' },
  lena: {
    userId: 950,
    customerId: 20950,
    accountId: 100950,
    email: 'lena.limited@demo.test',
    limitReasonId: 5901,
    limitedReason: 'Source of wealth not proven',
  },
} as const;

const KAI = VERIFICATION_DEMO.kai;
const KIM = VERIFICATION_DEMO.kim;
const LENA = VERIFICATION_DEMO.lena;

async function seedLena(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [LENA.email]);
  if (present.has(LENA.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: LENA.customerId,
          customerType: 0,
          residenceCountryCode: 'LV',
          birthDay: '1986-08-14',
          verified: true,
          limited: true,
          dueDiligenceLevel: 2,
          createdAt: new Date('2024-10-03T09:00:00Z'),
        },
      ],
      users: [
        {
          id: LENA.userId,
          email: LENA.email,
          firstName: 'Lena',
          lastName: 'Liepa',
          customerId: LENA.customerId,
        },
      ],
      access: [{ userId: LENA.userId, customerId: LENA.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(LENA.accountId, LENA.customerId, 'EUR', '3400.00')],
    },
    async (tx) => {
      await tx
        .insert(verificationRecords.customerVerification)
        .values({ customerId: LENA.customerId, limitedReason: LENA.limitedReason })
        .onConflictDoNothing();
      await tx
        .insert(verificationTables.customerLimitReasons)
        .values({
          id: LENA.limitReasonId,
          customerId: LENA.customerId,
          actionTypeId: 1,
          name: LENA.limitedReason,
          categories: [DOCUMENT_CATEGORY.sourceOfWealth],
          createdAt: new Date('2026-10-01T08:00:00Z'),
        })
        .onConflictDoNothing();
    },
  );
}

async function seedKai(db: Database): Promise<void> {
  const [kai] = await db
    .select({ id: platformTables.customers.id })
    .from(platformTables.customers)
    .where(eq(platformTables.customers.id, KAI.customerId));
  if (!kai) return;
  const [address] = await db
    .select({ id: customerTables.addresses.id })
    .from(customerTables.addresses)
    .where(eq(customerTables.addresses.customerId, KAI.customerId))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx
      .insert(verificationRecords.customerVerification)
      .values({
        customerId: KAI.customerId,
        requiredCategories: [DOCUMENT_CATEGORY.identity, DOCUMENT_CATEGORY.address],
        phoneConfirmed: true,
      })
      .onConflictDoNothing();
    // The profile's demo gives him his address; should it not, the one he registered with.
    if (!address)
      await tx
        .insert(customerTables.addresses)
        .values({
          id: KAI.addressId,
          customerId: KAI.customerId,
          address1: 'Strada Lipscani 12',
          city: 'București',
          postalCode: '030031',
          countryCode: 'RO',
        })
        .onConflictDoNothing();
  });
}

/** Kim: unverified and needing KYC like Kai, with his address on file and nothing uploaded. */
async function seedKim(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [KIM.email]);
  if (present.has(KIM.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: KIM.customerId,
          customerType: 0,
          residenceCountryCode: 'RO',
          birthDay: '1991-04-02',
          verified: false,
          isNeedKyc: true,
          dueDiligenceLevel: 0,
          createdAt: new Date('2026-11-01T09:00:00Z'),
        },
      ],
      users: [
        {
          id: KIM.userId,
          email: KIM.email,
          firstName: 'Kim',
          lastName: 'Kovacs',
          customerId: KIM.customerId,
        },
      ],
      access: [{ userId: KIM.userId, customerId: KIM.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(KIM.accountId, KIM.customerId, 'EUR', '0.00')],
    },
    async (tx) => {
      await tx
        .insert(verificationRecords.customerVerification)
        .values({
          customerId: KIM.customerId,
          requiredCategories: [DOCUMENT_CATEGORY.identity, DOCUMENT_CATEGORY.address],
          phoneConfirmed: true,
        })
        .onConflictDoNothing();
      await tx
        .insert(customerTables.addresses)
        .values({
          id: KIM.addressId,
          customerId: KIM.customerId,
          address1: 'Bulevardul Unirii 5',
          city: 'București',
          postalCode: '030823',
          countryCode: 'RO',
        })
        .onConflictDoNothing();
    },
  );
}

export async function seedVerificationDemoData(db: Database): Promise<void> {
  await seedKai(db);
  await seedKim(db);
  await seedLena(db);
}
