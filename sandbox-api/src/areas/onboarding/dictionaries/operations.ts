import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { countriesResponseSchema, currenciesResponseSchema, dictionaryRequestSchema } from './schemas';
import type { DictionaryService } from './service';

export function createDictionaryMethods(
  dictionaries: DictionaryService,
): Pick<MethodDefinitions, 'getCountries' | 'getCurrencies'> {
  return {
    getCountries: {
      requestSchema: dictionaryRequestSchema,
      responseSchema: countriesResponseSchema,
      handle: () => dictionaries.countries(),
    },
    getCurrencies: {
      requestSchema: dictionaryRequestSchema,
      responseSchema: currenciesResponseSchema,
      handle: () => dictionaries.currencies(),
    },
  };
}
