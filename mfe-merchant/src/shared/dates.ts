import { dateTimeFormat } from '@portal/api/money';

/** A moment in the page's language: date and time, short. An empty or unreadable value shows as a dash. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A day in the page's language. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** The time of day, to say when something happened on the page ("copied at 14:03:12"). */
export function formatTime(date: Date, language: string): string {
  return dateTimeFormat(language, { timeStyle: 'medium' }).format(date);
}
