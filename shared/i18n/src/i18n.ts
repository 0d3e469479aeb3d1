import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SINGLE_FULL_STOP, applyPluralRules, intlLocale, singleFullStop } from './language-rules';
import commonEnglish from './locales/common/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export { LANGUAGE_NAMES } from './locales/language-names';
export {
  applyPluralRules,
  countryName,
  endSentence,
  intlLocale,
  pluralForms,
  singleFullStop,
  sortByName,
  type Translation,
} from './language-rules';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
/**
 * The saved language, or none where the browser refuses storage to the page (issue 12). The cookie the server reads
 * (`tellServer`) answers when storage has none, so the page speaks the language its first paint spoke.
 */
function readSavedLanguage(): string | null {
  let saved: string | null = null;
  try {
    saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage refused: the cookie may still say
  }
  if (saved !== null || typeof document === 'undefined') return saved;
  const cookie = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${LOCALE_STORAGE_KEY}=`));
  const value = cookie?.slice(LOCALE_STORAGE_KEY.length + 1);
  return value && /^[a-z]{2}$/.test(value) ? value : null;
}

/** Only the locale is persisted (DESIGN §4). */
export const LOCALE_STORAGE_KEY = 'portal.locale';

/**
 * The language also goes to the portal's server, which paints the page's frame in it before any script has run
 * (issue 28, scripts/first-paint.mjs): a cookie of the same name, the locale only, for a year.
 */
function tellServer(language: Language): void {
  try {
    document.cookie = `${LOCALE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // A frame whose site may not set cookies: the server paints in the browser's language.
  }
}

/** Loads one language's texts of a namespace; a dynamic import, so only languages in use are downloaded. */
export type TextsLoader = (language: Language) => Promise<{ default: Record<string, unknown> }>;

/**
 * English is every language's fallback (spec 01 §9), so i18next loads it whatever the language: it comes with the
 * code that needs it instead of as one more round trip after it (issue 11), the other languages on demand.
 */
export function withEnglish(english: Record<string, unknown>, others: TextsLoader): TextsLoader {
  const bundled = Promise.resolve({ default: english });
  return (language) => (language === DEFAULT_LANGUAGE ? bundled : others(language));
}

const loaders = new Map<string, TextsLoader>([
  ['common', withEnglish(commonEnglish, (language) => import(`./locales/common/${language}.ts`))],
]);

/** i18next backend: each namespace's texts come from its loader, for the active language (and en as fallback). */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader || !(LANGUAGES as readonly string[]).includes(language)) {
      callback(null, {});
      return;
    }
    loader(language as Language).then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** `uk` (seen in session handling, spec 01 §9) is the product's `ua`; unknown falls back to en. */
export function normaliseLanguage(
  value: string | null | undefined,
  available: readonly string[] = LANGUAGES,
): Language {
  const lower = (value ?? '').toLowerCase().slice(0, 2);
  const mapped = lower === 'uk' ? 'ua' : lower;
  return (
    available.includes(mapped)
      ? mapped
      : available.includes(DEFAULT_LANGUAGE)
        ? DEFAULT_LANGUAGE
        : available[0]
  ) as Language;
}

/**
 * The one i18next instance of the portal. `@portal/i18n` is a Module Federation singleton,
 * so the shell initialises it and every remote adds its namespace to it.
 */
export const i18n: I18n = i18next.createInstance();

/** Shell only: initialises the instance with the brand's languages and the saved or browser language. */
export async function initI18n(available: readonly string[]): Promise<I18n> {
  const saved = readSavedLanguage();
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  const lng = normaliseLanguage(saved ?? browser, available);
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyTexts)
      .use(singleFullStop)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        postProcess: [SINGLE_FULL_STOP],
        react: { useSuspense: false },
        // Texts are read at once, not after a timer (issue 11: the first page waits for them).
        initAsync: false,
      });
    applyPluralRules(i18n);
  }
  // A choice saved before the server was told of it reaches the server from the next page on.
  if (saved !== null) tellServer(lng);
  document.documentElement.lang = intlLocale(lng);
  return i18n;
}

/** A remote adds its own namespace (DESIGN §4) and waits for its texts in the active language. */
export async function addNamespace(namespace: string, loader: TextsLoader): Promise<void> {
  loaders.set(namespace, loader);
  await i18n.loadNamespaces(namespace);
}

/** Switches language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, language);
  } catch {
    // A frame whose site may not store anything: the choice lasts as long as the page.
  }
  tellServer(language);
  document.documentElement.lang = intlLocale(language);
}
