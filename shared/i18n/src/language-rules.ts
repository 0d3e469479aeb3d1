import type { i18n as I18n, PostProcessorModule } from 'i18next';

/**
 * The product's language code as BCP 47 for `Intl` and the `lang` attribute: the product says `ua` for Ukrainian
 * (spec 01 §9), whose ISO 639-1 code is `uk`; `uk` itself is accepted beside it (spec 03 §9).
 */
export function intlLocale(language: string): string {
  return language.replace(/^(ua|uk)(?=$|[-_])/i, 'uk');
}

/**
 * i18next picks plural forms with `Intl.PluralRules(language)`, and `ua` is no locale to `Intl` (it answers with the
 * runtime's default, English: "one" and "other"). Ukrainian needs one, few and many (spec 02 §9 "Pluralisation rules
 * exist for the ru and ua languages"), so the instance's rules are asked for `uk` whenever the language is `ua`.
 */
export function applyPluralRules(instance: I18n): I18n {
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
    portalRules?: true;
  };
  if (!resolver || resolver.portalRules) return instance;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(intlLocale(code), options);
  resolver.portalRules = true;
  return instance;
}

/**
 * A legal name ends in its own full stop ("Tessera Pagos S.L.", "Banco Sol S.A."); a text that puts one at the end of
 * a sentence ("… work for {{business}}.") would print two. Every translated text passes here after interpolation, so
 * the name is printed as written and the sentence keeps one full stop. An ellipsis ("...") is left alone.
 */
export const SINGLE_FULL_STOP = 'singleFullStop';
export const singleFullStop: PostProcessorModule = {
  type: 'postProcessor',
  name: SINGLE_FULL_STOP,
  process: (value: string) => endSentence(value),
};

/** Collapses a doubled full stop ("S.L..") into one; the same rule as the i18next post-processor, for plain strings. */
export function endSentence(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** The CLDR plural forms i18next needs for a key counted in `language` (`_one`, `_few`, `_many`, `_other`...). */
export function pluralForms(language: string): Intl.LDMLPluralRule[] {
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
}

type PluralExtras<T> = {
  [
    K in keyof T as K extends `${infer Base}_other` ? `${Base}_${'zero' | 'two' | 'few' | 'many'}` : never
  ]?: string;
};

/**
 * The type of a language's texts given English's: the same keys, plus the plural forms other languages need beside
 * English's `_one` and `_other` (`_few`, `_many`...).
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { [I in keyof T]: Translation<T[I]> }
    : { [K in keyof T]: Translation<T[K]> } & PluralExtras<T>;

/**
 * A country's name in the language of the page (`Intl.DisplayNames`), from its ISO 3166 code; `fallback` (the
 * dictionary's name, else the code) where the runtime has no name for it.
 */
export function countryName(code: string, language: string, fallback = code): string {
  try {
    const name = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'none' }).of(
      code.toUpperCase(),
    );
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

/** Sorts by a text in the language's alphabetical order (`Intl.Collator`): "Österreich" among the O's in German. */
export function sortByName<T>(items: readonly T[], name: (item: T) => string, language: string): T[] {
  const collator = new Intl.Collator(intlLocale(language), { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
