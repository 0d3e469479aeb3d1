/**
 * A business's own details, payment e-mails and users (spec 03 §2 company menu, §3 "Company info", "Address", "Phone
 * and email", "Representative and resolution", §5 "Company action is required", §6; issue 29 item 6). Every call acts
 * for the acting customer, which must be a business.
 */

import type { AdditionalQuestionAnswer } from './registration';

/** Document statuses of company and representative documents (spec 02 §3 / 03 §3): 1 and 2 need nothing more. */
export const COMPANY_DOCUMENT_STATUS = {
  submitted: 0,
  pending: 1,
  confirmed: 2,
  rejected: 3,
  canceled: 4,
  expired: 5,
} as const;

/** Representative roles by position id (spec 03 §3): 2 director; 6 and 9 shareholder; 8 owner; any other an authorised user. */
export const POSITION_IDS = { director: 2, shareholder: 6, shareholderCompany: 9, owner: 8 } as const;
export type RepresentativeRole = 'director' | 'shareholder' | 'owner' | 'authorisedUser';

export interface CompanyDocument {
  id: number;
  documentTypeId: number;
  documentType: string;
  statusId: number;
  uploaded: string;
  issuedDate: string | null;
  expiresDate: string | null;
  rejectReason: string | null;
}

/** spec 03 §3 "Address": a created or replaced address gets addressStatus 1. */
export interface CompanyAddress {
  addressId: number;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  stateName: string;
  addressStatus: number;
  confirmed: boolean;
  isDocumentOutOfDate: boolean;
  isDocumentRequired: boolean;
  isCardDocumentRequired: boolean;
  uploadedDocuments: CompanyDocument[];
}

export interface CompanyPhone {
  id: number;
  countryCode: string;
  number: string;
  confirmed: boolean;
  status: 'Primary' | 'Secondary';
}

/** spec 03 §3 "Company info": every field. */
export interface CompanyInfo {
  name: string;
  registrationCountryCode: string;
  tradingName: string;
  email: string;
  registrationNumber: string;
  registrationDate: string;
  businessTaxId: string;
  website: string;
  description: string;
  verified: boolean;
  limited: boolean;
  businessCreationDate: string;
  addresses: CompanyAddress[];
  corporateDocuments: CompanyDocument[];
  corporateDocumentStatus: number | null;
  dueDiligenceQuestionnaire: {
    government: boolean;
    governmentDetails: string;
    lawsuits: boolean;
    lawsuitsDetails: string;
    taxPayers: boolean;
  } | null;
  financialDetail: {
    monthlyDepositAmount: string;
    monthlyDepositCurrencyCode: string;
    monthlyWithdrawalAmount: string;
    monthlyWithdrawalCurrencyCode: string;
    sourceIds: number[];
    purposeIds: number[];
    industry: number;
  } | null;
  financialInstitution: boolean;
  isConverted: boolean;
  sourceOfWealthDocuments: CompanyDocument[];
  additionalDocuments: CompanyDocument[];
  additionalDocumentStatus: number | null;
  phone: CompanyPhone | null;
  additionalQuestionAnswers: AdditionalQuestionAnswer[];
}

/**
 * A director, shareholder or owner (spec 03 §3 "Representative"): a person, or for shareholders also a company. The
 * document statuses are null when not asked for; a representative needs action when one is set but not 1 or 2.
 */
export interface Representative {
  representativeId: number;
  positionIds: number[];
  kind: 'person' | 'company';
  /** A person's full name or a company's name. */
  name: string;
  email: string;
  /** Shareholders: own share of their parent, and their effective share of the company, decimal strings. */
  share: string | null;
  effectiveShare: string | null;
  /** The shareholder this one holds through (a company), or null at the top. */
  parentId: number | null;
  addressDocumentStatus: number | null;
  identityDocumentStatus: number | null;
  controlDocumentStatus: number | null;
  /** The user this person is, if they have access. */
  userId: number | null;
}
export interface RepresentativesResponse {
  representatives: Representative[];
}

export interface RepresentativeRequest {
  representativeId: number;
}
export interface RepresentativeInfo extends Representative {
  firstName: string;
  lastName: string;
  birthday: string;
  phone: string;
  taxId: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    postalCode: string;
    countryCode: string;
    stateCode: string;
  };
  /** spec 03 §3 "Address": 1 once created or replaced; and whether the customer confirmed it (a person's only). */
  addressStatus: number;
  addressConfirmed: boolean;
}
/** "Representative address create" (spec 03 §7): a person's new address, replacing the one on file. */
export interface CreateRepresentativeAddressRequest {
  representativeId: number;
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string;
}
/** Deleting a representative: done while the company keeps its rules; force is an administrator's (spec 03 §6). */
export interface DeleteRepresentativeRequest {
  representativeId: number;
  force?: boolean;
}

/** A user of the company with their access right (spec 03 §6: 0–4 assignable, 5 marks an authorised user). */
export interface CompanyUser {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  accessRights: number;
  /** active, or pendingActivation until the employee link is used. */
  status: 'active' | 'pendingActivation';
  /** The company's own login (its owner): their right cannot be changed nor they removed. */
  isOwner: boolean;
}
export interface CompanyUsersResponse {
  users: CompanyUser[];
}

/** The access rights a user may be given (spec 03 §5 "Access-right lists hide right id 5"). */
export interface AccessRightOption {
  id: number;
  name: string;
}
export interface AccessRightsResponse {
  accessRights: AccessRightOption[];
}

/** Representatives who are not users yet, who may be given access. */
export interface PotentialUser {
  representativeId: number;
  name: string;
  email: string;
}
export interface PotentialUsersResponse {
  potentialUsers: PotentialUser[];
}

/** Adds a user: a representative by id, or a person by e-mail (a new employee login, or an existing employee's). */
export type AddCompanyUserRequest =
  | { kind: 'representative'; representativeId: number; accessRights: number }
  | { kind: 'personal'; email: string; firstName: string; lastName: string; accessRights: number };
export interface AddCompanyUserResponse {
  userId: number;
  /** An activation link was e-mailed (a new login); false for an existing employee. */
  invited: boolean;
}
export interface ChangeCompanyUserRightRequest {
  userId: number;
  accessRights: number;
}
export interface RemoveCompanyUserRequest {
  userId: number;
}

/** The resolution naming who represents the company (spec 03 §3): the representatives, its status and signers. */
export interface Resolution {
  businessRepresentativeIds: number[];
  statusId: number | null;
  signers: string[];
  sentAt: string | null;
}
export interface SendResolutionRequest {
  businessRepresentativeIds: number[];
  signers: string[];
}

/** The company's declaration and escort statement: a text the company confirms and sends (spec 03 §7). */
export type StatementKind = 'declaration' | 'escortStatement';
export interface CompanyStatement {
  text: string;
  statusId: number | null;
  sentAt: string | null;
}
export interface SendStatementRequest {
  text: string;
}

/** spec 03 §3 "Phone and email": a payment e-mail of the company. */
export interface CompanyEmail {
  emailId: number;
  emailAddress: string;
  status: 'Primary' | 'Secondary';
  confirmed: boolean;
}
export interface EmailsResponse {
  emails: CompanyEmail[];
}
export interface AddEmailRequest {
  emailAddress: string;
}
export interface EmailIdRequest {
  emailId: number;
}
export interface ConfirmEmailCodeRequest {
  emailId: number;
  confirmationCode: string;
}
