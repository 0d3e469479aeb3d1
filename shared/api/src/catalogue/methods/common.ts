// The method API's operations of one area: who the caller acts for and the dictionaries every area reads (spec 01 §7).
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
import type { CustomerInfo } from '../customer';
import { READS } from '../authorization';
import type { CountriesResponse, CurrenciesResponse, DictionaryRequest } from '../dictionaries';

import { acting, dictionary, type MethodTraits } from '../method-traits';

export interface CommonOperations {
  getCustomerInfo: { request: Record<string, never>; response: CustomerInfo };
  getCountries: { request: DictionaryRequest; response: CountriesResponse };
  getCurrencies: { request: DictionaryRequest; response: CurrenciesResponse };
}

export const COMMON_METHODS: Record<keyof CommonOperations, MethodTraits> = {
  getCustomerInfo: acting(READS),
  getCountries: dictionary,
  getCurrencies: dictionary,
};
