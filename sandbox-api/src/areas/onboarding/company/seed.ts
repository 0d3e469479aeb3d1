import { COMPANY_DOCUMENT_STATUS } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import * as companyRecords from '../../../platform/customer/company-tables';
import * as platformTables from '../../../platform/db/tables';
import * as companyTables from './tables';

/**
 * The company pages' demo (issue 29 item 6): Bianca Studio Ltd (customer 20003) as if registered, with its profile,
 * two addresses, documents in every state (so the company item is highlighted: spec 03 §5), a director, two
 * shareholders (one a holding company with its own shareholder), an owner (Bianca, its login), a confirmed primary
 * payment e-mail and an unconfirmed one. Inserted when missing, so running it again changes nothing.
 *
 * Stable ids, below each table's identity start: addresses and phone 901+, documents 4001+, representatives 2001+,
 * e-mails 901+. The persons and companies get their ids from their tables.
 */
const BIANCA_STUDIO = 20003;
const BIANCA_USER_ID = 503;
const S = COMPANY_DOCUMENT_STATUS;

export const COMPANY_DEMO = {
  customerId: BIANCA_STUDIO,
  registeredAddressId: 901,
  businessAddressId: 902,
  representatives: { bianca: 2001, giulia: 2002, holding: 2003, luca: 2004 },
  emails: { primary: 901, secondary: 902 },
} as const;

const R = COMPANY_DEMO.representatives;

