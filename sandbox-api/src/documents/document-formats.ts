import { formatMoney } from '@portal/api/money';
import { bcp47, type DocumentLanguage } from './texts';

/** A language's date as a pattern of day, month and year (`dd.mm.yyyy`), read once from Intl. */
const datePatterns = new Map<DocumentLanguage, (year: string, month: string, day: string) => string>();

function datePattern(language: DocumentLanguage) {
  let pattern = datePatterns.get(language);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : bcp47(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2001, 1, 3)));
    pattern = (year, month, day) =>
      parts
        .map((part) =>
          part.type === 'year'
            ? year
            : part.type === 'month'
              ? month
              : part.type === 'day'
                ? day
                : part.value,
        )
        .join('');
    datePatterns.set(language, pattern);
  }
  return pattern;
}

/**
 * A `YYYY-MM-DD` date, an ISO date-time or a Date as the language writes a date (`28.11.2026`, `28/11/2026`), the
 * calendar day in UTC as the history lists it. Formatted from the string (a statement dates thousands of lines).
 */
export function formatDate(value: string | Date, language: DocumentLanguage): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return datePattern(language)(iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10));
}

/** An amount as the portal shows it (spec 01 §9, spec 02 §9): currency minor units, the language's separators. */
export const formatAmount = (amount: string, currency: string, language: DocumentLanguage): string =>
  formatMoney(amount, currency, language);

/** Text longer than `max` characters, cut with an ellipsis. */
export const fit = (text: string, max: number | undefined) =>
  max !== undefined && [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
