import {
  nameBeforeFullStop,
  apiBaseUrl,
  BRAND_KEYS,
  BRANDS,
  brandCssVariables,
  BUSINESS_REGISTRATION_TYPES,
  DEFAULT_BRAND,
  LANGUAGES,
  PERSONAL_REGISTRATION_TYPES,
  resolveBrand,
  type BrandConfig,
} from './brands';

const BRAND_FIELDS: ReadonlyArray<keyof BrandConfig> = [
  'projectName',
  'logo',
  'allowRegistration',
  'registrationPersonalTypes',
  'registrationBusinessTypes',
  'terms',
  'feeLinks',
  'supports',
  'availableLangs',
  'contractsEnable',
  'sourceOfWealthEnable',
  'hideAdultIndustriesInRegistration',
  'pdfLogo',
  'accountConfirmation',
  'appStoreLinks',
  'deepLinkScheme',
  'humanCheckSiteKey',
  'theme',
  'apiEnvironments',
];

/** Paths of the values that are empty: blank strings, empty lists, null or undefined, at any depth. */
function emptyPaths(value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [path];
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value))
    return value.length === 0 ? [path] : value.flatMap((item, i) => emptyPaths(item, `${path}[${i}]`));
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [path]
      : entries.flatMap(([key, item]) => emptyPaths(item, `${path}.${key}`));
  }
  return [];
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('BRANDS', () => {
  it('has the six brand keys, aurora being the default', () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_KEYS].sort());
    expect(BRAND_KEYS).toHaveLength(6);
    expect(DEFAULT_BRAND).toBe('aurora');
  });

  it.each(BRAND_KEYS)('%s has every field, none of them empty', (key) => {
    const brand = BRANDS[key];

    expect(Object.keys(brand).sort()).toEqual([...BRAND_FIELDS].sort());
    expect(emptyPaths(brand, key)).toEqual([]);
    expect(brand.apiEnvironments.staging(1)).not.toBe('');
  });

  it.each(BRAND_KEYS)('%s has valid registration keys, languages, links and logos', (key) => {
    const brand = BRANDS[key];

    expect(PERSONAL_REGISTRATION_TYPES).toEqual(expect.arrayContaining([...brand.registrationPersonalTypes]));
    expect(BUSINESS_REGISTRATION_TYPES).toEqual(expect.arrayContaining([...brand.registrationBusinessTypes]));
    expect(LANGUAGES).toEqual(expect.arrayContaining([...brand.availableLangs]));
    expect(brand.availableLangs).toContain('en');
    for (const url of [
      brand.terms.privacyPolicy,
      brand.terms.termsAndConditions,
      brand.feeLinks.personal,
      brand.feeLinks.business,
      brand.appStoreLinks.ios,
      brand.appStoreLinks.android,
    ]) {
      expect(url).toMatch(/^https:\/\//);
    }
    expect(brand.deepLinkScheme).toMatch(/^[a-z][a-z0-9+.-]*:\/\/$/);
    expect(brand.logo).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(brand.logo)).toContain(brand.projectName);
    expect(brand.pdfLogo).toMatch(/^data:image\/svg\+xml,/);
  });

  it.each(BRAND_KEYS)('%s theme meets WCAG AA (4.5:1) for text', (key) => {
    const { theme } = BRANDS[key];

    expect(contrast(theme.primaryContrast, theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.primary, theme.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.primary, theme.primarySoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.text, theme.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.textMuted ?? '#5b6470', theme.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('exactly one brand, tessera, has registration off and only en and es', () => {
    const restricted = BRAND_KEYS.filter((key) => !BRANDS[key].allowRegistration);

    expect(restricted).toEqual(['tessera']);
    expect(BRANDS.tessera.availableLangs).toEqual(['en', 'es']);
    for (const key of BRAND_KEYS.filter((k) => k !== 'tessera')) {
      expect([...BRANDS[key].availableLangs].sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('gives every brand its own name, palette and app scheme', () => {
    const distinct = (pick: (brand: BrandConfig) => string) => new Set(Object.values(BRANDS).map(pick)).size;

    expect(distinct((brand) => brand.projectName)).toBe(6);
    expect(distinct((brand) => brand.theme.primary)).toBe(6);
    expect(distinct((brand) => brand.deepLinkScheme)).toBe(6);
  });
});

describe('resolveBrand', () => {
  it('returns the named brand', () => {
    expect(resolveBrand('meridian')).toBe(BRANDS.meridian);
  });

  it.each([undefined, '', 'unknown', 'AURORA', 'toString'])(
    'falls back to the default brand for %p',
    (key) => {
      expect(resolveBrand(key)).toBe(BRANDS.aurora);
    },
  );
});

describe('apiBaseUrl', () => {
  it('uses production for no index or 0, and a distinct staging URL for 1 to 15', () => {
    const brand = BRANDS.harbor;
    const staging = Array.from({ length: 15 }, (_, i) => apiBaseUrl(brand, i + 1));

    expect(apiBaseUrl(brand)).toBe(brand.apiEnvironments.production);
    expect(apiBaseUrl(brand, 0)).toBe(brand.apiEnvironments.production);
    expect(new Set(staging).size).toBe(15);
    expect(staging).not.toContain(brand.apiEnvironments.production);
  });

  it('falls back to production outside 1 to 15, while staging() itself rejects it', () => {
    const brand = BRANDS.aurora;

    expect(apiBaseUrl(brand, 16)).toBe(brand.apiEnvironments.production);
    expect(() => brand.apiEnvironments.staging(16)).toThrow(RangeError);
  });
});

describe('brandCssVariables', () => {
  it('maps each theme colour to its --portal-color-* token', () => {
    const { theme } = BRANDS.kestrel;
    const variables = brandCssVariables(BRANDS.kestrel);

    expect(variables).toMatchObject({
      '--portal-color-primary': theme.primary,
      '--portal-color-primary-contrast': theme.primaryContrast,
      '--portal-color-primary-soft': theme.primarySoft,
      '--portal-color-accent': theme.accent,
      '--portal-color-bg': theme.bg,
      '--portal-color-surface': theme.surface,
      '--portal-color-text': theme.text,
      '--portal-color-text-muted': theme.textMuted,
    });
    expect(Object.keys(variables).every((name) => /^--portal-color-[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
    expect(Object.keys(variables)).toHaveLength(Object.keys(theme).length);
  });
});

describe('nameBeforeFullStop', () => {
  it.each([
    ['Tessera Pagos S.L.', 'Tessera Pagos S.L'],
    ['Meridian Pay Europe S.A.', 'Meridian Pay Europe S.A'],
    ['Aurora Payments UAB', 'Aurora Payments UAB'],
  ])('%s / one full stop when a sentence follows', (name, expected) => {
    expect(nameBeforeFullStop(name)).toBe(expected);
    expect(`${nameBeforeFullStop(name)}. All rights reserved.`).not.toContain('..');
  });
  it('every brand / its footer line has no doubled full stop', () => {
    for (const brand of Object.values(BRANDS))
      expect(`© 2026 ${nameBeforeFullStop(brand.accountConfirmation.legalEntityName)}.`).not.toMatch(/\.\.$/);
  });
});
