/**
 * The fee a transfer's review shows (issue 48 item 6: the one copy of the account, card-to-card and external reviews'
 * rule): the fee asked for the amount under review, never an earlier amount's kept answer. While it is on its way it
 * is `pending`: its rows say so and hold their place, so the send button does not move under a press when it comes.
 */
export function reviewedFee<T>({
  reviewed,
  answered,
  fee,
  isError,
}: {
  /** The amount under review; undefined when there is none yet. */
  reviewed: string | undefined;
  /** Whether the fee query's answer is the one of `reviewed` (not an earlier amount's, kept while it asks). */
  answered: boolean;
  fee: T | undefined;
  isError: boolean;
}): { fee: T | undefined; pending: boolean } {
  const shown = reviewed !== undefined && answered ? fee : undefined;
  return { fee: shown, pending: reviewed !== undefined && shown === undefined && !isError };
}
