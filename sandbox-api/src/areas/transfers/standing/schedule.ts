import type { SubscriptionFrequency } from '@portal/api/catalogue';

/** Months between two payments; weekly orders count days instead. */
const MONTHS: Record<Exclude<SubscriptionFrequency, 'weekly'>, number> = { monthly: 1, quarterly: 3 };

/**
 * The `index`th due date after `start` (`YYYY-MM-DD`, UTC): weekly adds 7 days each; monthly and quarterly keep the
 * start's day of the month, or the month's last day when it is shorter (31 January, then 28 or 29 February, then
 * 31 March).
 */
export function dueDate(start: string, frequency: SubscriptionFrequency, index: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  if (frequency === 'weekly')
    return new Date(Date.UTC(year, month - 1, day + 7 * index)).toISOString().slice(0, 10);
  const months = month - 1 + MONTHS[frequency] * index;
  const lastDay = new Date(Date.UTC(year, months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The first due date after `after`. */
export function nextDueDate(start: string, frequency: SubscriptionFrequency, after: string): string {
  let index = 1;
  let next = dueDate(start, frequency, index);
  while (next <= after) next = dueDate(start, frequency, ++index);
  return next;
}
