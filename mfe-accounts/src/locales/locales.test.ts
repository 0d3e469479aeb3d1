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
    ['ru', 1, '1 карта'],
    ['ru', 2, '2 карты'],
    ['ru', 5, '5 карт'],
    ['ru', 21, '21 карта'],
    ['ua', 1, '1 картка'],
    ['ua', 2, '2 картки'],
    ['ua', 5, '5 карток'],
    ['ua', 21, '21 картка'],
    ['en', 1, '1 card'],
    ['es', 2, '2 tarjetas'],
  ])('%s, %i cards / %s', async (language, count, expected) => {
    const texts = {
      en: await textsOf(__dirname, 'en'),
      [language]: await textsOf(__dirname, language),
    };
    const i18n = await textsInstance('accounts', texts, language);
    expect(i18n.t('cards.list.count', { count })).toBe(expected);
  });
});
