/** Dictionaries, cached for the browser session (spec 01 §3). */

export interface Country {
  code: string;
  name: string;
  phoneCode: string;
}

export interface Currency {
  code: string;
  name: string;
  /** ISO 4217 minor units: 2 for EUR, 0 for JPY, 8 for crypto. */
  minorUnits: number;
}

export interface CountriesResponse {
  dictionary: { country: Country[] };
}

export interface CurrenciesResponse {
  dictionary: { currency: Currency[] };
}

export interface DictionaryRequest {
  /** Added by the client for dictionary methods (spec 01 §7). */
  lang?: string;
}

/** An entry of a numbered dictionary (sources, purposes, document types, occupations), named in the request's language. */
export interface DictionaryEntry {
  id: number;
  name: string;
}
export interface DictionaryEntriesResponse {
  dictionary: { item: DictionaryEntry[] };
}

/** An industry; `adult` marks the group a brand may leave out of registration (`hideAdultIndustriesInRegistration`). */
export interface Industry extends DictionaryEntry {
  group: string;
  adult: boolean;
}
export interface IndustriesResponse {
  dictionary: { industry: Industry[] };
}

/**
 * The additional questions (spec 01 §3 "business and personal additional questions"): `anotherAccount` and
 * `businessAnotherAccount` are yes/no radios whose yes asks for details in a textarea; `controlAccount` is a radio whose
 * value 2 asks for a name and a date.
 */
export const ADDITIONAL_QUESTION_IDS = {
  personal: ['anotherAccount'],
  business: ['businessAnotherAccount', 'controlAccount'],
} as const;
export type AdditionalQuestionId =
  (typeof ADDITIONAL_QUESTION_IDS.personal)[number] | (typeof ADDITIONAL_QUESTION_IDS.business)[number];
/** The values of `controlAccount`: 1 the company's own people control the account, 2 someone else does. */
export const CONTROL_ACCOUNT_VALUES = [1, 2] as const;
/** The `controlAccount` answer whose follow-up asks for the controlling person's name and a date (spec 01 §3). */
export const CONTROL_ACCOUNT_WITH_FOLLOW_UP = 2;

export interface AdditionalQuestion {
  id: AdditionalQuestionId;
  customerType: 'personal' | 'business';
  text: string;
  /** `yesNo`: a yes asks for details; `choice`: one of `options`, value 2 of `controlAccount` asks a name and date. */
  answerType: 'yesNo' | 'choice';
  options?: { value: number; label: string }[];
}
export interface AdditionalQuestionsResponse {
  dictionary: { question: AdditionalQuestion[] };
}
