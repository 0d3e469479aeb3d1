import { transliterate } from 'transliteration';

/**
 * Text in a format's character set (issue 51 item 2: transliterated by a documented rule, never dropped silently).
 *
 * MT940 is written in the SWIFT `X` set: `a–z A–Z 0–9 / - ? : ( ) . , ' +` and space. The rule:
 * 1. Letters outside ASCII are spelled in Latin by the `transliteration` package's tables (Cyrillic by its table,
 *    which spells Ukrainian as Russian: "Ірина Шевченко" → "Irina Shevchenko", "Григорій" → "Grigoriy"; Romanian
 *    "Ștefan Țăranu" → "Stefan Taranu"; "Müller" → "Muller"; Chinese and Japanese by their readings; "€" → "EU").
 * 2. ASCII signs outside the set are replaced by their nearest sign in it (`SWIFT_REPLACEMENTS`: `&` → `+`,
 *    `@` → `(at)`, `_` → `-`, `"` → `'`, `;` → `,`, `!` → `.`, `#` → `No.`, `%` → ` pct`, `=` → `-`, brackets →
 *    round ones, …); any other sign, and a control character, becomes `.`. So each character is kept as
 *    something visible, none vanishes.
 * QBO (OFX 1.0.2 in US-ASCII) spells its text by step 1 alone, any other sign outside ASCII as `.`. camt.053 and
 * OFX 2 are XML in UTF-8: their text keeps every character (escaped for XML), no rule applies.
 */
export const SWIFT_X = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

export const SWIFT_REPLACEMENTS: Readonly<Record<string, string>> = {
  '&': '+',
  '@': '(at)',
  _: '-',
  '"': "'",
  '`': "'",
  ';': ',',
  '!': '.',
  '#': 'No.',
  '%': ' pct',
  '=': '-',
  '*': '.',
  '<': '(',
  '>': ')',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '|': '/',
  '\\': '/',
  '~': '-',
  '^': '.',
  $: 'USD',
};

/** A text in the SWIFT X set by the rule above; line breaks and tabs become spaces. */
export function toSwiftText(text: string): string {
  const latin = transliterate(text.replace(/[\r\n\t]+/g, ' '), { unknown: '.' });
  return latin.replace(SWIFT_X, (sign) => SWIFT_REPLACEMENTS[sign] ?? '.');
}

/** XML's five escapes; anything else, Unicode included, is kept as it is. */
export function xmlText(text: string): string {
  return (
    text
      // Nor U+FFFE, U+FFFF, nor half of a surrogate pair (an unpaired one is no character).
      .replace(/[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
      // XML 1.0 allows no control character but tab, line feed and carriage return.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}
