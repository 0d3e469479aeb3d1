import { ApiError } from '@portal/api/errors';

/** A TA1 line about one row (issue 15: the sandbox checks every row again): `line N: field: reason`. */
const ROW_LINE = /^line (\d+):\s*(?:([\w.]+):\s*)?(.+)$/;

/**
 * The sandbox's refusals of single rows, by line, as `field: reason` texts (what the browser cannot know: a payee
 * that is no user, a limit); lines about the whole file stay out.
 */
export function serverRowProblems(error: unknown): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  if (!(error instanceof ApiError)) return byLine;
  for (const text of error.validationErrors) {
    const match = ROW_LINE.exec(text);
    if (!match) continue;
    const line = Number(match[1]);
    const problem = match[2] ? `${match[2]}: ${match[3]}` : (match[3] ?? '');
    byLine.set(line, [...(byLine.get(line) ?? []), problem]);
  }
  return byLine;
}

/**
 * The line a row of the sent file came from. The page sends the checked rows as a new CSV (a header, then the rows
 * in order, fixed and without the removed ones), so the sandbox's line N is the (N - 1)th row sent; the customer
 * knows the row by the line of their own file or paste.
 */
export function originalLine(sentLine: number, sent: readonly { line: number }[]): number {
  return sent[sentLine - 2]?.line ?? sentLine;
}
