import { csvTable, parseCsv } from './csv';

describe('parseCsv', () => {
  it('quotes, doubled quotes, commas and line breaks inside quotes / fields intact', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });
  it('semicolon file / split on semicolons', () => {
    expect(parseCsv('email;amount\nann@x.io;10,50')).toEqual([
      ['email', 'amount'],
      ['ann@x.io', '10,50'],
    ]);
  });
  it('blank lines / skipped', () => {
    expect(parseCsv('a,b\n\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('csvTable', () => {
  it('regular file / header and rows', () => {
    expect(csvTable('a,b\n1,2')).toEqual({ header: ['a', 'b'], rows: [['1', '2']] });
  });
  it('ragged rows or one column / not a table', () => {
    expect(csvTable('a,b\n1,2,3')).toBeUndefined();
    expect(csvTable('just text\nmore text')).toBeUndefined();
  });
});
