import fs from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS, BRANDS } from '@portal/brands/brands';
import { faviconSvg } from '@portal/brands/favicon';

/**
 * `brand-icons.json` is every brand's favicon as the portal's server sends it (scripts/serve.mjs reads it from
 * beside index.html, where the shell's build writes it): it must be what `faviconSvg` makes of the brand config.
 * After a brand change: UPDATE_BRAND_ICONS=1 node_modules/.bin/jest shell/src/app/brand-icons.test.ts
 */
const FILE = path.join(__dirname, 'brand-icons.json');
const expected = Object.fromEntries(BRAND_KEYS.map((key) => [key, faviconSvg(BRANDS[key])]));
if (process.env.UPDATE_BRAND_ICONS) fs.writeFileSync(FILE, `${JSON.stringify(expected, null, 2)}\n`);

describe('brand icons', () => {
  const icons = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, string>;

  it('every brand / its icon made from its config', () => {
    expect(icons).toEqual(expected);
  });

  it("every brand / the brand's colour and initial, each icon its own", () => {
    for (const key of BRAND_KEYS) {
      const brand = BRANDS[key];
      expect(icons[key]).toContain(`fill="${brand.theme.primary}"`);
      expect(icons[key]).toMatch(new RegExp(`>${brand.projectName[0]}</text></svg>$`));
      expect(icons[key]).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(new Set(Object.values(icons)).size).toBe(BRAND_KEYS.length);
  });
});
