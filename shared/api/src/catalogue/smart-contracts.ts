/**
 * Revenue-split smart contracts between companies (spec 03 §2 routes and menu badge, §3 "Contract", §4 "Contracts",
 * §5 create rules, §7 "Smart contracts", §8 contract service 403/404, §9 page size; issue 32).
 *
 * The contract service is a back-end service of its own (DESIGN §3: one client per service): its paths, as the spec
 * names them, live under `CONTRACT_SERVICE_PATH` on the back end (the portal's server forwards that prefix; `/company`
 * alone would shadow the portal's own /company page). Its failures are HTTP 400 (bad input, `errors` listed), 403 (a
 * transition the state machine refuses, or no right) and 404 (no such contract for this customer), each with a
 * `message` the portal shows in its popup (spec 03 §8).
 *
 * Which status leads to which is not in the spec ("not shown", §4): `CONTRACT_TRANSITIONS` below is our design, the one
 * table the sandbox enforces on every call and the portal draws for the customer.
 */
import { CHANGES, READS, type OperationAccess } from './authorization';
import {
  type ContractStatus,
  type IdentificationStatus,
  type ContractEventType,
} from './smart-contract-statuses';

export const CONTRACT_SERVICE_PATH = '/contract-service';

/** Why smart contracts are not offered to a customer; see {@link contractsRefusal}. */
export type ContractsRefusal = 'featureOff' | 'personal' | 'unverified';

/**
 * The one rule of spec 03 §2 ("hidden unless verified and the feature is enabled"; contracts are between companies):
 * the brand's `contractsEnable`, a business customer, verified. The menu, the contract routes and the contract
 * service all ask it (issue 47 item 4). `customerType` as either side has it: 0 personal, 1 or 2 business.
 * @returns null when contracts are offered, else why not
 */
export function contractsRefusal(facts: {
  contractsEnable: boolean;
  customerType: number;
  verified: boolean;
}): ContractsRefusal | null {
  if (!facts.contractsEnable) return 'featureOff';
  if (facts.customerType === 0) return 'personal';
  if (!facts.verified) return 'unverified';
  return null;
}

/** What the contract service answers (403) for each refusal; the portal's pages say it in the customer's language. */
export const CONTRACTS_REFUSAL_TEXTS: Record<ContractsRefusal, string> = {
  featureOff: 'Smart contracts are not offered on this portal.',
  personal: 'Smart contracts are between companies: only a business customer can use them.',
  unverified: 'Smart contracts open once your company is verified.',
};

/** spec 03 §7 "Smart contracts", relative to `CONTRACT_SERVICE_PATH`. */
export const CONTRACT_PATHS = {
  /** `GET` the list (filters, order, page; meta counts); `PUT` creates. */
  contracts: '/contract',
  /** `GET` one (ours: the spec names no path for it; the detail page needs it). */
  contract: '/contract/:id',
  stats: '/contract/stats',
  verify: '/contract/verify',
  checkSigner: '/contract/:id/checkSigner',
  cancel: '/contract/:id/cancel',
  reject: '/contract/:id/reject',
  terminate: '/contract/:id/terminate',
  terminateCancel: '/contract/:id/terminateCancel',
  terminateNow: '/contract/:id/terminateNow',
  pdfUrl: '/contract/:id/pdfUrl',
  /** The PDF itself (ours), reached through the short-lived link `pdfUrl` answers. */
  pdf: '/contract/:id/pdf',
  signUrl: '/contract/:id/signUrl',
  identificationStarted: '/contract/:id/identificationStarted',
  identificationPush: '/contract/:id/identificationPush',
  signerIdentification: '/split-pay-signer-identification',
  customerLookup: '/customer/lookup',
  companies: '/company',
  /**
   * spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink": `POST` a contract as the create form
   * holds it (the create payload), answered with a short-lived link to its PDF, before anything is created.
   */
  pdfGenerator: '/pdf-generator',
  /** The generated PDF (ours), reached through the `redirectLink` the generator answers (`?token=`). */
  generatedPdf: '/pdf-generator/pdf',
} as const;

/** The sandbox's embedded e-signature page (`signUrl` points here, with its token) and the payer's identity check. */
export const CONTRACT_SIGN_PAGE_PATH = '/sandbox/contract-sign/:token';
export const CONTRACT_IDENTIFICATION_PAGE_PATH = '/sandbox/contract-identification/:token';

