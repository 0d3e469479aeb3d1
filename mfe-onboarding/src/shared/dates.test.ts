import { formatDay } from './dates';

describe('formatDay', () => {
  it.each([
    ['2026-11-01', 'en', 'November 1, 2026'],
    ['2026-11-01T00:00:00.000Z', 'en', 'November 1, 2026'],
    ['2026-11-01', 'ua', '1 листопада 2026 р.'],
    ['not a date', 'en', 'not a date'],
  ])('%s in %s / %s', (value, language, expected) => {
    expect(formatDay(value, language)).toBe(expected);
  });
});
