/** i18next's `ua` is the BCP 47 language `uk` (spec 01 §9). */
export function localeOf(language: string | undefined): string {
  const base = (language ?? 'en').slice(0, 2);
  return base === 'ua' ? 'uk' : base;
}

/** A date-time from the server, in the reader's language; the raw value when it cannot be read. */
export function formatDateTime(value: string, language: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
