import { sha256Hex } from '../../../platform/lib/crypto';
import type { Database } from '../../../platform/db/client';
import * as companyRecords from '../../../platform/customer/company-tables';
import * as verificationRecords from '../../../platform/customer/verification-tables';
import * as selfCertificationTables from './tables';
import {
  DEMO_PERMISSIONS,
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
} from '../../../platform/db/seed-helpers';

/**
 * Tax self-certification's demo (issue 30 item 5; README):
 * - Tess Tax Ltd (`tess.tax@demo.test`, a company of its own in the company choice) has not certified: its
 *   self-certification is required, so signing in leads to the business splash (spec 01 §4 business routing). It has
 *   a registered office and a place of business, and a director, Rhys Reed, whose link certifies him signed out:
 *   `/self-certification-representative?secret=` + `TAX_CERTIFICATION_DEMO.representativeSecret`.
 * - Petra (`petra.tax@demo.test`, personal) must certify: her verification facts say the tax-residency
 *   self-certification is missing (spec 03 §4 "Required-action count": FATCA), so she lands on the splash too.
 *
 * Stable ids below each table's identity start: users 930–931, customers 20930–20931, accounts 100930–100931,
 * company addresses 931–932, representative 2960. Inserted when missing, so running it again changes nothing.
 */
export const TAX_CERTIFICATION_DEMO = {
  tess: {
    userId: 930,
    customerId: 20930,
    accountId: 100930,
    email: 'tess.tax@demo.test',
    businessName: 'Tess Tax Ltd',
    addresses: { registered: 931, business: 932 },
    representativeId: 2960,
  },
  petra: { userId: 931, customerId: 20931, accountId: 100931, email: 'petra.tax@demo.test' },
  /** The demo representative link's auth secret (a real one is random and mailed to the representative). */
  representativeSecret: 'demo-representative-tess-7f3a9c2e5b14d608',
} as const;

const TESS = TAX_CERTIFICATION_DEMO.tess;
const PETRA = TAX_CERTIFICATION_DEMO.petra;

/** How the sandbox keeps a representative link's secret: its sha256 only (areas/onboarding/self-certification/service.ts). */
export const representativeSecretHash = (secret: string) => sha256Hex(`tax-representative|${secret}`);

async function seedTess(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [TESS.email]);
  if (present.has(TESS.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: TESS.customerId,
          customerType: 1,
          businessName: TESS.businessName,
          residenceCountryCode: 'GB',
          taxId: '1234567890',
          isHaveRelatedAccounts: true,
          permissions: DEMO_PERMISSIONS,
          verified: true,
          dueDiligenceLevel: 2,
          selfCertification: 'required',
          createdAt: new Date('2025-02-03T09:00:00Z'),
        },
      ],
      users: [
        {
          id: TESS.userId,
          email: TESS.email,
          firstName: 'Tess',
          lastName: 'Taylor',
          customerId: TESS.customerId,
        },
      ],
      access: [{ userId: TESS.userId, customerId: TESS.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(TESS.accountId, TESS.customerId, 'GBP', '12500.00')],
    },
    async (tx) => {
      await tx.insert(companyRecords.companyAddresses).values([
        {
          id: TESS.addresses.registered,
          customerId: TESS.customerId,
          address1: '12 Ledger Lane',
          city: 'London',
          postalCode: 'EC2A 4NE',
          countryCode: 'GB',
          confirmed: true,
        },
        {
          id: TESS.addresses.business,
          customerId: TESS.customerId,
          address1: '4 Quay Street',
          city: 'Manchester',
          postalCode: 'M3 3JE',
          countryCode: 'GB',
          confirmed: true,
        },
      ]);
      const [person] = await tx
        .insert(companyRecords.businessPersons)
        .values({
          customerId: TESS.customerId,
          firstName: 'Rhys',
          lastName: 'Reed',
          birthday: '1979-06-21',
          email: 'rhys.reed@tess-tax.example',
          phone: '+447700900777',
          address1: '9 Albion Street',
          address2: '',
          city: 'Leeds',
          postalCode: 'LS1 5AA',
          countryCode: 'GB',
          stateCode: '',
          taxId: 'QQ123456B',
          isDirector: true,
        })
        .returning({ id: companyRecords.businessPersons.id });
      await tx
        .insert(companyRecords.companyRepresentatives)
        .values({ id: TESS.representativeId, customerId: TESS.customerId, personId: person!.id });
      await tx.insert(selfCertificationTables.taxRepresentativeSecrets).values({
        representativeId: TESS.representativeId,
        secretHash: representativeSecretHash(TAX_CERTIFICATION_DEMO.representativeSecret),
      });
    },
  );
}

async function seedPetra(db: Database): Promise<void> {
  const present = await presentDemoEmails(db, [PETRA.email]);
  if (present.has(PETRA.email)) return;
  await insertDemoRows(
    db,
    {
      customers: [
        {
          id: PETRA.customerId,
          customerType: 0,
          residenceCountryCode: 'PT',
          birthDay: '1987-09-14',
          verified: true,
          dueDiligenceLevel: 2,
          createdAt: new Date('2025-05-12T09:00:00Z'),
        },
      ],
      users: [
        {
          id: PETRA.userId,
          email: PETRA.email,
          firstName: 'Petra',
          lastName: 'Pires',
          customerId: PETRA.customerId,
        },
      ],
      access: [{ userId: PETRA.userId, customerId: PETRA.customerId, accessRight: FULL_ACCESS }],
      accounts: [demoPaymentAccount(PETRA.accountId, PETRA.customerId, 'EUR', '2150.00')],
    },
    async (tx) => {
      // Verified and nothing else to prove: only the tax-residency self-certification is missing.
      await tx
        .insert(verificationRecords.customerVerification)
        .values({ customerId: PETRA.customerId, taxResidencyDocumentStatus: 'none' })
        .onConflictDoNothing();
    },
  );
}

export async function seedTaxCertificationDemoData(db: Database): Promise<void> {
  await seedTess(db);
  await seedPetra(db);
}
