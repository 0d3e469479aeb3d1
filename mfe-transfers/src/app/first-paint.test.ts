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
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-transfers/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const locales = { en, es, pt, ro, ru, ua } as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the transfers pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the transfer forms / their title and description in every language', () => {
    expect(expected.pages['/transfer/account']).toEqual({
      title: expect.objectContaining({ en: 'Between my accounts', ru: ru.account.title }),
      description: expect.objectContaining({ es: es.account.description }),
    });
    expect(expected.pages['/transfer/p2p']!.title!.pt).toBe(pt.p2p.title);
    expect(expected.pages['/transfer/external']!.description!.ro).toBe(ro.external.description);
    expect(Object.keys(expected.pages['/transfer/external']!.title!).sort()).toEqual([
      'en',
      'es',
      'pt',
      'ro',
      'ru',
      'ua',
    ]);
  });

  it('both mass confirm routes / the one page’s heading', () => {
    expect(expected.pages['/transfer/external/mass/confirm']).toEqual(
      expected.pages['/transfer/mass/p2p/confirm'],
    );
    expect(expected.pages['/transfer/mass/p2p/confirm']!.title!.ua).toBe(ua.mass.confirm.title);
  });

  it('the lists / their heading as the page has it for a user who may use them', () => {
    expect(expected.pages['/transfer/approved']!.description!.en).toBe(en.approvals.description);
    expect(expected.pages['/transfer/preapproved-payments']!.title!.en).toBe('Standing payments');
    expect(expected.pages['/payout-blacklist']!.title!.es).toBe(es.blacklist.title);
    expect(expected.pages['/transfer/invoices']!.description!.ru).toBe(ru.invoices.description);
  });

  it('the mass upload and its tabs / the title held (it names the tab), the one description painted', () => {
    expect(en.mass.titleOf).toContain('{{');
    expect(expected.pages['/transfer/mass']).toEqual({
      title: null,
      description: expect.objectContaining({ en: en.mass.description, ua: ua.mass.description }),
    });
    expect(expected.pages['/transfer/mass/:tab']).toEqual(expected.pages['/transfer/mass']);
  });
});
