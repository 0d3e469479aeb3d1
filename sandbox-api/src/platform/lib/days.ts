/** A `YYYY-MM-DD` day as its first instant (UTC); undefined when it is no real day (the history's and the statements'). */
export function dayStart(text: string): Date | undefined {
  const date = new Date(`${text}T00:00:00Z`);
  // `2026-02-30` rolls over into March: a day that does not read back the same does not exist.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : undefined;
}
