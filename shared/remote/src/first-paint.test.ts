import { firstPaintPages, textAt } from './first-paint';

const EN = {
  description: 'Your balances, updated live.',
  greeting: 'Hello, {{name}}',
  history: { title: 'History', description: 'Every movement of your accounts.' },
  list: { count_one: '{{count}} item' },
  nested: { deeper: { title: 'Deep' } },
};
const ES = {
  description: 'Sus saldos, actualizados al momento.',
  greeting: 'Hola, {{name}}',
  history: { title: 'Historial', description: 'Todos los movimientos de sus cuentas.' },
  list: { count_one: '{{count}} elemento' },
  nested: { deeper: { title: 'Profundo' } },
};

describe('textAt', () => {
  it('a dotted key / the text at its path', () => {
    expect(textAt(EN, 'history.title')).toBe('History');
    expect(textAt(EN, 'nested.deeper.title')).toBe('Deep');
    expect(textAt(EN, 'description')).toBe('Your balances, updated live.');
  });

  it('a missing key, or one that names a group of texts / undefined', () => {
    expect(textAt(EN, 'history.subtitle')).toBeUndefined();
    expect(textAt(EN, 'missing.title')).toBeUndefined();
    expect(textAt(EN, 'history')).toBeUndefined();
    expect(textAt(EN, 'history.title.more')).toBeUndefined();
  });
});

describe('firstPaintPages', () => {
  it('the declared pages / their title and description in every language, by route pattern', () => {
    expect(
      firstPaintPages(
        { '/history': { title: 'history.title', description: 'history.description' } },
        { en: EN, es: ES },
      ),
    ).toEqual({
      pages: {
        '/history': {
          title: { en: 'History', es: 'Historial' },
          description: {
            en: 'Every movement of your accounts.',
            es: 'Todos los movimientos de sus cuentas.',
          },
        },
      },
    });
  });

  it('a title declared null (it names the customer) / held: null, the description still painted', () => {
    const { pages } = firstPaintPages({ '/home': { title: null, description: 'description' } }, { en: EN });
    expect(pages['/home']).toEqual({ title: null, description: { en: 'Your balances, updated live.' } });
  });

  it('the patterns / kept in their declared order, parameters and all', () => {
    const { pages } = firstPaintPages(
      {
        '/b': { title: 'nested.deeper.title', description: 'description' },
        '/a/:id': { title: 'history.title', description: 'description' },
      },
      { en: EN },
    );
    expect(Object.keys(pages)).toEqual(['/b', '/a/:id']);
  });

  it('nothing declared / an empty file', () => {
    expect(firstPaintPages({}, { en: EN, es: ES })).toEqual({ pages: {} });
  });

  it('a key missing in one language / refused, naming the language and the key', () => {
    const withoutTitle = { ...ES, history: { description: ES.history.description } };
    expect(() =>
      firstPaintPages(
        { '/history': { title: 'history.title', description: 'history.description' } },
        { en: EN, es: withoutTitle },
      ),
    ).toThrow('es: history.title is no plain text');
  });

  it('a text that takes values / refused, not painted with its placeholder', () => {
    expect(() =>
      firstPaintPages({ '/home': { title: 'greeting', description: 'description' } }, { en: EN }),
    ).toThrow('en: greeting is no plain text');
    expect(() =>
      firstPaintPages({ '/list': { title: null, description: 'list.count_one' } }, { en: EN }),
    ).toThrow(/no plain text/);
  });

  it('a text naming the brand / kept with its placeholder, which the server fills; with another value still refused', () => {
    const signIn = { title: 'Sign in to {{brand}}', mixed: '{{brand}} for {{name}}' };
    expect(
      firstPaintPages({ '/login': { title: 'title', description: null, card: true } }, { en: signIn }).pages[
        '/login'
      ],
    ).toEqual({ title: { en: 'Sign in to {{brand}}' }, description: null, card: true });
    expect(() =>
      firstPaintPages({ '/login': { title: 'mixed', description: null } }, { en: signIn }),
    ).toThrow('en: mixed is no plain text');
  });

  it('a key that names a group of texts / refused', () => {
    expect(() =>
      firstPaintPages({ '/history': { title: 'history', description: 'description' } }, { en: EN }),
    ).toThrow('en: history is no plain text');
  });
});

describe('firstPaintPages / a page without a description the server can know', () => {
  it('its title alone; a held title with no description is refused (it would paint nothing)', () => {
    expect(
      firstPaintPages({ '/a': { title: 'a.title', description: null } }, { en: { a: { title: 'A' } } }),
    ).toEqual({
      pages: { '/a': { title: { en: 'A' }, description: null } },
    });
    expect(() => firstPaintPages({ '/b': { title: null, description: null } }, { en: {} })).toThrow(
      /paint nothing/,
    );
    // A card is known by its title: one held is refused.
    expect(() =>
      firstPaintPages(
        { '/c': { title: null, description: 'a.title', card: true } },
        { en: { a: { title: 'A' } } },
      ),
    ).toThrow('/c: a card is painted with its title');
  });
});
