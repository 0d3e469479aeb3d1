import { dayGroup, dayLabel, localDay, timeOfDay } from './day-groups';

// Local times, so the test holds in every time zone.
const NOW = new Date(2026, 10, 26, 9, 30);

describe('day groups of the history on a phone', () => {
  it('today, yesterday (also across a month) and earlier, by the local calendar day', () => {
    expect(dayGroup(new Date(2026, 10, 26, 0, 1).toISOString(), NOW)).toMatchObject({
      key: '2026-11-26',
      when: 'today',
    });
    expect(dayGroup(new Date(2026, 10, 25, 23, 59).toISOString(), NOW).when).toBe('yesterday');
    expect(dayGroup(new Date(2026, 10, 24, 12).toISOString(), NOW).when).toBe('earlier');
    expect(dayGroup(new Date(2026, 9, 31, 12).toISOString(), new Date(2026, 10, 1, 8)).when).toBe(
      'yesterday',
    );
  });

  it('an earlier day reads as a localized date, with the year only when it is not this one', () => {
    const thisYear = dayGroup(new Date(2026, 10, 24, 12).toISOString(), NOW);
    expect(dayLabel(thisYear, 'en', NOW)).toBe('Tuesday, November 24');
    expect(dayLabel(thisYear, 'ru', NOW)).toBe('вторник, 24 ноября');
    const lastYear = dayGroup(new Date(2025, 11, 31, 12).toISOString(), NOW);
    expect(dayLabel(lastYear, 'es', NOW)).toBe('miércoles, 31 de diciembre de 2025');
  });

  it('an unreadable date keeps its text as the key and the header', () => {
    const group = dayGroup('not a date', NOW);
    expect(group).toMatchObject({ key: 'not a date', when: 'earlier' });
    expect(dayLabel(group, 'en', NOW)).toBe('not a date');
    expect(timeOfDay('not a date', 'en')).toBe('');
  });

  it('the time of day in the language', () => {
    expect(timeOfDay(new Date(2026, 10, 26, 14, 5).toISOString(), 'ru')).toBe('14:05');
    expect(localDay(new Date(2026, 0, 2, 3))).toBe('2026-01-02');
  });
});
