import type { QueryClient } from '@tanstack/react-query';
import { ANY_KEY_PART, useDataReload as useAreaDataReload, type ReloadMap } from '@portal/remote/query';

/** A company read: its key is the company's, then the customer acted for, then the operation. */
const companyRead = (operation: string) => ['company', ANY_KEY_PART, operation] as const;

/**
 * The lists of this area each `data.reload` scope reloads (spec 03 §4 "documents, emails … are reloaded according to
 * its type"; issue 47 item 6). Keys start with the operation's name; what follows (customer, language) is any.
 */
export const ONBOARDING_RELOADS: ReloadMap = {
  // The document types, `info`, `identityVerification` and `acceptTermsLogin` (shared/api NOTIFICATION_RELOADS).
  documents: [
    // The documents of /kyc and /company-documents, and the due diligence the KYC page shows beside them.
    ['getCustomerDocuments'],
    ['getDueDiligenceInfo'],
    // The profile's addresses say whether a document is asked or out of date, and it lists the accepted terms.
    ['profile'],
    // The company page shows each representative's address, identity and control document status.
    companyRead('getBusinessDirectors'),
    companyRead('getBusinessShareholders'),
    companyRead('getBusinessOwners'),
    companyRead('getRepresentativeInfo'),
    // The legal page's documents (new terms).
    ['getLegalInfo'],
  ],
  // The username change types: the sign-in e-mail is one of the profile's, and the requests are listed with them.
  emails: [['getEmails'], ['profile'], ['getUsernameChangeRequests']],
  // The document types, `info` and `identityVerification`.
  verification: [
    // The required actions and the account's status (unverified, limited) on every verification page.
    ['getVerificationState'],
    ['getLimitReasons'],
    // A signed tax form (`info`).
    ['getTaxCertification'],
    ['getBusinessTaxCertification'],
    // The identity check's own page, once decided.
    ['identityWorkflowRun'],
  ],
  contracts: [],
  accounts: [],
  support: [],
};

/** The shell's `data.reload` reaches this area's lists; released on unmount. */
export function useDataReload(client: QueryClient): void {
  useAreaDataReload(client, ONBOARDING_RELOADS);
}
