import path from 'node:path';
import { describeLocaleFolders, textsInstance, textsOf } from '@portal/i18n/testing';

describeLocaleFolders(__dirname);

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
