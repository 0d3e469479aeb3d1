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
 * After a text change: UPDATE_FIRST_PAINT=1 node_modules/.bin/jest mfe-onboarding/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const locales = { en, es, pt, ro, ru, ua } as unknown as Record<string, Record<string, unknown>>;
const expected = firstPaintPages(locales);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint of the onboarding pages', () => {
  it('the file / what the texts make of the declared pages', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(expected);
    expect(Object.keys(expected.pages)).toEqual(Object.keys(FIRST_PAINT_PAGES));
  });

  it('the company pages / their title and description in every language', () => {
    expect(expected.pages['/company']).toEqual({
      title: expect.objectContaining({ en: 'Company details', ru: ru.company.page.title }),
      description: expect.objectContaining({ es: es.company.page.description }),
    });
    expect(expected.pages['/company-access']!.title!.pt).toBe(pt.company.access.title);
    expect(expected.pages['/company-emails']!.description!.ua).toBe(ua.company.emails.description);
    expect(Object.keys(expected.pages['/company']!.description!).sort()).toEqual([
      'en',
      'es',
      'pt',
      'ro',
      'ru',
      'ua',
    ]);
  });

  it('the profile and verification pages / their heading as the page has it', () => {
    expect(expected.pages['/profile']!.title!.en).toBe('Profile');
    expect(expected.pages['/profile/notifications']!.description!.ro).toBe(ro.notifications.description);
    expect(expected.pages['/company-documents']!.title!.en).toBe(en.verification.kyc.companyDocumentsTitle);
    expect(expected.pages['/limited-account']!.description!.ru).toBe(ru.verification.limited.description);
  });

  it('the self-certification pages / the heading of the route’s kind', () => {
    expect(expected.pages['/self-certification']!.title!.en).toBe(en.taxCertification.page.title);
    expect(expected.pages['/self-certification-business-splash']!.description!.en).toBe(
      en.taxCertification.splash.whyBusiness,
    );
    expect(expected.pages['/self-certification-business']!.title!.en).toBe(
      en.taxCertification.page.titleBusiness,
    );
  });

  it('the documents page / its title, personal or company by the customer, held; its description painted', () => {
    expect(en.verification.kyc.title).not.toBe(en.verification.kyc.titleBusiness);
    expect(expected.pages['/kyc']).toEqual({
      title: null,
      description: expect.objectContaining({ en: en.verification.kyc.description }),
    });
  });

  it('the registration forms / their headings; the choice, whose heading follows the brand, left out', () => {
    expect(Object.keys(expected.pages).filter((pattern) => pattern.startsWith('/register'))).toEqual([
      '/register/personal',
      '/register/business',
    ]);
    expect(expected.pages['/register/personal']!.title!.en).toBe(en.registration.personal.title);
    expect(expected.pages['/register/business']!.description!.en).toBe(en.businessRegistration.description);
  });
});
