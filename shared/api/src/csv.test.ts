import { detectSeparator, splitCsv } from './csv';

describe('splitCsv', () => {
  it('quoted cells with the separator, doubled quotes and a line break / one cell each', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines"\r\nx,y,z,w\n';
    expect(splitCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"', 'two\nlines'] },
      { line: 3, cells: ['x', 'y', 'z', 'w'] },
    ]);
  });
  it('blank lines and a byte order mark / skipped', () =>
    expect(splitCsv('\uFEFFa;b\n\n;\nc;d')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 4, cells: ['c', 'd'] },
    ]));
  it('CRLF, LF and a lone CR / each ends a record, lines counted alike', () =>
    expect(splitCsv('a,b\r\nc,d\re,f\ng,h')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
      { line: 3, cells: ['e', 'f'] },
      { line: 4, cells: ['g', 'h'] },
    ]));
  it('a quoted cell over two lines / the next record keeps its own line number', () =>
    expect(splitCsv('h1;h2\n"x\ny";1\nz;2')).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['x\ny', '1'] },
      { line: 4, cells: ['z', '2'] },
    ]));
  it('semicolons / split on them, commas kept in cells', () =>
    expect(splitCsv('name;amount\nAnna;1,50')).toEqual([
      { line: 1, cells: ['name', 'amount'] },
      { line: 2, cells: ['Anna', '1,50'] },
    ]));
  it('tabs / split on them', () =>
    expect(splitCsv('a\tb\n1\t"2\t3"')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2\t3'] },
    ]));
  it('a separator given / used instead of the detected one', () =>
    expect(splitCsv('a;b,c', ',')).toEqual([{ line: 1, cells: ['a;b', 'c'] }]));
  it('empty cells and no line break at the end / kept', () =>
    expect(splitCsv('a,,c\n,,x')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['', '', 'x'] },
    ]));
  it('nothing / no record', () => expect(splitCsv('')).toEqual([]));
});

describe('detectSeparator', () => {
  it('semicolons outnumber commas in the first line / semicolon', () =>
    expect(detectSeparator('name;amount;note\n"1,5";2;3')).toBe(';'));
  it('tabs (pasted from a spreadsheet) / tab', () => expect(detectSeparator('a\tb\tc')).toBe('\t'));
  it('commas inside quotes / not counted', () => expect(detectSeparator('"a,b,c";d;e')).toBe(';'));
  it('only later lines hold separators / comma', () => expect(detectSeparator('single\na;b;c')).toBe(','));
});
