import en from './locales/common/en';
import es from './locales/common/es';
import pt from './locales/common/pt';
import ro from './locales/common/ro';
import ru from './locales/common/ru';
import ua from './locales/common/ua';

const COMMON_TEXTS = { en, es, ro, ru, ua, pt };
import {
  LANGUAGES,
  addNamespace,
  changeLanguage,
  i18n,
  initI18n,
  normaliseLanguage,
  withEnglish,
} from './i18n';
import { informalTexts, keyDifferences, unpairedPluralKeys } from './testing';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

describe('withEnglish', () => {
  const english = { greeting: 'Hello' };
  const others = jest.fn(async (language: string) => ({ default: { greeting: `(${language})` } }));
  const load = withEnglish(english, others);

  it('en / the bundled texts, nothing downloaded (issue 11)', async () => {
    await expect(load('en')).resolves.toEqual({ default: english });
    expect(others).not.toHaveBeenCalled();
  });
  it('another language / asks its loader', async () => {
    await expect(load('ro')).resolves.toEqual({ default: { greeting: '(ro)' } });
    expect(others).toHaveBeenCalledWith('ro');
  });
});

describe('normaliseLanguage', () => {
  it('uk / maps to ua (spec 01 §9)', () => expect(normaliseLanguage('uk-UA')).toBe('ua'));
  it.each(['ua', 'uk', 'UK', 'uk-UA', 'ua-UA'])('%s / ua, both codes of spec 03 §9', (code) =>
    expect(normaliseLanguage(code)).toBe('ua'),
  );
  it('unsupported by the brand / falls back to en', () =>
    expect(normaliseLanguage('ro', ['en', 'es'])).toBe('en'));
  it('browser locale es-ES / es', () => expect(normaliseLanguage('es-ES')).toBe('es'));
});

describe('common texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s / has exactly the keys of en, each counted text in every plural form the language needs, none empty',
    (language) => {
      expect(keyDifferences(COMMON_TEXTS.en, COMMON_TEXTS[language], language)).toEqual({
        missing: [],
        extra: [],
      });
      expect(keys(COMMON_TEXTS[language]).every((key) => key.length > 0)).toBe(true);
    },
  );
  it('en / every counted text has its _one and _other', () =>
    expect(unpairedPluralKeys(COMMON_TEXTS.en)).toEqual([]));
  it.each(['es', 'ro', 'pt'] as const)(
    '%s / one register, the formal one (usted, dumneavoastră, o senhor)',
    (language) => expect(informalTexts(COMMON_TEXTS[language], language)).toEqual([]),
  );
});

describe('instance', () => {
  it('init, add a namespace, switch language / texts of the namespace follow and the locale is saved', async () => {
    await initI18n(LANGUAGES);
    await addNamespace('demo', async (language) => ({
      default: { hello: language === 'es' ? 'Hola' : 'Hello' },
    }));
    expect(i18n.t('hello', { ns: 'demo' })).toBe('Hello');
    await changeLanguage('es');
    expect(i18n.t('hello', { ns: 'demo' })).toBe('Hola');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
    expect(localStorage.getItem('portal.locale')).toBe('es');
    // The server paints the next page's frame in it (scripts/first-paint.mjs reads the cookie).
    expect(document.cookie).toContain('portal.locale=es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('instance / language rules', () => {
  const idle = (count: number) => i18n.t('idle.text', { seconds: count, count });

  it.each([
    ['ru', 1, 'через 1 секунду.'],
    ['ru', 2, 'через 2 секунды.'],
    ['ru', 5, 'через 5 секунд.'],
    ['ru', 21, 'через 21 секунду.'],
    ['ua', 1, 'через 1 секунду.'],
    ['ua', 2, 'через 2 секунди.'],
    ['ua', 5, 'через 5 секунд.'],
    ['ua', 21, 'через 21 секунду.'],
    ['en', 1, 'in 1 second.'],
    ['en', 21, 'in 21 seconds.'],
    ['ro', 2, 'în 2 secunde.'],
    ['ro', 21, 'în 21 de secunde.'],
  ] as const)('%s, %i / the plural form of the language (spec 02 §9)', async (language, count, expected) => {
    await initI18n(LANGUAGES);
    await changeLanguage(language);
    expect(idle(count)).toContain(expected);
  });

  it("nothing in storage, the server's cookie says ro / Romanian, the language the first paint spoke", async () => {
    localStorage.removeItem('portal.locale');
    document.cookie = 'portal.locale=ro; path=/';
    let freshInit: typeof initI18n | undefined;
    jest.isolateModules(() => {
      freshInit = jest.requireActual<{ initI18n: typeof initI18n }>('./i18n').initI18n;
    });
    const instance = await freshInit!(LANGUAGES);
    expect(instance.language).toBe('ro');
    document.cookie = 'portal.locale=; path=/; max-age=0';
  });

  it('a saved locale uk / Ukrainian texts, the product code ua, the page lang uk (spec 03 §9)', async () => {
    localStorage.setItem('portal.locale', 'uk');
    let freshInit: typeof initI18n | undefined;
    jest.isolateModules(() => {
      freshInit = jest.requireActual<{ initI18n: typeof initI18n }>('./i18n').initI18n;
    });
    const instance = await freshInit!(LANGUAGES);
    expect(instance.language).toBe('ua');
    expect(instance.t('idle.text', { seconds: 5, count: 5 })).toContain('5 секунд.');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('ua / the page says uk, the ISO code (spec 03 §9)', async () => {
    await initI18n(LANGUAGES);
    await changeLanguage('ua');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('a legal name ending in a period before a full stop / printed as written, one full stop', async () => {
    await initI18n(LANGUAGES);
    await changeLanguage('en');
    await addNamespace('legal', async () => ({ default: { work: 'You can now work for {{business}}.' } }));
    expect(i18n.t('work', { ns: 'legal', business: 'Tessera Pagos S.L.' })).toBe(
      'You can now work for Tessera Pagos S.L.',
    );
    expect(i18n.t('work', { ns: 'legal', business: 'Nordlicht GmbH' })).toBe(
      'You can now work for Nordlicht GmbH.',
    );
  });
});
