import type { CountriesResponse, CurrenciesResponse } from '@portal/api/catalogue';
import type { DictionaryRepository } from './repository';

/** Dictionaries are English only in the sandbox: the language the client adds is accepted and not used. */
export function createDictionaryService(repository: DictionaryRepository) {
  return {
    async countries(): Promise<CountriesResponse> {
      return { dictionary: { country: await repository.listCountries() } };
    },

    async currencies(): Promise<CurrenciesResponse> {
      return { dictionary: { currency: await repository.listCurrencies() } };
    },
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;
