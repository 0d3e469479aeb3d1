import { ACCOUNT_TYPES, type BusinessRegistrationDraft, type ShareholderNode } from '@portal/api/catalogue';
import { keptQuestionAnswers } from '@portal/api/registration';
import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, countries, customerAccess, customers, users } from '../../../platform/db/tables';
import {
  businessCompanies,
  businessCompanyDirectors,
  businessPersonSources,
  businessPersons,
  businessProfiles,
  businessShareholders,
  companyQuestionAnswers,
} from '../../../platform/customer/company-tables';
import { businessEmployees } from '../../../platform/customer/tables';
import type { AccessUser } from '../../../platform/customer/access';

/** spec 02 §3: account status 2 is active. */
const ACTIVE_ACCOUNT_STATUS = 2;

/** A new company's permission flags (spec 01 §3): it pays people; the rest is switched on by the bank later. */
const NEW_BUSINESS_PERMISSIONS = {
  sendMoneyPaxumUser: false,
  sendMoneyUser: true,
  requestMoney: false,
  settlementAccount: false,
  addFundsWireThirdParty: false,
  addFundsBankThirdParty: false,
};

export interface NewBusiness {
  draft: BusinessRegistrationDraft;
  ownerEmail: string;
  ownerPasswordHash: string;
  /** E.164 phones of the owner and of each person, by person id. */
  ownerPhone: string;
  personPhones: Map<string, string>;
  /** A person who becomes a user: a new user pending activation (its e-mail and an unusable password until it sets one) or an existing employee's user. */
  userOf: Map<
    string,
    { kind: 'new'; email: string; passwordHash: string } | { kind: 'existing'; userId: number }
  >;
  deviceId: string | null;
}

export type CreateBusinessOutcome =
  | { kind: 'created'; customerId: number; owner: AccessUser; invited: number }
  | { kind: 'emailTaken' }
  | { kind: 'companyRegistered' };

/** Postgres' unique-violation code, and the constraint that keeps one registration per company. */
const UNIQUE_VIOLATION = '23505';

