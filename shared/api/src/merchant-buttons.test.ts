import type { SavedButton, SavedButtonForm } from './catalogue/merchant';
import {
  BUTTON_PALETTE,
  buttonAmountProblem,
  buttonPreviewModel,
  buttonSnippet,
  escapeHtml,
  isButtonUrl,
  savedButtonProblems,
} from './merchant-buttons';

const form = (changes: Partial<SavedButtonForm> = {}): SavedButtonForm => ({
  name: 'Mug',
  buttonType: 'buyNow',
  itemName: 'Coffee mug',
  itemNumber: 'MUG-1',
  amount: '12.50',
  currencyCode: 'EUR',
  accountId: 100821,
  buttonText: 'Buy now',
  buttonColor: 'blue',
  successUrl: 'https://shop.example/thanks',
  cancelUrl: 'https://shop.example/cart',
  ...changes,
});

const button = (changes: Partial<SavedButton> = {}): SavedButton => ({
  ...form(),
  id: 7,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...changes,
});

describe('buttonAmountProblem', () => {
  it.each([
    ['12.50', 'buyNow', 'EUR', undefined],
    ['12.505', 'buyNow', 'EUR', 'decimals'],
    ['1500', 'buyNow', 'JPY', undefined],
    ['1500.5', 'buyNow', 'JPY', 'decimals'],
    ['0.00000001', 'buyNow', 'BTC', undefined],
    ['', 'buyNow', 'EUR', 'required'],
    ['', 'subscribe', 'EUR', 'required'],
    ['', 'donate', 'EUR', undefined],
    ['0', 'donate', 'EUR', 'positive'],
    ['1e3', 'buyNow', 'EUR', 'format'],
    ['-5', 'buyNow', 'EUR', 'format'],
    ['12,50', 'buyNow', 'EUR', 'format'],
  ] as const)('%s %s %s / %s', (amount, type, currency, expected) => {
    expect(buttonAmountProblem(amount, type, currency)).toBe(expected);
  });
});

describe('isButtonUrl', () => {
  it('http(s) or nothing / yes; another scheme or no host / no', () => {
    expect(isButtonUrl(undefined)).toBe(true);
    expect(isButtonUrl('')).toBe(true);
    expect(isButtonUrl('https://shop.example/ok')).toBe(true);
    expect(isButtonUrl('javascript:alert(1)')).toBe(false);
    expect(isButtonUrl('shop.example')).toBe(false);
    expect(isButtonUrl('https://user:secret@shop.example/')).toBe(false);
    expect(isButtonUrl(`https://a.example/${'x'.repeat(2048)}`)).toBe(false);
  });
});

describe('savedButtonProblems', () => {
  it('a whole form / none', () => expect(savedButtonProblems(form())).toEqual([]));
  it('a subscription without its period, an empty name, a bad URL / each named', () => {
    expect(
      savedButtonProblems(form({ buttonType: 'subscribe', name: ' ', cancelUrl: 'ftp://x.example' })),
    ).toEqual([
      'name: is required',
      'period: is required for a subscription',
      'cancelUrl: must be an http(s) address',
    ]);
  });
  it('a donation without an amount / fine; with too many decimals / refused', () => {
    expect(savedButtonProblems(form({ buttonType: 'donate', amount: undefined }))).toEqual([]);
    expect(savedButtonProblems(form({ buttonType: 'donate', amount: '1.234' }))).toEqual([
      'amount: decimals',
    ]);
  });
});

describe('escapeHtml', () => {
  it('markup and quotes / become entities', () =>
    expect(escapeHtml(`<a href="x">Tom's & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; co&lt;/a&gt;',
    ));
});

describe('buttonSnippet', () => {
  it('a buy-now button / a form posting its data to the checkout, styled in its colour', () => {
    const html = buttonSnippet(button(), 'https://api.example/checkout');
    expect(html).toBe(
      [
        '<form action="https://api.example/checkout" method="post" target="_top">',
        '  <input type="hidden" name="buttonId" value="7">',
        '  <input type="hidden" name="buttonType" value="buyNow">',
        '  <input type="hidden" name="itemName" value="Coffee mug">',
        '  <input type="hidden" name="itemNumber" value="MUG-1">',
        '  <input type="hidden" name="amount" value="12.50">',
        '  <input type="hidden" name="currencyCode" value="EUR">',
        '  <input type="hidden" name="accountId" value="100821">',
        '  <input type="hidden" name="successUrl" value="https://shop.example/thanks">',
        '  <input type="hidden" name="cancelUrl" value="https://shop.example/cart">',
        `  <button type="submit" style="background:${BUTTON_PALETTE.blue.background};color:#ffffff;border:2px solid #1d4ed8;border-radius:6px;padding:10px 20px;font:600 16px/1.2 system-ui,sans-serif;cursor:pointer">Buy now</button>`,
        '</form>',
      ].join('\n'),
    );
  });

  it('values with markup and quotes / escaped, never markup of their own', () => {
    const html = buttonSnippet(
      button({
        itemName: '"><script>alert(1)</script>',
        buttonText: '<b>Pay</b> & go',
        itemNumber: undefined,
      }),
      'https://api.example/checkout?a=1&b="2"',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('>&lt;b&gt;Pay&lt;/b&gt; &amp; go</button>');
    expect(html).toContain('action="https://api.example/checkout?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('name="itemNumber"');
  });

  it('a subscription / its period; a donation without an amount / no amount field', () => {
    expect(buttonSnippet(button({ buttonType: 'subscribe', period: 'month' }), 'x')).toContain(
      '<input type="hidden" name="period" value="month">',
    );
    const donation = buttonSnippet(button({ buttonType: 'donate', amount: undefined, period: 'month' }), 'x');
    expect(donation).not.toContain('name="amount"');
    expect(donation).not.toContain('name="period"');
  });
});

describe('buttonPreviewModel', () => {
  it('a valid amount / formatted with the currency minor units; the palette of the colour', () => {
    const model = buttonPreviewModel(form({ amount: '1500', currencyCode: 'JPY', buttonColor: 'white' }), {
      logoUrl: 'http://sandbox.test/logo/1.png',
    });
    expect(model).toEqual({
      text: 'Buy now',
      amountText: '1,500 JPY',
      period: undefined,
      colors: BUTTON_PALETTE.white,
      logoUrl: 'http://sandbox.test/logo/1.png',
      itemName: 'Coffee mug',
    });
  });
  it('an amount being typed that is not valid yet / left out; a subscription / its period', () => {
    const model = buttonPreviewModel(form({ amount: '12.', buttonType: 'subscribe', period: 'year' }));
    expect(model.amountText).toBeUndefined();
    expect(model.period).toBe('year');
    expect(buttonPreviewModel(form({ amount: '12.5' }), { language: 'ro' }).amountText).toBe('€12,50');
  });
});
