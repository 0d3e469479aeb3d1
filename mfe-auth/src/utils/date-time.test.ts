import { formatDateTime, intlLocale } from './date-time';

describe('date-time', () => {
  it('ua / Ukrainian locale uk', () => expect(intlLocale('ua')).toBe('uk'));
  it('en date-time / month name, year and time', () =>
    expect(formatDateTime('2024-03-05T14:07:00', 'en')).toMatch(/Mar 5, 2024.*2:07/));
  it('date only / no time', () =>
    expect(formatDateTime('2024-03-05T14:07:00', 'en', false)).not.toMatch(/2:07/));
  it('not a date / the raw text', () => expect(formatDateTime('soon', 'en')).toBe('soon'));
});
