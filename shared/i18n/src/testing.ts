import i18next, { type i18n as I18n } from 'i18next';
import { SINGLE_FULL_STOP, applyPluralRules, pluralForms, singleFullStop } from './language-rules';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text's key path ("cards.list.count_one"), depth first. */
export function textKeys(texts: unknown, prefix = ''): string[] {
  if (texts && typeof texts === 'object')
    return Object.entries(texts).flatMap(([key, value]) => textKeys(value, `${prefix}${key}.`));
  return [prefix.slice(0, -1)];
}

/**
 * The keys a language's texts must have given English's: the same keys, except that a counted text (English
 * `x_one`, `x_other`) has exactly the plural forms the language asks `Intl.PluralRules` for (`x_one`, `x_few`,
 * `x_many`, `x_other` in Russian and Ukrainian; `x_one`, `x_many`, `x_other` in Spanish...).
 */
export function expectedKeys(english: unknown, language: string): string[] {
  const keys = new Set<string>();
  for (const key of textKeys(english)) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const form of pluralForms(language)) keys.add(`${base}_${form}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

/** Keys of `texts` that are missing or extra compared with English's (see expectedKeys); empty when complete. */
export function keyDifferences(english: unknown, texts: unknown, language: string) {
  const expected = expectedKeys(english, language);
  const actual = textKeys(texts).sort();
  return {
    missing: expected.filter((key) => !actual.includes(key)),
    extra: actual.filter((key) => !expected.includes(key)),
  };
}

/** Counted texts whose English has no `_one`/`_other` pair (a count with one form for every number). */
export function unpairedPluralKeys(english: unknown): string[] {
  const keys = textKeys(english);
  return keys
    .filter((key) => PLURAL_SUFFIX.test(key))
    .map((key) => key.replace(PLURAL_SUFFIX, ''))
    .filter((base) => !keys.includes(`${base}_one`) || !keys.includes(`${base}_other`));
}

/**
 * An i18next instance with the portal's language rules (Ukrainian plurals for `ua`, one full stop after a legal
 * name) and the given texts of one namespace, in `language`; for tests of real texts in every language.
 */
export async function textsInstance(
  namespace: string,
  texts: Record<string, unknown>,
  language: string,
): Promise<I18n> {
  const instance = i18next.createInstance().use(singleFullStop);
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(texts).map(([code, value]) => [code, { [namespace]: value as Record<string, unknown> }]),
    ),
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    postProcess: [SINGLE_FULL_STOP],
  });
  return applyPluralRules(instance);
}
