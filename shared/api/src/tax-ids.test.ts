import { TAX_ID_COUNTRIES, taxIdCountry } from './tax-ids';

describe('tax-id table (spec 03 §3 "Tax-ID table per country")', () => {
  const rows = [...TAX_ID_COUNTRIES.values()];

  it('covers about 200 countries and territories, each code once', () => {
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(new Set(rows.map((row) => row.countryCode)).size).toBe(rows.length);
  });

  it('has the shape of the spec for every country: names, short names, required flags and a CRS flag', () => {
    for (const row of rows) {
      expect(row.countryCode).toMatch(/^[A-Z]{2}$/);
      for (const names of [row.personal, row.business]) {
        expect(names.name.trim()).not.toBe('');
        expect(names.shortName.trim()).not.toBe('');
        expect(names.shortName.length).toBeLessThanOrEqual(names.name.length);
        expect(typeof names.required).toBe('boolean');
      }
      expect(typeof row.crs).toBe('boolean');
    }
  });

  it('names the real identifiers', () => {
    expect(taxIdCountry('US')).toMatchObject({
      personal: { name: 'Social Security Number', shortName: 'SSN', required: true },
      business: { name: 'Employer Identification Number', shortName: 'EIN', required: true },
      crs: false,
    });
    expect(taxIdCountry('GB')).toMatchObject({
      personal: { name: 'National Insurance number', shortName: 'NINO' },
      business: { name: 'Unique Taxpayer Reference', shortName: 'UTR' },
      crs: true,
    });
    expect(taxIdCountry('DE')?.personal.shortName).toBe('Steuer-ID');
    expect(taxIdCountry('DE')?.business.name).toBe('Steuernummer');
    expect(taxIdCountry('de')?.countryCode).toBe('DE');
  });

  it('flags countries that issue no personal tax id as not required, and leaves unlisted ones out', () => {
    expect(taxIdCountry('AE')?.personal.required).toBe(false);
    expect(taxIdCountry('KY')?.business.required).toBe(false);
    expect(taxIdCountry('AQ')).toBeUndefined();
  });
});
