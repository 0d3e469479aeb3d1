import { toIntlLocale } from '@portal/api/money';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a moment where the user is, as `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day a transaction happened on, for the phone's date headers (issue 14): today, yesterday or earlier. */
export interface DayGroup {
  /** `YYYY-MM-DD` in the user's time zone; the raw text when it does not parse. */
  key: string;
  when: 'today' | 'yesterday' | 'earlier';
  /** Invalid when the text does not parse. */
  date: Date;
}

export function dayGroup(value: string, now: Date = new Date()): DayGroup {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { key: value, when: 'earlier', date };
  const key = localDay(date);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const when = key === localDay(now) ? 'today' : key === localDay(yesterday) ? 'yesterday' : 'earlier';
  return { key, when, date };
}

/** An earlier day's header: "Tuesday, 24 November", with the year when it is not this year's. */
export function dayLabel(group: DayGroup, language: string, now: Date = new Date()): string {
  if (Number.isNaN(group.date.getTime())) return group.key;
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(group.date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(group.date);
}

/** The time of day of a date-time ("14:05"), or nothing when it does not parse. */
export function timeOfDay(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(toIntlLocale(language), { timeStyle: 'short' }).format(date);
}
