/**
 * A page's heading as the portal's server paints it in the page's frame before any script has run (issue 28,
 * scripts/first-paint.mjs): the same `PageLayout` title and description the page renders, in every language, so the
 * page's first words are on screen while its code and data are on their way. Each area declares which of its routes
 * have such a heading and by which keys of its texts (`src/app/first-paint.ts`); this turns that declaration into
 * the area's `first-paint.json` (beside it, kept equal by its test), which its build puts in the release folder.
 *
 * Only a heading that is known before the session and the page's data are qualifies: plain texts, the same for
 * every customer. A title that names the customer (the home's greeting) is declared `null`: its place is held, not
 * guessed. The one value a text may take is the brand's name (`{{brand}}`): the server knows the brand it serves
 * and fills it in.
 */

/** The placeholder the server fills with the brand's name (scripts/first-paint.mjs); no other is painted. */
export const BRAND_PLACEHOLDER = '{{brand}}';

/** Whether a text takes a value other than the brand's name. */
const takesValues = (text: string) => text.split(BRAND_PLACEHOLDER).join('').includes('{{');

/** One language's texts of an area's namespace (keys are dotted paths in it). */
export type FirstPaintTexts = Record<string, unknown>;

/**
 * A declared page: the keys of its `PageLayout` title and description. A title the server cannot know (it names the
 * customer, or depends on the customer's type or on what their session allows) is null: its place is held.
 */
export interface FirstPaintKeys {
  title: string | null;
  /** Null: the page has no description the server can know (a title alone is painted then). */
  description: string | null;
  /**
   * The page is a card of the external layout (the sign-in page's, in the metrics of mfe-auth's cards): the server
   * paints the card with its title and line, not a `PageLayout` heading.
   */
  card?: boolean;
}

/** A page's heading in every language (language → text), as the server reads it. */
export interface FirstPaintPage {
  title: Record<string, string> | null;
  description: Record<string, string> | null;
  /** Painted as the external layout's card (`FirstPaintKeys.card`); absent for a `PageLayout` heading. */
  card?: true;
}

/**
 * The content of an area's `first-paint.json`: per route pattern of the area's router, the page's heading. A page
 * whose heading follows a view in the address's query declares each view as `pattern?name=value`.
 */
export interface FirstPaintFile {
  pages: Record<string, FirstPaintPage>;
}

/** A text by its dotted key, or undefined when the key is missing or is not a text. */
export function textAt(texts: FirstPaintTexts, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as FirstPaintTexts | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Each declared page's heading in every language of `locales` (language → the area's texts). A key that is missing
 * in a language, or whose text takes values (`{{…}}`) other than the brand's name, is refused: the server would
 * paint a raw key or a placeholder.
 */
export function firstPaintPages(
  declared: Record<string, FirstPaintKeys>,
  locales: Record<string, FirstPaintTexts>,
): FirstPaintFile {
  const inEvery = (key: string) =>
    Object.fromEntries(
      Object.entries(locales).map(([language, texts]) => {
        const text = textAt(texts, key);
        if (text === undefined || takesValues(text)) throw new Error(`${language}: ${key} is no plain text`);
        return [language, text];
      }),
    );
  for (const [pattern, page] of Object.entries(declared)) {
    if (page.title === null && page.description === null)
      throw new Error(`${pattern}: a held title and no description paint nothing`);
    if (page.card && page.title === null) throw new Error(`${pattern}: a card is painted with its title`);
  }
  const pages = Object.fromEntries(
    Object.entries(declared).map(([pattern, page]) => [
      pattern,
      {
        title: page.title === null ? null : inEvery(page.title),
        description: page.description === null ? null : inEvery(page.description),
        ...(page.card ? { card: true as const } : {}),
      },
    ]),
  );
  return { pages };
}
