import { LANGUAGES, addNamespace, changeLanguage, i18n, initI18n } from '@portal/i18n/i18n';
import { createTextParts } from './text-parts';

const BASE = { en: { page: { title: 'Cards' } }, es: { page: { title: 'Tarjetas' } } };
const PART = { en: { page: { empty: 'No cards yet' } }, es: { page: { empty: 'Aún no tiene tarjetas' } } };

describe('createTextParts (issue 11: a page’s texts load with its chunk)', () => {
  const loader = jest.fn(async (language: string) => ({
    default: PART[language as 'en' | 'es'] ?? PART.en,
  }));
  const { ensureTexts } = createTextParts<'page'>({
    namespace: 'parts-demo',
    loaders: { page: loader },
    markers: { page: 'page.empty' },
  });

  beforeAll(async () => {
    await initI18n(LANGUAGES);
    await changeLanguage('en');
    await addNamespace('parts-demo', async (language) => ({
      default: BASE[language as 'en' | 'es'] ?? BASE.en,
    }));
  });

  it('before / only the base texts: the part’s key is missing', () =>
    expect(i18n.t('page.empty', { ns: 'parts-demo' })).toBe('page.empty'));

  it('ensure / the part completes the base’s key (a deep merge), loaded once per language', async () => {
    await ensureTexts('page');
    await ensureTexts('page');
    expect(i18n.t('page.empty', { ns: 'parts-demo' })).toBe('No cards yet');
    expect(i18n.t('page.title', { ns: 'parts-demo' })).toBe('Cards');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['en']);
  });

  it('a language chosen later / the part follows it', async () => {
    await changeLanguage('es');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('page.empty', { ns: 'parts-demo' })).toBe('Aún no tiene tarjetas');
    expect(i18n.t('page.title', { ns: 'parts-demo' })).toBe('Tarjetas');
  });
});

describe('a part asked for before its namespace’s own texts (issue 49: a preloaded page)', () => {
  const { ensureTexts } = createTextParts<'page'>({
    namespace: 'parts-early',
    loaders: { page: async () => ({ default: PART.en }) },
    markers: { page: 'page.empty' },
  });

  it('waits for them: merged after, the namespace’s own keys are read too, none shows raw', async () => {
    await initI18n(LANGUAGES);
    await changeLanguage('en');
    let merged = false;
    const ensured = ensureTexts('page').then(() => (merged = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The part is in hand, the namespace is not: nothing merged yet, no bundle that i18next would take as loaded.
    expect(merged).toBe(false);
    expect(i18n.hasResourceBundle('en', 'parts-early')).toBe(false);
    await addNamespace('parts-early', async () => ({ default: BASE.en }));
    await ensured;
    expect(i18n.t('page.title', { ns: 'parts-early' })).toBe('Cards');
    expect(i18n.t('page.empty', { ns: 'parts-early' })).toBe('No cards yet');
  });
});
