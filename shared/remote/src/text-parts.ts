import { i18n, normaliseLanguage, type Language } from '@portal/i18n/i18n';

/** One language's texts of a part, as a language file's default export. */
export type PartLoader = (language: Language) => Promise<{ default: Record<string, unknown> }>;

export interface TextPartsOptions<Part extends string> {
  /** The remote's namespace the parts are merged into. */
  namespace: string;
  /** Each part's texts in a language: their own chunks, loaded with the pages that need them. */
  loaders: Record<Part, PartLoader>;
  /** A key (a dotted path) only the part has, to tell whether it is merged already for a language. */
  markers: Record<Part, string>;
}

/**
 * Resolves once the namespace's own texts in `language` are in the store. A part merged before them would make the
 * bundle exist, and i18next takes an existing bundle as loaded: it would never read the namespace's own texts, and
 * every other key would show raw (issue 49: a cards page preloaded with its texts before the area had started).
 */
function baseTexts(namespace: string, language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  return new Promise((resolve) => {
    const added = (lng: string, ns: string) => {
      if (lng !== language || ns !== namespace) return;
      i18n.store.off('added', added);
      i18n.off('failedLoading', failed);
      resolve();
    };
    // Texts that could not be loaded: the part still goes in, the page shows what it has rather than nothing.
    const failed = (lng: string, ns: string) => added(lng, ns);
    i18n.store.on('added', added);
    i18n.on('failedLoading', failed);
  });
}

/**
 * Not in `@portal/i18n`: every module there is shared, so each would be a chunk of its own on the first load; here
 * it is bundled with the remote that uses it, and reaches the one i18n instance through `@portal/i18n/i18n`.
 *
 * A namespace in parts (issue 11): the texts of the area's first page load with the remote, the other pages' texts
 * with their own chunks, so a first load carries only what it shows. A part is merged (deeply, so it may complete a
 * key the base has started) into the namespace for the current language, and again for every language chosen later.
 */
export function createTextParts<Part extends string>({
  namespace,
  loaders,
  markers,
}: TextPartsOptions<Part>) {
  const wanted = new Set<Part>();

  async function merge(part: Part, language: string): Promise<void> {
    const lang = normaliseLanguage(language);
    const [{ default: texts }] = await Promise.all([loaders[part](lang), baseTexts(namespace, lang)]);
    i18n.addResourceBundle(lang, namespace, texts, true, true);
  }

  i18n.on('languageChanged', (language) => {
    for (const part of wanted) void merge(part, language);
  });

  return {
    /** Loads a part of the texts (once per language). */
    async ensureTexts(part: Part): Promise<void> {
      // Before the shell's init the store does not exist (unit tests render with an instance of their own).
      if (!i18n.isInitialized) return;
      wanted.add(part);
      const language = normaliseLanguage(i18n.language);
      if (i18n.getResource(language, namespace, markers[part]) === undefined) await merge(part, language);
    },
  };
}
