import fs from 'node:fs';
import path from 'node:path';
import en from '../locales/en';
import es from '../locales/es';
import pt from '../locales/pt';
import ro from '../locales/ro';
import ru from '../locales/ru';
import ua from '../locales/ua';
import { FIRST_PAINT_PAGES, firstPaintPages } from './first-paint';

/**
 * `first-paint.json` goes into the area's release folder (its build copies it); the portal's server paints the
 * heading of a page it names before the scripts have run. It must be what `firstPaintPages` makes of the texts.
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-support/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const locales = { en, es, pt, ro, ru, ua } as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the support pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the tickets / their title and description in every language', () => {
    expect(expected.pages['/messages']).toEqual({
      title: {
        en: 'Messages',
        es: es.list.title,
        pt: pt.list.title,
        ro: ro.list.title,
        ru: ru.list.title,
        ua: ua.list.title,
      },
      description: expect.objectContaining({ en: 'Your questions to our support team and their answers.' }),
    });
    expect(expected.pages['/messages']!.description!.ru).toBe(ru.list.description);
  });

  it('a ticket / its title held (the subject, or its number), its plain description in every language', () => {
    expect(en.ticket.title).toContain('{{');
    expect(expected.pages['/messages/:ticketNumber']).toEqual({
      title: null,
      description: expect.objectContaining({ en: en.ticket.description }),
    });
    // In every language the list's description is in.
    const languages = (page: string) => Object.keys(expected.pages[page]!.description!).sort();
    expect(languages('/messages/:ticketNumber')).toEqual(languages('/messages'));
  });
});