export async function seedCompanyDemoData(db: Database): Promise<void> {
  const [present] = await db
    .select({ id: companyRecords.businessProfiles.customerId })
    .from(companyRecords.businessProfiles)
    .where(eq(companyRecords.businessProfiles.customerId, BIANCA_STUDIO));
  const [customer] = await db
    .select({ id: platformTables.customers.id })
    .from(platformTables.customers)
    .where(eq(platformTables.customers.id, BIANCA_STUDIO));
  if (present || !customer) return;

  await db.transaction(async (tx) => {
    await tx.insert(companyRecords.businessProfiles).values({
      customerId: BIANCA_STUDIO,
      tradingName: 'Bianca Studio',
      registrationCountryCode: 'IT',
      registrationNumber: 'MI-2456789',
      registrationDate: '2019-03-11',
      website: 'https://bianca-studio.example',
      category: 'freelanceCompanies',
      email: 'info@bianca-studio.example',
      phone: '+390212345678',
      address1: 'Via Tortona 27',
      address2: '',
      city: 'Milano',
      postalCode: '20144',
      countryCode: 'IT',
      stateCode: '',
      monthlyDepositAmount: '25000.00',
      monthlyDepositCurrencyCode: 'EUR',
      monthlyWithdrawalAmount: '18000.00',
      monthlyWithdrawalCurrencyCode: 'EUR',
      sourceIds: [2],
      purposeIds: [1, 2, 3],
      industry: 7,
      industrySpecification: 'Interior design and 3D visualisation',
      sourceSpecification: '',
      purposeSpecification: '',
      government: false,
      governmentDetails: '',
      lawsuits: false,
      lawsuitsDetails: '',
      taxPayers: true,
    });
    await tx.insert(companyTables.companyDetails).values({
      customerId: BIANCA_STUDIO,
      description: 'Interior design and 3D visualisation studio for shops and restaurants.',
      businessCreationDate: '2019-03-11',
      // The addresses and phone below are its registration's.
      registrationCopied: true,
    });
    await tx.insert(companyRecords.companyQuestionAnswers).values([
      {
        customerId: BIANCA_STUDIO,
        questionId: 'businessAnotherAccount',
        answer: 'yes',
        details: 'A current account at Banca Milanese',
      },
      {
        customerId: BIANCA_STUDIO,
        questionId: 'controlAccount',
        answer: '2',
        controllerName: 'Marco Bianchi',
        controllerDate: '2024-05-02',
      },
    ]);
    await tx.insert(companyRecords.companyPhones).values({
      id: 901,
      customerId: BIANCA_STUDIO,
      countryCode: '39',
      number: '0212345678',
      confirmed: true,
    });
    await tx.insert(companyRecords.companyAddresses).values([
      {
        id: COMPANY_DEMO.registeredAddressId,
        customerId: BIANCA_STUDIO,
        address1: 'Via Tortona 27',
        city: 'Milano',
        postalCode: '20144',
        countryCode: 'IT',
        addressStatus: 2,
        confirmed: true,
      },
      {
        id: COMPANY_DEMO.businessAddressId,
        customerId: BIANCA_STUDIO,
        address1: 'Corso Como 10',
        address2: 'Studio 4',
        city: 'Milano',
        postalCode: '20154',
        countryCode: 'IT',
        addressStatus: 1,
      },
    ]);
    const uploaded = (day: string) => new Date(`${day}T09:00:00Z`);
    await tx.insert(companyTables.companyDocuments).values([
      {
        id: 4001,
        customerId: BIANCA_STUDIO,
        category: 4,
        documentTypeId: 1,
        documentType: 'Certificate of incorporation',
        statusId: S.confirmed,
        uploadedAt: uploaded('2021-05-20'),
        issuedDate: '2019-03-11',
      },
      {
        id: 4002,
        customerId: BIANCA_STUDIO,
        category: 4,
        documentTypeId: 2,
        documentType: 'Articles of association',
        statusId: S.pending,
        uploadedAt: uploaded('2025-10-02'),
        issuedDate: '2019-03-11',
      },
      {
        id: 4003,
        customerId: BIANCA_STUDIO,
        category: 9,
        documentTypeId: 4,
        documentType: 'Register of shareholders',
        statusId: S.rejected,
        uploadedAt: uploaded('2025-10-02'),
        rejectReason: 'The scan is cut off: upload every page.',
      },
      {
        id: 4004,
        customerId: BIANCA_STUDIO,
        addressId: COMPANY_DEMO.registeredAddressId,
        category: 8,
        documentTypeId: 6,
        documentType: 'Proof of business address',
        statusId: S.confirmed,
        uploadedAt: uploaded('2021-05-20'),
        issuedDate: '2021-05-01',
        expiresDate: '2031-05-01',
      },
      {
        id: 4005,
        customerId: BIANCA_STUDIO,
        addressId: COMPANY_DEMO.businessAddressId,
        category: 7,
        documentTypeId: 6,
        documentType: 'Proof of business address',
        statusId: S.expired,
        uploadedAt: uploaded('2022-01-10'),
        issuedDate: '2022-01-01',
        expiresDate: '2025-01-01',
      },
      {
        id: 4006,
        customerId: BIANCA_STUDIO,
        category: 10,
        documentTypeId: 7,
        documentType: 'Board resolution',
        statusId: S.submitted,
        uploadedAt: uploaded('2025-11-03'),
      },
      {
        id: 4007,
        customerId: BIANCA_STUDIO,
        category: 11,
        documentTypeId: 99,
        documentType: 'Other document',
        statusId: S.confirmed,
        uploadedAt: uploaded('2021-05-20'),
      },
    ]);

    const person = (values: Partial<typeof companyRecords.businessPersons.$inferInsert>) => ({
      customerId: BIANCA_STUDIO,
      firstName: '',
      lastName: '',
      birthday: '1980-01-01',
      email: '',
      phone: '',
      address1: '',
      address2: '',
      city: 'Milano',
      postalCode: '',
      countryCode: 'IT',
      stateCode: '',
      taxId: '',
      ...values,
    });
    const [bianca, giulia, luca] = await tx
      .insert(companyRecords.businessPersons)
      .values([
        person({
          firstName: 'Bianca',
          lastName: 'Rossi',
          birthday: '1986-09-14',
          email: 'bianca.business@demo.test',
          phone: '+393471234567',
          address1: 'Via Savona 12',
          postalCode: '20144',
          taxId: 'RSSBNC86P54F205X',
          isOwner: true,
          userId: BIANCA_USER_ID,
          accessRights: 2,
        }),
        person({
          firstName: 'Giulia',
          lastName: 'Conti',
          birthday: '1979-02-03',
          email: 'giulia.conti@bianca-studio.example',
          phone: '+393489876543',
          address1: 'Via Padova 88',
          postalCode: '20127',
          taxId: 'CNTGLI79B43F205K',
          isDirector: true,
        }),
        person({
          firstName: 'Luca',
          lastName: 'Ferri',
          birthday: '1972-11-30',
          email: 'luca.ferri@ferri-holding.example',
          phone: '+390116543210',
          address1: 'Corso Francia 140',
          city: 'Torino',
          postalCode: '10143',
          taxId: 'FRRLCU72S30L219B',
        }),
      ])
      .returning({ id: companyRecords.businessPersons.id });
    const [holding] = await tx
      .insert(companyRecords.businessCompanies)
      .values({
        customerId: BIANCA_STUDIO,
        name: 'Ferri Holding S.r.l.',
        registrationCountryCode: 'IT',
        registrationNumber: 'TO-1122334',
      })
      .returning({ id: companyRecords.businessCompanies.id });
    // Luca directs the holding too; not stored in business_company_directors, whose rows the registration test
    // reads whole (the company pages show no directors of a shareholder company).
    const [, holdingNode] = await tx
      .insert(companyRecords.businessShareholders)
      .values([
        { customerId: BIANCA_STUDIO, position: 0, personId: bianca!.id, share: '60' },
        { customerId: BIANCA_STUDIO, position: 1, companyId: holding!.id, share: '40' },
      ])
      .returning({ id: companyRecords.businessShareholders.id });
    await tx.insert(companyRecords.businessShareholders).values({
      customerId: BIANCA_STUDIO,
      parentId: holdingNode!.id,
      position: 0,
      personId: luca!.id,
      share: '100',
    });
    // Document statuses of each (spec 03 §5): Giulia's rejected address document asks for action.
    await tx.insert(companyRecords.companyRepresentatives).values([
      {
        id: R.bianca,
        customerId: BIANCA_STUDIO,
        personId: bianca!.id,
        addressDocumentStatus: S.confirmed,
        identityDocumentStatus: S.confirmed,
      },
      {
        id: R.giulia,
        customerId: BIANCA_STUDIO,
        personId: giulia!.id,
        addressDocumentStatus: S.rejected,
        identityDocumentStatus: S.pending,
      },
      {
        id: R.holding,
        customerId: BIANCA_STUDIO,
        companyId: holding!.id,
        controlDocumentStatus: S.confirmed,
      },
      { id: R.luca, customerId: BIANCA_STUDIO, personId: luca!.id, identityDocumentStatus: S.confirmed },
    ]);
    await tx.insert(companyRecords.companyEmails).values([
      {
        id: COMPANY_DEMO.emails.primary,
        customerId: BIANCA_STUDIO,
        emailAddress: 'payments@bianca-studio.example',
        isPrimary: true,
        confirmed: true,
      },
      {
        id: COMPANY_DEMO.emails.secondary,
        customerId: BIANCA_STUDIO,
        emailAddress: 'accounts@bianca-studio.example',
      },
    ]);
  });
}
