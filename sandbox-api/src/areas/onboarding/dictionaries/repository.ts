import type { Country, Currency } from '@portal/api/catalogue';
import { asc } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { countries, currencies } from '../../../platform/db/tables';

export function createDictionaryRepository(db: Database) {
  return {
    listCountries(): Promise<Country[]> {
      return db
        .select({ code: countries.code, name: countries.name, phoneCode: countries.phoneCode })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    listCurrencies(): Promise<Currency[]> {
      return db
        .select({ code: currencies.code, name: currencies.name, minorUnits: currencies.minorUnits })
        .from(currencies)
        .orderBy(asc(currencies.code));
    },
  };
}

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
