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
