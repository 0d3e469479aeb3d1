import { lazy, type ComponentType } from 'react';
import { i18n, normaliseLanguage, type Language } from '@portal/i18n/i18n';

/**
 * The `auth` namespace comes in parts: the sign-in page's texts load with the remote, the other pages' texts with
 * their own chunk, so `/login` stays inside its byte budget. A part is merged into the namespace for the current
 * language, and again for every language chosen later.
 */
export type TextPart = 'pages' | 'security';

const PART_LOADERS: Record<TextPart, (language: Language) => Promise<{ default: Record<string, unknown> }>> =
  {
    pages: (language) => import(`../locales/pages/${language}.ts`),
    security: (language) => import(`../locales/security/${language}.ts`),
  };

const wanted = new Set<TextPart>();

async function merge(part: TextPart, language: string): Promise<void> {
  const lang = normaliseLanguage(language);
  const { default: texts } = await PART_LOADERS[part](lang);
  // Top-level keys of the parts differ from the base's, so a shallow merge by the base's later reload keeps them.
  i18n.addResourceBundle(lang, 'auth', texts, true, true);
}

i18n.on('languageChanged', (language) => {
  for (const part of wanted) void merge(part, language);
});

/** Loads a part of the texts (once per language). */
export async function ensureTexts(part: TextPart): Promise<void> {
  // Before the shell's init the store does not exist (unit tests render with an instance of their own).
  if (!i18n.isInitialized) return;
  wanted.add(part);
  const bundle = i18n.getResourceBundle(normaliseLanguage(i18n.language), 'auth') as
    Record<string, unknown> | undefined;
  if (bundle?.[PART_MARKER[part]] === undefined) await merge(part, i18n.language);
}

/** A top-level key each part has, to tell whether it is merged already. */
const PART_MARKER: Record<TextPart, string> = { pages: 'activation', security: 'security' };

/** `React.lazy` for a component whose chunk needs a part of the texts. */
export function lazyWithTexts<P extends object>(
  part: TextPart,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), ensureTexts(part)]);
    return { default: component };
  });
}
