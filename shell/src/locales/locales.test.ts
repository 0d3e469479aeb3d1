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
    ['ru', 1, '1 цифра'],
    ['ru', 2, '2 цифры'],
    ['ru', 5, '5 цифр'],
    ['ru', 21, '21 цифра'],
    ['ua', 1, '1 цифра'],
    ['ua', 2, '2 цифри'],
    ['ua', 5, '5 цифр'],
    ['ua', 21, '21 цифра'],
    ['en', 6, '6 digits'],
  ])('%s, a code of %i digits / %s', async (language, count, expected) => {
    const approvals = path.join(__dirname, 'approvals');
    const texts = { en: await textsOf(approvals, 'en'), [language]: await textsOf(approvals, language) };
    const i18n = await textsInstance('shellApprovals', texts, language);
    expect(i18n.t('approval.codeHint', { length: count, count })).toBe(expected);
  });
});
