import { countryName, endSentence, intlLocale, pluralForms, sortByName } from './language-rules';
import { textsInstance } from './testing';

describe('intlLocale', () => {
  it.each([
    ['ua', 'uk'],
    ['uk', 'uk'],
    ['ua-UA', 'uk-UA'],
    ['es', 'es'],
    ['pt-BR', 'pt-BR'],
  ])('%s / %s', (language, expected) => expect(intlLocale(language)).toBe(expected));
});

describe('pluralForms', () => {
  it.each([
    ['en', ['one', 'other']],
    ['es', ['one', 'many', 'other']],
    ['pt', ['one', 'many', 'other']],
    ['ro', ['one', 'few', 'other']],
    ['ru', ['one', 'few', 'many', 'other']],
    ['ua', ['one', 'few', 'many', 'other']],
  ])('%s / the forms Intl.PluralRules asks for', (language, expected) =>
    expect(pluralForms(language)).toEqual(expected),
  );
});

describe('textsInstance (applyPluralRules)', () => {
  const texts = {
    en: { files_one: '{{count}} file', files_other: '{{count}} files' },
    ua: {
      files_one: '{{count}} файл',
      files_few: '{{count}} файли',
      files_many: '{{count}} файлів',
      files_other: '{{count}} файлу',
    },
  };
  it.each([
    [1, '1 файл'],
    [2, '2 файли'],
    [5, '5 файлів'],
    [21, '21 файл'],
    [1.5, '1.5 файлу'],
  ])('ua, %s / the Ukrainian form, not English one/other', async (count, expected) => {
    const instance = await textsInstance('demo', texts, 'ua');
    expect(instance.t('files', { count })).toBe(expected);
  });
});

describe('endSentence', () => {
  it.each([
    ['Tessera Pagos S.L..', 'Tessera Pagos S.L.'],
    ['Meridian Pay Europe S.A.. Next sentence.', 'Meridian Pay Europe S.A. Next sentence.'],
    ['Loading...', 'Loading...'],
    ['Done.', 'Done.'],
  ])('%s / %s', (text, expected) => expect(endSentence(text)).toBe(expected));
});

describe('countryName', () => {
  it.each([
    ['DE', 'es', 'Alemania'],
    ['DE', 'ru', 'Германия'],
    ['DE', 'ua', 'Німеччина'],
    ['GB', 'en', 'United Kingdom'],
  ])('%s in %s / %s', (code, language, expected) => expect(countryName(code, language)).toBe(expected));
  it('an unknown code / the code itself, or the name given', () => {
    expect(countryName('XX', 'es')).toBe('XX');
    expect(countryName('XX', 'es', 'Somewhere')).toBe('Somewhere');
  });
});

describe('sortByName', () => {
  it('es / by the Spanish collation: Á among the A, Ñ after N', () => {
    const names = ['Noruega', 'Austria', 'Ñandú', 'Árabe', 'Bélgica'];
    expect(sortByName(names, (name) => name, 'es')).toEqual([
      'Árabe',
      'Austria',
      'Bélgica',
      'Noruega',
      'Ñandú',
    ]);
  });
});
