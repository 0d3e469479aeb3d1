import fs from 'node:fs';
import path from 'node:path';
import en from '../locales/en';
import es from '../locales/es';
import pt from '../locales/pt';
import ro from '../locales/ro';
import ru from '../locales/ru';
import ua from '../locales/ua';
import { MERCHANT_HOME, MERCHANT_ROOT, MERCHANT_SECTIONS } from '../shared/sections';
import { FIRST_PAINT_PAGES, firstPaintPages } from './first-paint';

/**
 * `first-paint.json` goes into the area's release folder (its build copies it); the portal's server paints the
 * heading of a page it names before the scripts have run. It must be what `firstPaintPages` makes of the texts.
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-merchant/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const locales = { en, es, pt, ro, ru, ua } as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the merchant pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the pages / every page of the section navigation, the internal ones too; their headings plain texts in every language', () => {
    const { pages } = expected;
    const navigated = MERCHANT_SECTIONS.flatMap((section) => section.links.map((link) => link.path));
    for (const pattern of Object.keys(FIRST_PAINT_PAGES))
      if (pattern !== MERCHANT_ROOT) expect(navigated).toContain(pattern);
    // The root redirects to the verification page, always: its heading.
    expect(pages[MERCHANT_ROOT]).toEqual(pages[MERCHANT_HOME]);
    expect(navigated.filter((path) => !(path in FIRST_PAINT_PAGES))).toEqual([]);
    expect(pages['/merchant/internal/webhook_log']!.title!.en).toBe(en.nav.webhookLog);
    expect(pages[MERCHANT_HOME]).toEqual({
      title: expect.objectContaining({ en: en.verification.title, ru: ru.verification.title }),
      description: expect.objectContaining({ es: es.verification.description }),
    });
    expect(pages['/merchant/ipn/settings']!.title!.pt).toBe(pt.ipn.settingsTitle);
    expect(pages['/merchant/buttons/business_logos']!.description!.ro).toBe(ro.logos.description);
    expect(pages['/merchant/accounts/subscribers']!.title!.ua).toBe(ua.subscribers.title);
  });
});
