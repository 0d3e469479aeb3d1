/**
 * Tax self-certification, FATCA and CRS (spec 03 §2 self-certification routes, §3 "Tax certification (FATCA/CRS)",
 * §5 "Tax ID", §7 "Tax certification"; issue 30 item 5): where a person or a company is tax resident and under which
 * tax ids, whether they are a US person, a company's FATCA/CRS classification with its controlling persons, and the
 * forms that go with it (the self-certification itself, a W-8BEN or a W-9 signed electronically, a certificate of
 * loss of nationality). The rules that check and build the payloads are in `@portal/api/tax-certification`, the
 * tax-id table in `@portal/api/tax-ids`.
 */
import type { VerificationStatus } from './verification';

/** Why a tax id is not given (spec 03 §3 "TIN missing reasons"). */
export const TIN_MISSING_REASONS = ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED'] as const;
export type TinMissingReason = (typeof TIN_MISSING_REASONS)[number];

/** A company's kind for FATCA/CRS (spec 03 §3 "entityType"). */
export const TAX_ENTITY_TYPES = ['financial-institution', 'investment', 'general'] as const;
export type TaxEntityType = (typeof TAX_ENTITY_TYPES)[number];

/** One residence country with its tax id, or why there is none (spec 03 §3 "taxIds items"). */
export interface TaxIdEntry {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Empty when a missing reason is given. */
  taxId: string;
  /** Sent only when no tax id is given (spec 03 §5). */
  tinMissingReason?: TinMissingReason;
  /** Sent only with CANNOT_OBTAIN (spec 03 §5). */
  tinMissingExplanation?: string;
}

/** A natural person who controls a passive company (CRS "controlling person"; spec 03 §3 `controllingPersons`). */
export interface ControllingPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Where the person lives (ISO alpha-2). */
  residenceCountryCode: string;
  taxIds: TaxIdEntry[];
}

/**
 * The business questions (spec 03 §3 "Questions"), each shown only after the answer it depends on
 * (`visibleBusinessQuestions` of `@portal/api/tax-certification`); a hidden one is null.
 */
export interface BusinessTaxQuestions {
  /** Global Intermediary Identification Number, `XXXXXX.XXXXX.XX.XXX`. */
  giin: string | null;
  /** Why a financial institution has no GIIN. */
  giinMissingReason: string | null;
  isFinancialInstitution: boolean | null;
  isUsingClientFunds: boolean | null;
  isManagedByFinancialInstitution: boolean | null;
  isPubliclyTraded: boolean | null;
  companySecurityMarket: string | null;
  /** The company's ticker symbol (the spec's field name). */
  companyTicket: string | null;
  isOwnPubliclyTradedCompany: boolean | null;
  companyOwnedByYouSecurityMarket: string | null;
  companyOwnedByYouSecurityName: string | null;
  companyOwnedByYouSecurityTicket: string | null;
  isEarnPassiveIncome: boolean | null;
}
export type BusinessTaxQuestion = keyof BusinessTaxQuestions;

/** The W-form a certification asks for: a W-9 of a US person, else a W-8BEN (spec 03 §3). */
export const TAX_W_FORMS = ['W8BEN', 'W9'] as const;
export type TaxWForm = (typeof TAX_W_FORMS)[number];

/** One of the certification's documents (spec 03 §3 "Document id, status and url"). */
export interface TaxCertificationDocument {
  /** null until the document exists. */
  id: number | null;
  status: VerificationStatus;
  /** Where the signed document can be read; null until then. */
  url: string | null;
}

/** The documents' statuses (spec 03 §3 "Info object"); the verification state carries the same four. */
export interface TaxCertificationInfo {
  w9FormDocumentStatus: VerificationStatus;
  certificateOfLossOfNationalityDocumentStatus: VerificationStatus;
  taxResidencySelfCertificationDocumentStatus: VerificationStatus;
  w8BenFormDocumentStatus: VerificationStatus;
}

/** Who certifies: a person for themselves, a company, or a company's representative by a secret link. */
export type TaxCertificationKind = 'personal' | 'business' | 'representative';

/** An address of the company to name as its registered office or place of business (ours: the choice's options). */
export interface TaxCertificationAddress {
  addressId: number;
  /** One line: street, city, postal code, country. */
  label: string;
}

/** A certification as kept (spec 03 §3 "Tax certification (FATCA/CRS)"). */
export interface TaxCertification extends BusinessTaxQuestions {
  kind: TaxCertificationKind;
  /** The person's or the company's name. */
  name: string;
  /** When it was last submitted, ISO; null before. */
  signedAt: string | null;
  /** A company's country of registration; null for a person. */
  registrationCountryCode: string | null;
  entityType: TaxEntityType | null;
  /** Anything that points to the United States (birthplace, address, phone, standing order). */
  hasUSIndicia: boolean | null;
  isUSTaxPayer: boolean | null;
  /**
   * Ours: a person with US indicia who is not a US taxpayer because they gave up US citizenship; they upload a
   * certificate of loss of nationality (spec 03 §5 "The loss-of-nationality certificate is uploaded as a file").
   */
  renouncedUSCitizenship: boolean | null;
  placeOfBusinessAddressId: number | null;
  registeredAddressId: number | null;
  controllingPersons: ControllingPerson[];
  taxIds: TaxIdEntry[];
  selfCertificationDocument: TaxCertificationDocument;
  w8BenFormDocument: TaxCertificationDocument;
  w9FormDocument: TaxCertificationDocument;
  lossOfNationalityDocument: TaxCertificationDocument;
  info: TaxCertificationInfo;
  /** A company's addresses to choose from; empty for a person. */
  addresses: TaxCertificationAddress[];
}

/** A person's answers (personal and representative update). */
export interface PersonalTaxCertificationFields {
  taxIds: TaxIdEntry[];
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  /** Null, as a get answers it, is the same as leaving it out. */
  renouncedUSCitizenship?: boolean | null;
}
export type UpdateTaxCertificationRequest = PersonalTaxCertificationFields;

/** A company's answers (business update): the questions shown are required, the hidden ones are left out. */
export interface UpdateBusinessTaxCertificationRequest extends Partial<BusinessTaxQuestions> {
  registrationCountryCode: string;
  entityType: TaxEntityType;
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  placeOfBusinessAddressId?: number | null;
  registeredAddressId?: number | null;
  controllingPersons: ControllingPerson[];
  taxIds: TaxIdEntry[];
}

/** The representative's calls carry the auth secret of their link (spec 01 §7, spec 03 §2). */
export interface RepresentativeSecretRequest {
  secret: string;
}
export type UpdateRepresentativeTaxCertificationRequest = RepresentativeSecretRequest &
  PersonalTaxCertificationFields;

/** The W-form to sign electronically (spec 03 §7 "W-form upload"). */
export interface UploadTaxWFormRequest {
  formType: TaxWForm;
}
/** Where the signers sign (spec 03 §7 "returns signData with clientId and signUrls"). */
export interface TaxSignData {
  clientId: string;
  signUrls: string[];
}
export interface UploadTaxWFormResponse {
  signData: TaxSignData;
}

/** The certificate of loss of nationality: multipart, the file as `document` (spec 03 §7). */
export type UploadLossOfNationalityRequest = Record<string, never>;
export interface UploadLossOfNationalityResponse {
  document: TaxCertificationDocument;
}

/** The query parameter of the sandbox's e-signature page that says where to go back (ours). */
export const E_SIGN_RETURN_PARAM = 'returnUrl';
/** The certificate's multipart part (spec 03 §7 "the file as document"). */
export const LOSS_OF_NATIONALITY_FILE_PART = 'document';
