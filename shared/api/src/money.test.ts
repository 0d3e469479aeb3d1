import { dateTimeFormat, formatMoney, NUMBER_SYMBOLS, remainingValue, sumDecimals } from './money';

describe('formatMoney', () => {
  it('EUR / trailing zero / shows two minor units with the symbol', () => {
    expect(formatMoney('1520.5', 'EUR')).toBe('€1,520.50');
  });
  it('RON / symbol placed after (spec 01 §9)', () => {
    expect(formatMoney('12', 'RON')).toBe('12.00 lei');
  });
  it('more than 8 decimals / rounded to 8, exactly', () => {
    expect(formatMoney('0.123456789', 'BTC')).toBe('0.12345679 BTC');
  });
  it('negative amount / minus before the symbol', () => {
    expect(formatMoney('-120.00', 'GBP')).toBe('-£120.00');
  });
  it('large amount / no float rounding', () => {
    expect(formatMoney('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
  });
  it('JPY / no minor units', () => {
    expect(formatMoney('1500', 'JPY')).toBe('1,500 JPY');
  });
  it('Spanish / a group separator only from five whole digits, as CLDR has it', () => {
    expect(formatMoney('1234.5', 'EUR', 'es')).toBe('€1234,50');
    expect(formatMoney('12345.5', 'EUR', 'es')).toBe('€12.345,50');
  });
  it('Ukrainian / the portal’s `ua` groups with a no-break space', () => {
    expect(formatMoney('-1234567.891', 'RON', 'ua')).toBe('-1\u00a0234\u00a0567,891 lei');
  });
  it('a locale without a table of its own / Intl formats it', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-CH')).toBe(
      `€${new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2 }).format(1234.5)}`,
    );
  });

  // Every language of the table, held against Intl.NumberFormat with the options formatMoney used to give it.
  const AMOUNTS = [
    '0',
    '0.1',
    '0.005',
    '0.000000005',
    '0.123456785',
    '7',
    '99.999999999',
    '999.995',
    '1000',
    '1234.5',
    '12345.678',
    '123456.7',
    '999999.999999999',
    '1234567.12345678',
    '90071992547409.93',
    '100000000000000000000.5',
  ];
  const CURRENCIES = [
    [0, 'JPY'],
    [2, 'XXA'],
    [6, 'USDT'],
    [8, 'BTC'],
  ] as const;
  for (const locale of Object.keys(NUMBER_SYMBOLS))
    for (const [digits, currency] of CURRENCIES)
      it(`${locale} with ${digits} minor units / as Intl.NumberFormat writes it`, () => {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: Math.max(digits, 8),
        });
        for (const amount of AMOUNTS)
          expect(formatMoney(amount, currency, locale)).toBe(
            `${intl.format(amount as `${number}`)} ${currency}`,
          );
      });
});

describe('decimal arithmetic', () => {
  it('sumDecimals / 0.1 + 0.2 / exactly 0.3', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
  });
  it('remainingValue (spec 02 §3) / balance -120 with minimum -500 / 380', () => {
    expect(remainingValue('-120.00', '-500.00')).toBe('380');
  });
});

describe('dateTimeFormat', () => {
  it('the same language and options / one formatter, built once; other options / another', () => {
    const first = dateTimeFormat('en', { dateStyle: 'medium' });
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(first);
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(first);
    expect(first.format(new Date(Date.UTC(2024, 2, 5, 12)))).toBe('Mar 5, 2024');
  });

  it("the product's ua / formats as Ukrainian (uk)", () => {
    expect(dateTimeFormat('ua', { month: 'long', timeZone: 'UTC' }).resolvedOptions().locale).toBe('uk');
  });
});
