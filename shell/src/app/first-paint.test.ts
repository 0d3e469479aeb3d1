import fs from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS, BRANDS } from '@portal/brands/brands';
import { LANGUAGES, type Language } from '@portal/i18n/i18n';
import en from '@portal/i18n/locales/common/en';
import es from '@portal/i18n/locales/common/es';
import pt from '@portal/i18n/locales/common/pt';
import ro from '@portal/i18n/locales/common/ro';
import ru from '@portal/i18n/locales/common/ru';
import ua from '@portal/i18n/locales/common/ua';
import { firstPaintData, frameTokens, type LayoutTexts } from './first-paint';

/**
 * `first-paint.json` is what the portal's server paints before the scripts (scripts/serve.mjs reads it from beside
 * index.html, where the shell's build writes it): it must be what `firstPaintData` makes of the brand configs and
 * the common texts. After a brand or text change:
 * UPDATE_FIRST_PAINT=1 node_modules/.bin/jest shell/src/app/first-paint.test.ts
 */
const FILE = path.join(__dirname, 'first-paint.json');
const common = { en, es, pt, ro, ru, ua } as Record<Language, { layout: LayoutTexts }>;
const TOKENS = path.join(__dirname, '..', '..', '..', 'shared', 'ui', 'src', 'tokens.css');
const expected = firstPaintData(
  Object.fromEntries(LANGUAGES.map((language) => [language, common[language].layout])) as Record<
    Language,
    LayoutTexts
  >,
  fs.readFileSync(TOKENS, 'utf8'),
);
if (process.env.UPDATE_FIRST_PAINT) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('first paint data', () => {
  const data = JSON.parse(fs.readFileSync(FILE, 'utf8')) as typeof expected;

  it('every brand and language / made from the brand configs and the common texts', () => {
    expect(data).toEqual(expected);
  });

  it("every brand / its name, logo and theme, and each language's footer lines with its company", () => {
    for (const key of BRAND_KEYS) {
      const brand = BRANDS[key];
      const painted = data.brands[key]!;
      expect(painted.name).toBe(brand.projectName);
      expect(painted.logo).toBe(brand.logo);
      expect(painted.variables['--portal-color-primary']).toBe(brand.theme.primary);
      for (const language of LANGUAGES) {
        const lines = data.texts[language]!.brands[key]!;
        expect(lines.support).toContain(brand.supports.email);
        expect(lines.rights).toContain('{{year}}');
        // "Aurora Payments UAB." and the sentence's own full stop make one.
        expect(lines.rights).not.toMatch(/[^.]\.\.(?!\.)/);
        expect(lines.regulator).toBe(brand.accountConfirmation.regulatorFooter);
      }
    }
    expect(data.texts.ru!.secureConnection).toBe(ru.layout.secureConnection);
    expect(data.texts.ru!.languageName).toBe('Русский');
  });

  it('the tokens / the custom properties and the body rule, nothing after it', () => {
    expect(data.tokens).toMatch(/^:root\{--portal-color-primary:#2f3b52;/);
    expect(data.tokens).toContain('--portal-space-8:2rem;');
    expect(data.tokens).toMatch(/body\{margin:0;font-family:var\(--portal-font-family\);[^}]*\}$/);
    expect(data.tokens).not.toContain('/*');
    expect(data.tokens).not.toContain('button');
  });

  it('frameTokens / a sheet without a body rule is refused', () => {
    expect(() => frameTokens(':root{--a:1}')).toThrow(/no body rule/);
  });
});
