import type { Country } from '@portal/api/catalogue';
import { countryName, sortByName } from '@portal/i18n/i18n';

/**
 * A country's name in the page's language (`Intl.DisplayNames`); the dictionary's English name only where the
 * runtime has none (issue 14 item 7: the Spanish list stayed English).
 */
export function countryLabel(
  code: string,
  language: string,
  countries: readonly Pick<Country, 'code' | 'name'>[] = [],
): string {
  return countryName(code, language, countries.find((country) => country.code === code)?.name ?? code);
}

/** The country select's options: names in the page's language, in its alphabetical order (`Intl.Collator`). */
export function countryOptions(countries: readonly Pick<Country, 'code' | 'name'>[], language: string) {
  const options = countries.map((country) => ({
    value: country.code,
    label: countryName(country.code, language, country.name),
  }));
  return sortByName(options, (option) => option.label, language);
}
