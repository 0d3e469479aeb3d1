import { csvCell, csvRecord } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Dinner', 'Dinner'],
    ['a comma', 'Greenleaf Studio, Ltd', '"Greenleaf Studio, Ltd"'],
    ['a quote', 'Café "Zum Löwen"', '"Café ""Zum Löwen"""'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a negative amount', '-35.20', '-35.20'],
    ['a signed whole number', '+4', '+4'],
    ['a formula', '=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ['a leading plus that is no number', '+1 ticket for the match', "'+1 ticket for the match"],
    ['a leading minus that is no number', '-5 EUR off', "'-5 EUR off"],
    ['a leading at sign', '@home groceries', "'@home groceries"],
    ['a leading tab', '\tcmd', "'\tcmd"],
    ['nothing', undefined, ''],
  ])('%s: is written as %j', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvRecord', () => {
  it('several cells: are joined by commas and end with CRLF', () => {
    expect(csvRecord(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
