import { DOCUMENT_CATEGORY } from '@portal/api/catalogue';
import type { Database } from '../../../platform/db/client';
import * as companyRecords from '../../../platform/customer/company-tables';
import * as verificationRecords from '../../../platform/customer/verification-tables';
import * as customerTables from '../../../platform/customer/tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * The online identity check's demo (issue 30 item 4; README): Ivy (`ivy.identity@demo.test`) is unverified and needs
 * KYC like Kim (seed-verification.ts), with an address and a confirmed phone on file (the SMS channel's) and nothing
 * uploaded; the identity-check journey verifies her online, so no other journey may rely on her state.
 *
 * Stable ids, below each table's identity start: user 977, customer 20977, account 100977, address 7697, phone 977.
 * Inserted when missing, so running it again changes nothing.
 */
export const IDENTITY_CHECK_DEMO = {
  ivy: {
    userId: 977,
    customerId: 20977,
    accountId: 100977,
    addressId: 7697,
    phoneId: 977,
    email: 'ivy.identity@demo.test',
  },
} as const;

const IVY = IDENTITY_CHECK_DEMO.ivy;

export async function seedIdentityCheckDemoData(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [IVY.email]);
  if (present.has(IVY.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: IVY.customerId,
          customerType: 0,
          residenceCountryCode: 'PT',
          birthDay: '1993-06-21',
          verified: false,
          isNeedKyc: true,
          dueDiligenceLevel: 0,
          createdAt: new Date('2026-11-10T09:00:00Z'),
        },
      ],
      users: [
        {
          id: IVY.userId,
          email: IVY.email,
          firstName: 'Ivy',
          lastName: 'Ilves',
          customerId: IVY.customerId,
        },
      ],
      access: [{ userId: IVY.userId, customerId: IVY.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(IVY.accountId, IVY.customerId, 'EUR', '0.00')],
    },
    async (tx) => {
      await tx
        .insert(verificationRecords.customerVerification)
        .values({
          customerId: IVY.customerId,
          requiredCategories: [DOCUMENT_CATEGORY.identity, DOCUMENT_CATEGORY.address],
          phoneConfirmed: true,
        })
        .onConflictDoNothing();
      await tx
        .insert(customerTables.addresses)
        .values({
          id: IVY.addressId,
          customerId: IVY.customerId,
          address1: 'Rua Augusta 27',
          city: 'Lisboa',
          postalCode: '1100-048',
          countryCode: 'PT',
        })
        .onConflictDoNothing();
      await tx
        .insert(companyRecords.companyPhones)
        .values({
          id: IVY.phoneId,
          customerId: IVY.customerId,
          countryCode: '351',
          number: '912345677',
          confirmed: true,
          phoneType: 2,
        })
        .onConflictDoNothing();
    },
  );
}
