import {
  COMPANY_DOCUMENT_STATUS,
  type CompanyAddress,
  type CompanyDocument,
  type CompanyInfo,
} from '@portal/api/catalogue';
import { stateName } from '../../../platform/customer/states';
import { companyLookups, type CompanyServiceDeps } from './company-lookup';
import type { StoredDocument } from './repository';

/** Which of a company's documents go where (spec 03 §3 categories): corporate 4 and 9, source of wealth 11. */
const CORPORATE_CATEGORIES = new Set([4, 9]);
const SOURCE_OF_WEALTH_CATEGORY = 11;
/** What a set of document statuses says as one, the most pressing first: rejected, expired, canceled, submitted... */
const STATUS_PRECEDENCE = [
  COMPANY_DOCUMENT_STATUS.rejected,
  COMPANY_DOCUMENT_STATUS.expired,
  COMPANY_DOCUMENT_STATUS.canceled,
  COMPANY_DOCUMENT_STATUS.submitted,
  COMPANY_DOCUMENT_STATUS.pending,
  COMPANY_DOCUMENT_STATUS.confirmed,
];
/** Address documents that stand: submitted, pending or confirmed. */
const STANDING_STATUSES = new Set<number>([
  COMPANY_DOCUMENT_STATUS.submitted,
  COMPANY_DOCUMENT_STATUS.pending,
  COMPANY_DOCUMENT_STATUS.confirmed,
]);

export function overallStatus(documents: readonly CompanyDocument[]): number | null {
  if (documents.length === 0) return null;
  const statuses = new Set(documents.map((document) => document.statusId));
  return STATUS_PRECEDENCE.find((status) => statuses.has(status)) ?? documents[0]!.statusId;
}

const toDocument = ({ category: _category, addressId: _addressId, ...document }: StoredDocument) => document;

/** spec 03 §3: what the company info page shows. */
export function createCompanyInfoService({ repository, clock }: CompanyServiceDeps) {
  const { business } = companyLookups(repository);
  return {
    /** spec 03 §3 "Company info": every field, empty strings for what is not known. */
    async getBusinessInfo(customerId: number): Promise<CompanyInfo> {
      const company = await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const [addresses, documents, phone, answers, emails] = [
        await repository.addresses(customerId),
        await repository.documents(customerId),
        await repository.primaryPhone(customerId),
        await repository.questionAnswers(customerId),
        await repository.emails(customerId),
      ];
      const today = clock.now().toISOString().slice(0, 10);
      const { profile, details } = company;
      const unattached = documents.filter((document) => document.addressId === null);
      const corporateDocuments = unattached.filter((document) => CORPORATE_CATEGORIES.has(document.category));
      const additionalDocuments = unattached.filter(
        (document) =>
          !CORPORATE_CATEGORIES.has(document.category) && document.category !== SOURCE_OF_WEALTH_CATEGORY,
      );
      return {
        name: company.businessName,
        registrationCountryCode: profile?.registrationCountryCode ?? company.residenceCountryCode,
        tradingName: profile?.tradingName ?? '',
        email: profile?.email ?? emails.find((email) => email.status === 'Primary')?.emailAddress ?? '',
        registrationNumber: profile?.registrationNumber ?? '',
        registrationDate: profile?.registrationDate ?? '',
        businessTaxId: company.taxId,
        website: profile?.website ?? '',
        description: details?.description ?? '',
        verified: company.verified,
        limited: company.limited,
        businessCreationDate: details?.businessCreationDate ?? company.createdAt.toISOString().slice(0, 10),
        addresses: addresses.map((address): CompanyAddress => {
          const own = documents.filter((document) => document.addressId === address.addressId);
          return {
            ...address,
            stateName: stateName(address.countryCode, address.stateCode) ?? '',
            isDocumentOutOfDate: own.some(
              (document) =>
                document.statusId === COMPANY_DOCUMENT_STATUS.expired ||
                (document.expiresDate !== null && document.expiresDate < today),
            ),
            isDocumentRequired: !own.some((document) => STANDING_STATUSES.has(document.statusId)),
            // spec 03 §4 "Account status" 4: the card-document flag is always false.
            isCardDocumentRequired: false,
            uploadedDocuments: own.map(toDocument),
          };
        }),
        corporateDocuments: corporateDocuments.map(toDocument),
        corporateDocumentStatus: overallStatus(corporateDocuments),
        dueDiligenceQuestionnaire: profile
          ? {
              government: profile.government,
              governmentDetails: profile.governmentDetails,
              lawsuits: profile.lawsuits,
              lawsuitsDetails: profile.lawsuitsDetails,
              taxPayers: profile.taxPayers,
            }
          : null,
        financialDetail: profile
          ? {
              monthlyDepositAmount: profile.monthlyDepositAmount,
              monthlyDepositCurrencyCode: profile.monthlyDepositCurrencyCode,
              monthlyWithdrawalAmount: profile.monthlyWithdrawalAmount,
              monthlyWithdrawalCurrencyCode: profile.monthlyWithdrawalCurrencyCode,
              sourceIds: profile.sourceIds,
              purposeIds: profile.purposeIds,
              industry: profile.industry,
            }
          : null,
        financialInstitution: details?.financialInstitution ?? false,
        isConverted: details?.isConverted ?? false,
        sourceOfWealthDocuments: unattached
          .filter((document) => document.category === SOURCE_OF_WEALTH_CATEGORY)
          .map(toDocument),
        additionalDocuments: additionalDocuments.map(toDocument),
        additionalDocumentStatus: overallStatus(additionalDocuments),
        phone,
        additionalQuestionAnswers: answers,
      };
    },
  };
}