export type ContractOperation =
  | 'listContracts'
  | 'getContract'
  | 'contractStats'
  | 'createContract'
  | 'verifyContract'
  | 'checkSigner'
  | 'cancelContract'
  | 'rejectContract'
  | 'terminateContract'
  | 'cancelTermination'
  | 'terminateContractNow'
  | 'contractPdfUrl'
  | 'generateContractPdf'
  | 'contractSignUrl'
  | 'identificationStarted'
  | 'identificationPush'
  | 'startSignerIdentification'
  | 'lookupCustomer'
  | 'searchCompanies';

/**
 * Who may call each: business users of the company read (an administrator acting may read too); everything that
 * binds the company (create, sign, end, identify) takes full access and never an administrator acting. Personal
 * customers are refused with 403 (contracts are between companies).
 */
export const CONTRACT_ACCESS: Record<ContractOperation, OperationAccess> = {
  listContracts: READS,
  getContract: READS,
  contractStats: READS,
  createContract: CHANGES,
  verifyContract: CHANGES,
  checkSigner: READS,
  cancelContract: CHANGES,
  rejectContract: CHANGES,
  terminateContract: CHANGES,
  cancelTermination: CHANGES,
  terminateContractNow: CHANGES,
  contractPdfUrl: READS,
  // A preview of what the customer is about to propose binds nobody: whoever may read the company's contracts.
  generateContractPdf: READS,
  contractSignUrl: CHANGES,
  identificationStarted: CHANGES,
  identificationPush: CHANGES,
  startSignerIdentification: CHANGES,
  lookupCustomer: CHANGES,
  searchCompanies: CHANGES,
};

/** spec 03 §3 "Company: id, title, logo" (a business customer; `logo` a data or https URL, or null). */
export interface ContractCompany {
  id: number;
  title: string;
  logo: string | null;
}
/** spec 03 §3 "Customer: id, username, name". */
export interface ContractCustomer {
  id: number;
  username: string;
  name: string;
}

export interface ContractTerminateInfo {
  /** ISO; when it ended, or, while TERMINATING, when it will. */
  terminatedAt: string;
  note: string | null;
  /** The customer id of the party that asked. */
  terminatedBy: number;
}

/** One line of the contract's timeline (ours): what happened, when, by whom. */
export interface ContractEvent {
  type: ContractEventType;
  at: string;
  /** The customer id of the party, or null for the clock and the identity check. */
  by: number | null;
  note: string | null;
}

/** What the viewer may do now (from `CONTRACT_TRANSITIONS`, their side and their signature). */
export type ContractAction =
  'sign' | 'cancel' | 'reject' | 'terminate' | 'terminateCancel' | 'terminateNow' | 'identify';

/** spec 03 §3 "Contract", as the viewer sees it, plus ours (obligations, signers, signatures, timeline, actions). */
export interface SmartContract {
  /** 32-bit. */
  id: number;
  status: ContractStatus;
  /** The payer's identity check, shown to the payer only (null for the beneficiary). */
  identificationStatus: IdentificationStatus | null;
  /** Decimal text, more than 0 and at most 100, at most 2 decimals ("12.5"). */
  percentage: string | null;
  initiatorId: number;
  /** The viewer pays (is the sender) or receives (is the beneficiary). */
  direction: 'PAY' | 'RECEIVE';
  note: string | null;
  /** ISO date (yyyy-mm-dd). */
  activeFrom: string;
  activeTo: string | null;
  terminateInfo: ContractTerminateInfo | null;
  updatedAt: string;
  createdAt: string;
  /** The counterparty company chosen at creation (the `companyId` of the create payload). */
  company: ContractCompany;
  /** The payer and the beneficiary. */
  sender: ContractCustomer;
  beneficiary: ContractCustomer;
  senderSignerName: string | null;
  beneficiarySignerName: string | null;
  senderObligations: string[];
  beneficiaryObligations: string[];
  /** ISO times of each side's signature. */
  senderSignedAt: string | null;
  beneficiarySignedAt: string | null;
  events: ContractEvent[];
  actions: ContractAction[];
}

