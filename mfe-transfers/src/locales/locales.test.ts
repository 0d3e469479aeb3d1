import { describeLocaleFolders, textsInstance, textsOf } from '@portal/i18n/testing';

describeLocaleFolders(__dirname);

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
