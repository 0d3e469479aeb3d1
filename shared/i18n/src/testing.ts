import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from './i18n';
import { SINGLE_FULL_STOP, applyPluralRules, pluralForms, singleFullStop } from './language-rules';
import commonEnglish from './locales/common/en';

/** The shared `common` texts in English, for a test's own i18n instance (the pager, the fallback pages). */
export { commonEnglish };

/**
 * An i18next instance with one namespace's English texts and the shared `common` ones (as the shell provides them),
 * ready at once, for a remote's component tests (they query by the real texts).
 */
export function englishTestI18n(namespace: string, texts: Record<string, unknown>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: texts, common: commonEnglish } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

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

/**
 * Words of the informal register the portal does not use (issue 14 item 7: one register per language): Spanish
 * addresses the customer as usted ("Elija", "Introduzca", "su"), Romanian as dumneavoastră ("Alegeți", "Anulați"), Portuguese in the third person ("o seu", never "você").
 * Third-person forms that read the same ("no usa IBAN", "aprueba sus inicios de sesión") are left out.
 */
const INFORMAL: Partial<Record<string, { anywhere: RegExp; atStart?: RegExp }>> = {
  es: {
    anywhere:
      /(?<![\p{L}])(tu|tus|te|ti|contigo|puedes|tienes|quieres|necesitas|estás|debes|podrás|revísalos|inténtalo|ponle)(?![\p{L}])/iu,
    // The imperative of tú reads as the indicative of usted ("Elija cómo confirma"): only where a request starts.
    atStart:
      /(?:^|[.:;¿(]\s*)(elige|introduce|escribe|pulsa|rellena|revisa|confirma|comunica|usa|aprueba)(?![\p{L}])/iu,
  },
  pt: { anywhere: /(?<![\p{L}])(você|vocês|tu|teu|tua|teus|tuas|podes|tens|queres|precisas)(?![\p{L}])/iu },
  ro: {
    anywhere: /(?<![\p{L}])(tău|tale|tăi|ți|vrei|ești|poți|trimiți|Bifează)(?![\p{L}])/u,
    atStart:
      /(?:^|[.:;(]\s*)(Alege|Introdu|Folosește|Verifică|Anulează|Închide|Încearcă|Salvează|Confirmă|Aprobă|Adaugă|Trimite|Șterge|Schimbă|Copiază|Descarcă|Deschide|Creează|Afișează|Activează|Mergi|Vezi|Continuă|Caută|Elimină|Asociază|Arată|Ascunde|Aplică|Resetează)(?![\p{L}])/u,
  },
};

/** Texts of `language` in the informal register ("key: word"); empty when every text is formal. */
export function informalTexts(texts: unknown, language: string, prefix = ''): string[] {
  const rules = INFORMAL[language];
  if (!rules || !texts || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([key, value]) => {
    if (typeof value !== 'string') return informalTexts(value, language, `${prefix}${key}.`);
    const match = value.match(rules.anywhere) ?? (rules.atStart ? value.match(rules.atStart) : null);
    return match ? [`${prefix}${key}: ${match[match.length - 1]}`] : [];
  });
}

/** One language's texts of a locale folder (`<folder>/<language>.ts`). */
export async function textsOf(folder: string, language: string): Promise<Record<string, unknown>> {
  const module = (await import(path.join(folder, `${language}.ts`))) as { default: Record<string, unknown> };
  return module.default;
}

/**
 * The checks every app runs over its locale folders (issue 14 item 7: no untranslated or stray key): each folder
 * under `root` with an `en.ts` has English's keys in every language, with the plural forms the language needs,
 * every counted English text has `_one` and `_other`, and es, ro and pt keep the formal register.
 */
export function describeLocaleFolders(root: string): void {
  const folders = [root, ...fs.readdirSync(root).map((name) => path.join(root, name))].filter((folder) =>
    fs.existsSync(path.join(folder, 'en.ts')),
  );
  describe.each(folders.map((folder) => path.relative(root, folder) || '.'))(
    'texts in locales/%s',
    (name) => {
      const folder = path.join(root, name);

      it.each(LANGUAGES.filter((language) => language !== 'en'))(
        '%s / the keys of en, each counted text in every plural form the language needs',
        async (language) => {
          const differences = keyDifferences(
            await textsOf(folder, 'en'),
            await textsOf(folder, language),
            language,
          );
          expect(differences).toEqual({ missing: [], extra: [] });
        },
      );

      it('en / every counted text has its _one and _other', async () =>
        expect(unpairedPluralKeys(await textsOf(folder, 'en'))).toEqual([]));

      it.each(['es', 'ro', 'pt'])(
        '%s / one register, the formal one (usted, dumneavoastră, o senhor)',
        async (language) => expect(informalTexts(await textsOf(folder, language), language)).toEqual([]),
      );
    },
  );
}
