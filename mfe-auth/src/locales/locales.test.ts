import path from 'node:path';
import { describeLocaleFolders, textsInstance, textsOf } from '@portal/i18n/testing';

describeLocaleFolders(__dirname);

describe('a counted text in ru and ua (spec 02 §9: their plural rules)', () => {
  it.each([
    ['ru', 1, 'До перехода остался 1 день'],
    ['ru', 2, 'До перехода осталось 2 дня'],
    ['ru', 5, 'До перехода осталось 5 дней'],
    ['ru', 21, 'До перехода остался 21 день'],
    ['ua', 1, 'До переходу залишився 1 день'],
    ['ua', 2, 'До переходу залишилося 2 дні'],
    ['ua', 5, 'До переходу залишилося 5 днів'],
    ['ua', 21, 'До переходу залишився 21 день'],
    ['en', 1, '1 day left to switch'],
    ['en', 12, '12 days left to switch'],
  ])('%s, %i days left / %s', async (language, count, expected) => {
    const pages = path.join(__dirname, 'pages');
    const texts = { en: await textsOf(pages, 'en'), [language]: await textsOf(pages, language) };
    const i18n = await textsInstance('auth', texts, language);
    expect(i18n.t('migration.daysLeft', { days: count, count })).toBe(expected);
  });
});
