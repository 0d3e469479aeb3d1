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

/** A yyyy-mm-dd date in the user's language (read as that calendar day, whatever the time zone). */
export function formatDate(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A percentage text as the user's language writes it ("12.5" → "12,5 %" in Romanian), without floats. */
export function formatPercentage(value: string | null, language: string): string {
  if (value === null) return '—';
  const separator = new Intl.NumberFormat(intlLocale(language)).format(1.5).charAt(1);
  return `${value.replace('.', separator)} %`;
}

/** Today as yyyy-mm-dd in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