/** spec 03 §7 `GET /contract` query. `statuses` is comma-separated. */
export const CONTRACT_ORDER_BY = ['COMPANY_NAME', 'INCOMING_FIRST', 'CREATED_AT'] as const;
export type ContractOrderBy = (typeof CONTRACT_ORDER_BY)[number];
export interface ContractListQuery {
  statuses?: string;
  companyName?: string;
  counterpartyName?: string;
  orderBy?: ContractOrderBy;
  orderDir?: 'ASC' | 'DESC';
  /** 1-based. */
  page?: number;
  /** spec 03 §9: the product asks 1000. */
  pageSize?: number;
}
export const CONTRACT_PAGE_SIZE = 1000;

/**
 * spec 03 §3 "List meta": total; requests (waiting for the viewer: a contract to sign or reject, or the other side's
 * termination request); pending (not yet signed by both or not yet active); active (ACTIVE, TERMINATING); ended (the
 * final statuses); pay and receive (by direction). Counted over the customer's contracts, not the filter.
 */
export interface ContractListMeta {
  total: number;
  requests: number;
  pending: number;
  active: number;
  ended: number;
  pay: number;
  receive: number;
}
export interface ContractList {
  data: SmartContract[];
  meta: ContractListMeta;
}

/** `GET /contract/stats`: the menu badge (spec 03 §2: red with requests, else blue with active contracts). */
export interface ContractStats {
  requests: number;
  active: number;
}

/** spec 03 §3 "Create payload"; §5 rules in `contractCreateProblems`. */
export interface CreateContractRequest {
  companyId: number;
  senderId: number;
  senderSignerName?: string;
  senderObligations: string[];
  beneficiaryId: number;
  beneficiarySignerName?: string;
  beneficiaryObligations: string[];
  /** ISO date, today or later. */
  activeFrom: string;
  percentage: string;
  note?: string;
}

/** `POST /contract/verify`. */
export interface VerifyContractRequest {
  companyId: number;
  counterpartyId: number;
}
export interface VerifyContractResponse {
  isValid: boolean;
  /** Why not, in words, when not valid. */
  message?: string;
}

/** `GET /contract/{id}/checkSigner`: whether the viewer may sign now, and as whom. */
export interface CheckSignerResponse {
  canSign: boolean;
  signerName: string | null;
  message?: string;
}

/** `POST /contract/{id}/terminate`. */
export interface TerminateContractRequest {
  note?: string;
}

export interface ContractPdfUrlResponse {
  pdfUrl: string;
}
/** `POST /pdf-generator` (spec 03 §7): the link to the PDF of the contract posted. */
export interface ContractPdfGeneratorResponse {
  redirectLink: string;
}
/** `GET /contract/{id}/signUrl`: the embedded e-signature page and the client id its messages carry. */
export interface ContractSignUrlResponse {
  signUrl: string;
  clientId: string;
}
/** The message the e-signature page posts to its parent window when done (origin: the back end's). */
export interface ContractSignMessage {
  type: 'contract-sign';
  clientId: string;
  outcome: 'signed' | 'declined';
}

/** The message the payer's identity check page posts to its parent window when decided (origin: the back end's). */
export interface ContractIdentificationMessage {
  type: 'contract-identification';
  contractId: number;
  identificationStatus: 'SUCCESS' | 'FAILED';
}

/** `POST split-pay-signer-identification` (contractId): the payer's identity check page. */
export interface SignerIdentificationRequest {
  contractId: number;
}
export interface SignerIdentificationResponse {
  url: string;
  identificationStatus: IdentificationStatus;
}
/** `POST /contract/{contractId}/identificationPush` (the identity check's answer, sent by its page). */
export interface IdentificationPushRequest {
  status: 'SUCCESS' | 'FAILED';
  token: string;
}

/** `GET /customer/lookup?email`. */
export interface CustomerLookupResponse {
  id: number;
  type: 'BUSINESS' | 'PERSONAL';
}
/** `GET /company?query&forCounterpartyCustomerId&page&pageSize`. */
export interface CompanySearchQuery {
  query?: string;
  forCounterpartyCustomerId?: number;
  page?: number;
  pageSize?: number;
}
export interface CompanySearchResponse {
  data: ContractCompany[];
  total: number;
}

/** The contract service's failure body (400, 403, 404). */
export interface ContractServiceError {
  message: string;
  errors?: string[];
}
