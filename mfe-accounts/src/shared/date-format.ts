import { dateTimeFormat } from '@portal/api/money';

/** A server date or date-time in the user's language; the raw text when it does not parse. */
export function formatDate(value: string, language: string, withTime = true): string {
  // A bare `YYYY-MM-DD` is a calendar day: read it in UTC so no time zone moves it to the day before.
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime && !dayOnly ? { timeStyle: 'short' } : {}),
    ...(dayOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** "March 2024" in the user's language (statements are by account, year and month, spec 02 §3). */
export function formatMonth(year: number, month: number, language: string): string {
  return dateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
