// The portal's languages, apart from i18n.ts so that the locale files can name them without a cycle.

/** spec 01 §9: the product's languages; default en. */
export const LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
