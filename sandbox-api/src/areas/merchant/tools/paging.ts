/** A page of a list: how many rows, from which one. */
export interface Page {
  limit: number;
  offset: number;
}
