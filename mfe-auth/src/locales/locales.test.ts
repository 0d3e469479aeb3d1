import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/i18n/i18n';
import { informalTexts, keyDifferences, textsInstance, unpairedPluralKeys } from '@portal/i18n/testing';

/** Every folder of this app's texts, one file per language (issue 14 item 7: no untranslated or stray key). */
const FOLDERS = [__dirname, ...fs.readdirSync(__dirname).map((name) => path.join(__dirname, name))].filter(
  (folder) => fs.existsSync(path.join(folder, 'en.ts')),
);

async function textsOf(folder: string, language: string): Promise<Record<string, unknown>> {
  const module = (await import(path.join(folder, `${language}.ts`))) as { default: Record<string, unknown> };
  return module.default;
}

describe.each(FOLDERS.map((folder) => path.relative(__dirname, folder) || '.'))(
  'texts in locales/%s',
  (name) => {
    const folder = path.join(__dirname, name);

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s / the keys of en, each counted text in every plural form the language needs',
      async (language) => {
        const differences = keyDifferences(
          await textsOf(folder, 'en'),
          await textsOf(folder, language),
          language,
        );
        expect(differences).toEqual({ missing: [], extra: [] });
      },
    );

    it('en / every counted text has its _one and _other', async () =>
      expect(unpairedPluralKeys(await textsOf(folder, 'en'))).toEqual([]));

    it.each(['es', 'ro', 'pt'])(
      '%s / one register, the formal one (usted, dumneavoastră, o senhor)',
      async (language) => expect(informalTexts(await textsOf(folder, language), language)).toEqual([]),
    );
  },
);

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
