/** The BCP 47 locale of a portal language: the product says `ua` for Ukrainian (spec 01 §9). */
export function intlLocale(language: string): string {
  return language === 'ua' ? 'uk' : language;
}

/** An ISO date-time as a date and time in the user's language; the raw text when it does not parse. */
export function formatTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
