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
    ['ru', 1, '(1 платёж)'],
    ['ru', 2, '(2 платежа)'],
    ['ru', 5, '(5 платежей)'],
    ['ru', 21, '(21 платёж)'],
    ['ua', 1, '(1 платіж)'],
    ['ua', 2, '(2 платежі)'],
    ['ua', 5, '(5 платежів)'],
    ['ua', 21, '(21 платіж)'],
    ['en', 1, '(1 payment)'],
    ['ro', 21, '(21 de plăți)'],
  ])('%s, a batch of %i / %s', async (language, count, expected) => {
    const texts = { en: await textsOf(__dirname, 'en'), [language]: await textsOf(__dirname, language) };
    const i18n = await textsInstance('transfers', texts, language);
    expect(i18n.t('approvals.confirm.approveBatch', { name: 'May', count })).toContain(expected);
  });
});

describe('a legal name at the end of a sentence (issue 14 item 7)', () => {
  it.each(['en', 'es', 'pt', 'ro', 'ru', 'ua'])(
    '%s / printed as written, one full stop',
    async (language) => {
      const texts = { en: await textsOf(__dirname, 'en'), [language]: await textsOf(__dirname, language) };
      const i18n = await textsInstance('transfers', texts, language);
      const holder = i18n.t('external.instant.holder', {
        holderName: 'Ana Souza',
        bankName: 'Banco do Brasil S.A.',
      });
      expect(holder).toMatch(/Banco do Brasil S\.A\.$/);
    },
  );
});
