/**
 * Business registration (spec 03 §3 "Business registration draft", §4 "Registration wizard", §5 "Shareholders",
 * "Directors, persons and users"; issue 29): the draft the wizard keeps, and the request that creates the company.
 * The rules that judge a draft are in `@portal/api/registration`, used by the wizard and the sandbox alike.
 */

import type { AdditionalQuestionId } from './dictionaries';

/** The draft's version (spec 03 §9): a stored draft of another version is discarded. */
export const REGISTRATION_DRAFT_VERSION = '3.54';

/**
 * The business registration categories a brand may offer (spec 01 §9 "Business categories"; the brand lists its own,
 * `registrationBusinessTypes`).
 */
export const BUSINESS_REGISTRATION_TYPES = [
  'advertisingNetworks',
  'affiliatePrograms',
  'liveStreamingNetworks',
  'freelanceCompanies',
  'hostingProviders',
  'billingPaymentProcessors',
  'webcamStudios',
  'others',
] as const;
export type BusinessRegistrationCategory = (typeof BUSINESS_REGISTRATION_TYPES)[number];

/** Shares (spec 03 §5, §9): each above 0 and at most 100; a level totals 10 to 100; details from 25 %. */
export const SHARE_RULES = {
  max: '100',
  levelTotalMin: '10',
  levelTotalMax: '100',
  /** A person at this share or more gives source-of-wealth details; at it or less they are cleared. */
  fundsDetailThreshold: '25',
} as const;

export interface RegistrationAddress {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  /** ISO 3166 alpha-2, one of the countries dictionary. */
  countryCode: string;
  /** For a country with states (the states dictionary); empty otherwise. */
  stateCode: string;
}

/** The company and the applicant who will own its login (the wizard's first step). */
export interface BusinessGeneralForm {
  businessName: string;
  tradingName: string;
  registrationCountryCode: string;
  registrationNumber: string;
  /** `YYYY-MM-DD`, not in the future. */
  registrationDate: string;
  businessTaxId: string;
  /** `https://…`; may be empty. */
  website: string;
  category: BusinessRegistrationCategory | '';
  address: RegistrationAddress;
  /** The applicant: their e-mail is the company's login and gets the business activation link. */
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Digits only: plus signs are stripped before sending (spec 03 §5). */
  phoneCountryCode: string;
  phone: string;
}

/** spec 03 §3 `financialInfoForm`: amounts are decimal strings; ids come from the sources and purposes dictionaries. */
export interface FinancialInfoForm {
  monthlyDepositAmount: string;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalAmount: string;
  monthlyWithdrawalCurrencyCode: string;
  sourceIds: number[];
  purposeIds: number[];
  /** An id of the industries dictionary; 0 when none is chosen. */
  industry: number;
  industrySpecification: string;
  sourceSpecification: string;
  purposeSpecification: string;
}

/** spec 03 §3 `dueDilligenceForm` (the spec's spelling): yes/no answers with details for a yes; null unanswered. */
export interface DueDiligenceForm {
  government: boolean | null;
  governmentDetails: string;
  lawsuits: boolean | null;
  lawsuitsDetails: string;
  taxPayers: boolean | null;
}

/**
 * An answer to an additional question (spec 01 §3): `answer` is 'yes' or 'no' for a yes/no question, the option's value
 * for a choice; `details` is the yes branch's text; `name` and `date` (`YYYY-MM-DD`) the follow-up of controlAccount 2.
 */
export interface AdditionalQuestionAnswer {
  questionId: AdditionalQuestionId;
  answer: string;
  details: string;
  name: string;
  date: string;
}

/** spec 03 §3 `legalForm`. */
export interface LegalForm {
  terms: boolean;
  authorizedCompanyRepresentative: boolean;
}

/**
 * A person of the company (spec 03 §3 `persons`): a director, shareholder, owner or user refers to one by `id` (a key
 * the wizard makes, unique within the draft).
 */
export interface RegistrationPerson {
  id: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthday: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  address: RegistrationAddress;
  taxId: string;
  /** Ids of the sources dictionary: where the person's wealth comes from (source of wealth, when the brand asks). */
  sourceOfFunds: number[];
  /** Details per chosen source, by source id; required for a person at 25 % or more (spec 03 §5). */
  sourceDetails: Record<string, string>;
  /** The person becomes a user of the company's account, invited by e-mail. */
  isUser: boolean;
  /** spec 03 §6 access rights: 1 read, 2 full, 3 initiate, 4 confirmed (5 is never offered); 0 while not a user. */
  accessRights: number;
}

/**
 * A company of the draft (spec 03 §3 `companies`): a shareholder, director or owner that is itself a company, with its
 * own directors. Like a person it is kept here once and named by `id` (a key the wizard makes, unique within the
 * draft's persons and companies together) from every hub it takes part in.
 */
export interface RegistrationCompany {
  id: string;
  name: string;
  registrationCountryCode: string;
  registrationNumber: string;
  /** Ids of persons who direct this company; at least one (spec 03 §5). */
  directorIds: string[];
}

/**
 * A node of the shareholder tree (spec 03 §3): a person or a company holding `share` percent of the level above it (a
 * decimal string). A company's `children` hold its own shares; a person has none.
 */
export interface ShareholderNode {
  kind: 'person' | 'company';
  /** The person's or company's `id`. */
  refId: string;
  share: string;
  children: ShareholderNode[];
}

/** The mobile wrapper's device, sent with business registration when embedded (spec 01 §2, spec 03 §3). */
export interface RegistrationDevice {
  deviceId: string;
  platform: string;
  model: string;
}

/** The draft as the wizard keeps it (spec 03 §3), and the body of `createBusinessAccount` with the captcha. */
export interface BusinessRegistrationDraft {
  generalForm: BusinessGeneralForm;
  financialInfoForm: FinancialInfoForm;
  dueDilligenceForm: DueDiligenceForm;
  /** The business additional questions, asked in the due-diligence step (spec 01 §3; company info's answers). */
  additionalQuestionAnswers: AdditionalQuestionAnswer[];
  legalForm: LegalForm;
  persons: RegistrationPerson[];
  companies: RegistrationCompany[];
  /** Ids of the company's own directors: persons or companies of the draft (spec 03 §2 "person and company forms"). */
  directors: string[];
  /** Ids of its ultimate owners (beneficial owners): persons or companies of the draft. */
  owners: string[];
  shareholders: ShareholderNode[];
}

export interface CreateBusinessAccountRequest extends BusinessRegistrationDraft {
  /** The human check's solution (issue 29 item 4), verified by the sandbox. */
  captcha: string;
  device?: RegistrationDevice;
}

export interface CreateBusinessAccountResponse {
  /** The company's customer id. */
  customerId: number;
  /** Users invited: each gets their employee activation link once the owner has activated. */
  usersInvited: number;
}
