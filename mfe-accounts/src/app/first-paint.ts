/**
 * The heading of the area's pages as the portal's server paints them in the page's frame before any script has run
 * (issue 28, scripts/first-paint.mjs): the same `PageLayout` heading and description the page renders, in every
 * language, so the page's first words are on screen while its code and data are on their way. A title that names
 * the customer (the home's greeting) is not known before the session is: its place is held, not guessed.
 * Written out as `first-paint.json` beside this file (kept equal by `first-paint.test.ts`), which the build puts
 * in the release folder.
 */
type Texts = Record<string, unknown>;

/** Per route pattern of the route table: the keys of the area's texts (namespace `accounts`), or null. */
export const FIRST_PAINT_PAGES: Record<string, { title: string | null; description: string }> = {
  // home-page.tsx: title={greeting} (the customer's first name), description={t('description')}.
  '/home': { title: null, description: 'description' },
  // history-page.tsx, statements-page.tsx, receive-page.tsx, news-page.tsx: their PageLayout's title and description.
  '/history': { title: 'history.title', description: 'history.description' },
  '/statements': { title: 'statements.title', description: 'statements.description' },
  '/receive': { title: 'receive.title', description: 'receive.description' },
  '/news': { title: 'news.title', description: 'news.description' },
};

/** A text by its dotted key, or undefined. */
function textAt(texts: Texts, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

export interface FirstPaintPage {
  title: Record<string, string> | null;
  description: Record<string, string>;
}

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, Texts>): { pages: Record<string, FirstPaintPage> } {
  const inEvery = (key: string) =>
    Object.fromEntries(
      Object.entries(locales).map(([language, texts]) => {
        const text = textAt(texts, key);
        if (text === undefined || text.includes('{{'))
          throw new Error(`${language}: ${key} is no plain text`);
        return [language, text];
      }),
    );
  const pages = Object.fromEntries(
    Object.entries(FIRST_PAINT_PAGES).map(([pattern, page]) => [
      pattern,
      { title: page.title === null ? null : inEvery(page.title), description: inEvery(page.description) },
    ]),
  );
  return { pages };
}
