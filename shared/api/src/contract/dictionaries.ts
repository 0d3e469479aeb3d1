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

/** A further question of the due-diligence step, answered in words or by yes or no. */
export interface AdditionalQuestion {
  id: number;
  text: string;
  answerType: 'text' | 'yesNo';
}
export interface AdditionalQuestionsResponse {
  dictionary: { question: AdditionalQuestion[] };
}
