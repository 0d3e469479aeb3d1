import type { MassSummary } from '@portal/api/catalogue';
import type { MassMethod, MassRow } from '@portal/api/mass';

/**
 * A batch between the mass page and its confirm page (spec 02 §4 "Mass transfer (two steps)"): what was checked and
 * summarised, kept in memory while the customer moves between the two routes. A reload forgets it, and the confirm
 * page then sends the customer back to the upload.
 */
export interface MassDraft {
  method: MassMethod;
  batchName: string;
  accountId: number;
  currencyCode: string;
  /** The rows as checked and fixed, in the file's order. */
  rows: MassRow[];
  /** The summary pass's answer; absent until it came. */
  summary?: MassSummary;
}

let current: MassDraft | undefined;

export const massDraft = {
  get: (): MassDraft | undefined => current,
  set: (draft: MassDraft): void => {
    current = draft;
  },
  clear: (): void => {
    current = undefined;
  },
};
