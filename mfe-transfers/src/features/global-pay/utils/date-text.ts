/** The Intl locale of a portal language (`ua` is Ukrainian, `uk` to Intl). */
const intlLocale = (language: string) => (language === 'ua' ? 'uk' : language);

/** A date the way the page's language writes it; undefined for none or one that is not a date. */
export function dateText(iso: string | undefined, language: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}

/** A date and time the way the page's language writes them; the text as it came when it is not a date. */
export function dateTimeText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}
