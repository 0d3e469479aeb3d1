import fs from 'node:fs';
import path from 'node:path';
import en from '../locales/en';
import es from '../locales/es';
import pt from '../locales/pt';
import ro from '../locales/ro';
import ru from '../locales/ru';
import ua from '../locales/ua';
import pagesEn from '../locales/pages/en';
import pagesEs from '../locales/pages/es';
import pagesPt from '../locales/pages/pt';
import pagesRo from '../locales/pages/ro';
import pagesRu from '../locales/pages/ru';
import pagesUa from '../locales/pages/ua';
import securityEn from '../locales/security/en';
import securityEs from '../locales/security/es';
import securityPt from '../locales/security/pt';
import securityRo from '../locales/security/ro';
import securityRu from '../locales/security/ru';
import securityUa from '../locales/security/ua';
import { FIRST_PAINT_PAGES, firstPaintPages } from './first-paint';

/**
 * `first-paint.json` goes into the area's release folder (its build copies it); the portal's server paints the
 * heading of a page it names before the scripts have run. It must be what `firstPaintPages` makes of the texts.
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-auth/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
// The `auth` namespace as a page has it: the sign-in page's texts, with the parts that load with the other pages'
// chunks merged in (utils/text-parts.ts; their top-level keys differ from the base's).
const locales = {
  en: { ...en, ...pagesEn, ...securityEn },
  es: { ...es, ...pagesEs, ...securityEs },
  pt: { ...pt, ...pagesPt, ...securityPt },
  ro: { ...ro, ...pagesRo, ...securityRo },
  ru: { ...ru, ...pagesRu, ...securityRu },
  ua: { ...ua, ...pagesUa, ...securityUa },
} as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the auth pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the security settings / their title and description in every language, from the security part', () => {
    expect(expected.pages['/setting']).toEqual({
      title: expect.objectContaining({ en: 'Account security', es: securityEs.security.settings.title }),
      description: expect.objectContaining({
        pt: securityPt.security.settings.description,
        ua: securityUa.security.settings.description,
      }),
    });
    expect(expected.pages['/setting']!.title!.ru).toBe(securityRu.security.settings.title);
    expect(Object.keys(expected.pages['/setting']!.description!).sort()).toEqual([
      'en',
      'es',
      'pt',
      'ro',
      'ru',
      'ua',
    ]);
  });

  it('the login history / a heading per view, the support actions by the address’s query', () => {
    expect(expected.pages['/login-history']!.title!.en).toBe(securityEn.security.loginHistory.title);
    expect(expected.pages['/login-history?view=support']!.title!.en).toBe(
      securityEn.security.supportActions.title,
    );
    expect(expected.pages['/login-history?view=support']!.description!.ro).toBe(
      securityRo.security.supportActions.description,
    );
    // The admin overview: its title alone (the description is an admin's only).
    expect(expected.pages['/admin-overview']).toEqual({
      title: expect.objectContaining({ en: securityEn.security.admin.title }),
      description: null,
    });
  });

  it('the sign-in / its card’s title, the brand’s name left for the server, and its line', () => {
    expect(expected.pages['/login']).toEqual({
      title: expect.objectContaining({ en: 'Sign in to {{brand}}', ru: ru.login.title }),
      description: expect.objectContaining({ en: en.login.subtitle, ua: ua.login.subtitle }),
      card: true,
    });
  });

  it('the other public pages / left out: the server paints them no page heading', () => {
    expect(expected.pages['/password-reset']).toBeUndefined();
    expect(expected.pages['/activate']).toBeUndefined();
  });
});
