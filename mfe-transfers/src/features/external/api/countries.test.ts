import { countryLabel, countryOptions } from './countries';

/** The dictionary answers in English (the sandbox's getCountries); the page names countries in its own language. */
const DICTIONARY = [
  { code: 'DE', name: 'Germany' },
  { code: 'AT', name: 'Austria' },
  { code: 'ES', name: 'Spain' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

describe('countryOptions', () => {
  it('es / Spanish names in Spanish order (issue 14: the list stayed English)', () => {
    expect(countryOptions(DICTIONARY, 'es').map((option) => option.label)).toEqual([
      'Alemania',
      'Austria',
      'España',
      'Estados Unidos',
      'Reino Unido',
    ]);
  });
  it('ru / Russian names in Russian order, the codes kept as values', () => {
    expect(countryOptions(DICTIONARY, 'ru')).toEqual([
      { value: 'AT', label: 'Австрия' },
      { value: 'GB', label: 'Великобритания' },
      { value: 'DE', label: 'Германия' },
      { value: 'ES', label: 'Испания' },
      { value: 'US', label: 'Соединенные Штаты' },
    ]);
  });
  it('ua / Ukrainian names (the product code ua is Intl’s uk)', () => {
    expect(countryOptions(DICTIONARY, 'ua')[0]).toEqual({ value: 'AT', label: 'Австрія' });
  });
});

describe('countryLabel', () => {
  it('a known code / its name in the language', () =>
    expect(countryLabel('DE', 'ro', DICTIONARY)).toBe('Germania'));
  it('a code without a name in the runtime / the dictionary’s name', () =>
    expect(countryLabel('XK', 'es', [{ code: 'XK', name: 'Kosovo' }])).toMatch(/Kosovo/));
  it('no country chosen / empty', () => expect(countryLabel('', 'es', DICTIONARY)).toBe(''));
});
