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
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-contracts/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const locales = { en, es, pt, ro, ru, ua } as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the contracts pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the list / its title and description in every language', () => {
    expect(expected.pages['/revenue-split']).toEqual({
      title: expect.objectContaining({ en: 'Smart contracts', ru: ru.list.title, ua: ua.list.title }),
      description: expect.objectContaining({ es: es.list.description, pt: pt.list.description }),
    });
    expect(Object.keys(expected.pages['/revenue-split']!.title!).sort()).toEqual([
      'en',
      'es',
      'pt',
      'ro',
      'ru',
      'ua',
    ]);
  });

  it('the new contract / the form’s heading', () => {
    expect(expected.pages['/revenue-split/new']!.title!.en).toBe('New contract');
    expect(expected.pages['/revenue-split/new']!.description!.ro).toBe(ro.form.description);
  });

  it('a contract / its title held (it names the contract), its plain description', () => {
    expect(en.detail.title).toContain('{{');
    expect(expected.pages['/revenue-split/:contractId']).toEqual({
      title: null,
      description: expect.objectContaining({ en: en.detail.description }),
    });
  });
});
