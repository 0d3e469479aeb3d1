import type { DictionaryEntry } from '@portal/api/catalogue';

/** The languages the registration dictionaries are named in; an unknown or missing one answers in English. */
export const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'ua'] as const;
type Language = (typeof LANGUAGES)[number];
/** An entry's id and its names in en, es, pt, ro, ru, ua. */
export type Row = readonly [number, string, string, string, string, string, string];
/** A text in the six languages, in the order of LANGUAGES. */
export type Texts = readonly [string, string, string, string, string, string];

export function languageOf(lang: string | undefined): number {
  const index = LANGUAGES.indexOf((lang === 'uk' ? 'ua' : lang) as Language);
  return index < 0 ? 0 : index;
}

export const entries = (rows: readonly Row[], lang: string | undefined): DictionaryEntry[] =>
  rows.map((row) => ({ id: row[0], name: row[1 + languageOf(lang)] as string }));
