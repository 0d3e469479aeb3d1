import { LruMap, PageEnds } from './pages';

describe('LruMap', () => {
  it('past its capacity: forgets the least recently used key, not the least recently set', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);

    map.get('a');
    map.set('c', 3);

    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.get('b')).toBeUndefined();
    expect(map.size).toBe(2);
  });

  it('a key set again: takes the new value and counts as used', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);

    map.set('a', 10);
    map.set('c', 3);

    expect(map.get('a')).toBe(10);
    expect(map.get('b')).toBeUndefined();
  });
});

describe('PageEnds', () => {
  const full = (last: string) => [...Array.from({ length: 2 }, (_, index) => `row${index}`), last];

  it('nothing served: page N starts at the top, skipping N-1 pages', () => {
    const pages = new PageEnds<string>(3);

    expect(pages.startOf(1)).toEqual({ skip: 0 });
    expect(pages.startOf(4)).toEqual({ skip: 9 });
  });

  it('the page before was served: the next one starts right past its last row', () => {
    const pages = new PageEnds<string>(3);

    pages.record(1, full('end1'));

    expect(pages.startOf(2)).toEqual({ after: 'end1', skip: 0 });
  });

  it('a page far from those served: starts past the nearest end before it, skipping the pages between', () => {
    const pages = new PageEnds<string>(3);
    pages.record(5, full('end5'));
    pages.record(2, full('end2'));
    pages.record(9, full('end9'));

    expect(pages.startOf(8)).toEqual({ after: 'end5', skip: 6 });
    expect(pages.startOf(4)).toEqual({ after: 'end2', skip: 3 });
    expect(pages.startOf(2)).toEqual({ skip: 3 });
  });

  it('a short page: has no end to start from (it is the last page)', () => {
    const pages = new PageEnds<string>(3);

    pages.record(1, ['only', 'two']);
    pages.record(2, []);

    expect(pages.startOf(2)).toEqual({ skip: 3 });
    expect(pages.startOf(3)).toEqual({ skip: 6 });
  });
});
