/** The BCP 47 locale of a portal language: the product says `ua` for Ukrainian (spec 01 §9). */
export function intlLocale(language: string): string {
  return language === 'ua' ? 'uk' : language;
}

/**
 * A server date (`YYYY-MM-DD`, or an ISO date-time) as a day in the user's language, read in UTC so the day does
 * not move with the browser's time zone; the raw text when it does not parse.
 */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
