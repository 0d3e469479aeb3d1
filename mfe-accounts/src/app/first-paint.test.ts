import fs from 'node:fs';
import path from 'node:path';
import en from '../locales/en';
import es from '../locales/es';
import pt from '../locales/pt';
import ro from '../locales/ro';
import ru from '../locales/ru';
import ua from '../locales/ua';
import cardsEn from '../locales/cards/en';
import cardsEs from '../locales/cards/es';
import cardsPt from '../locales/cards/pt';
import cardsRo from '../locales/cards/ro';
import cardsRu from '../locales/cards/ru';
import cardsUa from '../locales/cards/ua';
import { FIRST_PAINT_PAGES, firstPaintPages } from './first-paint';

/**
 * `first-paint.json` goes into the area's release folder (its build copies it); the portal's server paints the
 * heading of a page it names before the scripts have run. It must be what `firstPaintPages` makes of the texts.
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-accounts/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
/** A language's texts as the cards pages have them: the cards texts merged into `cards` (features/cards/texts.ts). */
const withCards = (base: { cards: object }, cards: object) => ({
  ...base,
  cards: { ...base.cards, ...cards },
});
const locales = {
  en: withCards(en, cardsEn),
  es: withCards(es, cardsEs),
  pt: withCards(pt, cardsPt),
  ro: withCards(ro, cardsRo),
  ru: withCards(ru, cardsRu),
  ua: withCards(ua, cardsUa),
} as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the accounts pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
  });

  it("the home / its description in every language, its greeting's place held (it names the customer)", () => {
    const home = expected.pages['/home']!;
    expect(home.title).toBeNull();
    expect(home.description!.en).toBe('Your balances in every currency, updated live.');
    expect(home.description!.es).toBe(es.description);
    expect(Object.keys(home.description!).sort()).toEqual(['en', 'es', 'pt', 'ro', 'ru', 'ua']);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the other pages / their title and description as the page has them', () => {
    expect(expected.pages['/history']).toEqual({
      title: expect.objectContaining({ en: en.history.title, ru: ru.history.title }),
      description: expect.objectContaining({ en: en.history.description }),
    });
    expect(expected.pages['/statements']!.title!.pt).toBe(pt.statements.title);
    expect(expected.pages['/news']!.description!.ro).toBe(ro.news.description);
    expect(expected.pages['/receive']!.title!.ua).toBe(ua.receive.title);
    expect(expected.pages['/history/batch-transfers']).toEqual({
      title: expect.objectContaining({ en: 'Batch transfers', es: es.batch.title }),
      description: expect.objectContaining({ ru: ru.batch.description }),
    });
  });

  it('a key that is missing or takes values / refused, not painted as a raw key', () => {
    expect(() => firstPaintPages({ en: { greeting: 'Hello, {{name}}' } })).toThrow(/no plain text/);
  });

  it('the cards pages / their own heading, from the cards texts', () => {
    expect(expected.pages['/cards/physical']).toEqual({
      title: expect.objectContaining({ en: 'Physical cards', ro: cardsRo.list.physicalTitle }),
      description: expect.objectContaining({ en: cardsEn.list.description }),
    });
    expect(expected.pages['/cards/apply']!.title!.en).toBe('Apply for a card');
    expect(expected.pages['/add-card']!.description!.pt).toBe(cardsPt.addCard.description);
    // One card's page: its title names the card (held), its description is plain.
    expect(expected.pages['/cards/:accountId']).toEqual({
      title: null,
      description: expect.objectContaining({ en: cardsEn.details.description }),
    });
    // The redirect's own heading, held while the accounts say where to go: "Cards" and the lists' description.
    expect(expected.pages['/cards']).toEqual({
      title: expect.objectContaining({ en: 'Cards', ua: ua.cards.title }),
      description: expect.objectContaining({ en: cardsEn.list.description, ro: cardsRo.list.description }),
    });
  });
});
