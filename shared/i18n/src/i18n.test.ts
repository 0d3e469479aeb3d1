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
  it('unsupported by the brand / falls back to en', () =>
    expect(normaliseLanguage('ro', ['en', 'es'])).toBe('en'));
  it('browser locale es-ES / es', () => expect(normaliseLanguage('es-ES')).toBe('es'));
});

describe('common texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s / has exactly the keys of en, none empty', (language) => {
    expect(keys(COMMON_TEXTS[language]).sort()).toEqual(keys(COMMON_TEXTS.en).sort());
    expect(keys(COMMON_TEXTS[language]).every((key) => key.length > 0)).toBe(true);
  });
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
    expect(document.documentElement.lang).toBe('es');
  });
});