export function createRegistrationRepository(db: Database) {
  return {
    /** Country codes of the dictionary among `codes`. */
    async knownCountries(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, [...new Set(codes)]));
      return new Set(rows.map((row) => row.code));
    },

    async companyRegistered(countryCode: string, registrationNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: businessProfiles.customerId })
        .from(businessProfiles)
        .where(
          and(
            eq(businessProfiles.registrationCountryCode, countryCode),
            eq(businessProfiles.registrationNumber, registrationNumber),
          ),
        );
      return row !== undefined;
    },

    /**
     * The whole company in one transaction (issue 29 item 5): the customer, its owner pending activation with full
     * access, a EUR payment account, the profile with the financial and due-diligence answers, the persons with their
     * sources, the companies with their directors, the shareholder tree, and each user's access. A director or owner
     * is marked on its person's or company's row alike (`isDirector`, `isOwner`). Nothing stays of a registration
     * that is refused half-way (a taken e-mail or company number, also by a registration at the same moment).
     */
    async createBusiness(input: NewBusiness): Promise<CreateBusinessOutcome> {
      const { draft } = input;
      const general = draft.generalForm;
      try {
        return await db.transaction(async (tx) => {
          const [customer] = await tx
            .insert(customers)
            .values({
              customerType: 1,
              businessName: general.businessName.trim(),
              residenceCountryCode: general.registrationCountryCode,
              taxId: general.businessTaxId.trim() || null,
              isHaveRelatedAccounts: true,
              permissions: NEW_BUSINESS_PERMISSIONS,
              isNeedKyc: true,
            })
            .returning({ id: customers.id });
          const customerId = customer!.id;
          const [owner] = await tx
            .insert(users)
            .values({
              email: input.ownerEmail,
              passwordHash: input.ownerPasswordHash,
              firstName: general.firstName.trim(),
              lastName: general.lastName.trim(),
              phone: input.ownerPhone,
              customerId,
              status: 'pendingActivation',
            })
            .onConflictDoNothing({ target: users.email })
            .returning({ id: users.id });
          if (!owner) tx.rollback();
          await tx.insert(customerAccess).values({ userId: owner!.id, customerId, accessRight: 2 });
          await tx.insert(accounts).values({
            customerId,
            type: ACCOUNT_TYPES.payment,
            currencyCode: 'EUR',
            statusId: ACTIVE_ACCOUNT_STATUS,
          });
          const financial = draft.financialInfoForm;
          const diligence = draft.dueDilligenceForm;
          await tx.insert(businessProfiles).values({
            customerId,
            tradingName: general.tradingName.trim(),
            registrationCountryCode: general.registrationCountryCode,
            registrationNumber: general.registrationNumber.trim(),
            registrationDate: general.registrationDate,
            website: general.website.trim(),
            category: general.category,
            email: input.ownerEmail,
            phone: input.ownerPhone,
            ...addressColumns(general.address),
            monthlyDepositAmount: financial.monthlyDepositAmount,
            monthlyDepositCurrencyCode: financial.monthlyDepositCurrencyCode,
            monthlyWithdrawalAmount: financial.monthlyWithdrawalAmount,
            monthlyWithdrawalCurrencyCode: financial.monthlyWithdrawalCurrencyCode,
            sourceIds: financial.sourceIds,
            purposeIds: financial.purposeIds,
            industry: financial.industry,
            industrySpecification: financial.industrySpecification.trim(),
            sourceSpecification: financial.sourceSpecification.trim(),
            purposeSpecification: financial.purposeSpecification.trim(),
            government: diligence.government === true,
            governmentDetails: diligence.government ? diligence.governmentDetails.trim() : '',
            lawsuits: diligence.lawsuits === true,
            lawsuitsDetails: diligence.lawsuits ? diligence.lawsuitsDetails.trim() : '',
            taxPayers: diligence.taxPayers === true,
            deviceId: input.deviceId,
          });
          const answers = keptQuestionAnswers(draft);
          if (answers.length > 0)
            await tx.insert(companyQuestionAnswers).values(
              answers.map((answer) => ({
                customerId,
                questionId: answer.questionId,
                answer: answer.answer,
                details: answer.details,
                controllerName: answer.name,
                controllerDate: answer.date || null,
              })),
            );

          // Persons, with the user each one becomes.
          const personIds = new Map<string, number>();
          let invited = 0;
          for (const person of draft.persons) {
            let userId: number | null = null;
            const user = input.userOf.get(person.id);
            if (user?.kind === 'existing') userId = user.userId;
            else if (user?.kind === 'new') {
              const [created] = await tx
                .insert(users)
                .values({
                  email: user.email,
                  passwordHash: user.passwordHash,
                  firstName: person.firstName.trim(),
                  lastName: person.lastName.trim(),
                  phone: input.personPhones.get(person.id) ?? null,
                  customerId,
                  status: 'pendingActivation',
                })
                .onConflictDoNothing({ target: users.email })
                .returning({ id: users.id });
              if (!created) tx.rollback();
              userId = created!.id;
              await tx.insert(businessEmployees).values({ userId, customerId });
              invited += 1;
            }
            if (userId !== null)
              await tx
                .insert(customerAccess)
                .values({ userId, customerId, accessRight: person.accessRights });
            const [row] = await tx
              .insert(businessPersons)
              .values({
                customerId,
                firstName: person.firstName.trim(),
                lastName: person.lastName.trim(),
                birthday: person.birthday,
                email: person.email.trim().toLowerCase(),
                phone: input.personPhones.get(person.id) ?? '',
                ...addressColumns(person.address),
                taxId: person.taxId.trim(),
                isDirector: draft.directors.includes(person.id),
                isOwner: draft.owners.includes(person.id),
                userId,
                accessRights: person.isUser ? person.accessRights : 0,
              })
              .returning({ id: businessPersons.id });
            personIds.set(person.id, row!.id);
            if (person.sourceOfFunds.length > 0)
              await tx.insert(businessPersonSources).values(
                person.sourceOfFunds.map((sourceId) => ({
                  personId: row!.id,
                  sourceId,
                  details: (person.sourceDetails[String(sourceId)] ?? '').trim(),
                })),
              );
          }

          const companyIds = new Map<string, number>();
          for (const company of draft.companies) {
            const [row] = await tx
              .insert(businessCompanies)
              .values({
                customerId,
                name: company.name.trim(),
                registrationCountryCode: company.registrationCountryCode,
                registrationNumber: company.registrationNumber.trim(),
                isDirector: draft.directors.includes(company.id),
                isOwner: draft.owners.includes(company.id),
              })
              .returning({ id: businessCompanies.id });
            companyIds.set(company.id, row!.id);
            if (company.directorIds.length > 0)
              await tx.insert(businessCompanyDirectors).values(
                [...new Set(company.directorIds)].map((id) => ({
                  companyId: row!.id,
                  personId: personIds.get(id)!,
                })),
              );
          }

          const insertLevel = async (level: readonly ShareholderNode[], parentId: number | null) => {
            for (const [position, node] of level.entries()) {
              const [row] = await tx
                .insert(businessShareholders)
                .values({
                  customerId,
                  parentId,
                  position,
                  personId: node.kind === 'person' ? personIds.get(node.refId)! : null,
                  companyId: node.kind === 'company' ? companyIds.get(node.refId)! : null,
                  share: node.share.trim(),
                })
                .returning({ id: businessShareholders.id });
              await insertLevel(node.children, row!.id);
            }
          };
          await insertLevel(draft.shareholders, null);

          return {
            kind: 'created',
            customerId,
            invited,
            owner: {
              userId: owner!.id,
              customerId,
              email: input.ownerEmail,
              firstName: general.firstName.trim(),
              lastName: general.lastName.trim(),
              status: 'pendingActivation',
              kind: 'businessOwner',
              businessName: general.businessName.trim(),
            },
          } satisfies CreateBusinessOutcome;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return { kind: 'emailTaken' };
        if (uniqueViolation(error, 'business_profiles_registration')) return { kind: 'companyRegistered' };
        throw error;
      }
    },

    /** The registered company's tree, for tests and the company pages: person or company ids with their shares. */
    async shareholderRows(customerId: number) {
      return db
        .select({
          id: businessShareholders.id,
          parentId: businessShareholders.parentId,
          position: businessShareholders.position,
          personId: businessShareholders.personId,
          companyId: businessShareholders.companyId,
          share: businessShareholders.share,
        })
        .from(businessShareholders)
        .where(eq(businessShareholders.customerId, customerId))
        .orderBy(businessShareholders.id);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;

function addressColumns(address: BusinessRegistrationDraft['generalForm']['address']) {
  return {
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
    countryCode: address.countryCode,
    stateCode: address.stateCode,
  };
}

/** Whether `error` (or its cause, as drizzle wraps the driver's) is a unique violation of `constraint`. */
function uniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error || isRecord(current);) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (
      record.code === UNIQUE_VIOLATION &&
      (record.constraint === undefined || record.constraint === constraint)
    )
      return true;
    current = record.cause;
    if (current === undefined) break;
  }
  return false;
}
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
