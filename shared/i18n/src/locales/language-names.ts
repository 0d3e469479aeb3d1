import type { Language } from '../languages';

/** Each language by its own name (endonym), for the language switch: the same in every language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ro: 'Română',
  ru: 'Русский',
  ua: 'Українська',
  pt: 'Português',
};
