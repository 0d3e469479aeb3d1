/**
 * Keyset paging under the contract's page numbers (spec 02 §3 `pageNumber`; 20 lines a page, spec 02 §9). A list
 * remembers where the pages it has served end; page N+1 after page N is a seek past page N's last row, and a page
 * far from any page served is one seek past the nearest end before it, skipping the pages in between along the index.
 */

/** A map that forgets its least recently used entry when it grows past its capacity. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: moving the key to the end makes the first key the least recent.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}

/** Where a page starts: past `after` (the top of the list when absent), then `skip` rows further. */
export interface PageStart<Key> {
  after?: Key;
  skip: number;
}

/** Page ends remembered per list; a long list's ends beyond this many are dropped, least recently used first. */
const MAX_PAGE_ENDS = 512;

/** The ends of the pages of one list as it stood at one moment: the key of each full page's last row. */
export class PageEnds<Key> {
  private readonly ends = new LruMap<number, Key>(MAX_PAGE_ENDS);

  constructor(readonly pageSize: number) {}

  /** Where page `pageNumber` (from 1) starts: past the end of the nearest page before it that was served. */
  startOf(pageNumber: number): PageStart<Key> {
    const previous = pageNumber - 1;
    let nearest = 0;
    if (this.ends.get(previous) !== undefined) nearest = previous;
    else for (const page of this.ends.keys()) if (page < pageNumber && page > nearest) nearest = page;
    const after = nearest > 0 ? this.ends.get(nearest) : undefined;
    return after === undefined
      ? { skip: previous * this.pageSize }
      : { after, skip: (previous - nearest) * this.pageSize };
  }

  /** Notes the last row of a served page; only a full page has an end that the next page can start from. */
  record(pageNumber: number, rows: readonly Key[]): void {
    const last = rows.at(-1);
    if (rows.length === this.pageSize && last !== undefined) this.ends.set(pageNumber, last);
  }
}
