import { ACTIVATION_EXTRA_PARAMS, extraParamViolations, usedExtraParams } from './activation';
import { passesLuhn } from '@portal/api/cards';
import { BLOCKED_BINS, KNOWN_BINS, lookUpBin, luhnCheckDigit } from '../../../money/card-bins';
import { newPin, pinRuleViolations } from './pin';
import { CARD_PRODUCTS, newCardNumber } from './products';
import { documentContentViolations } from './service';

describe('Luhn', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005'])(
    'published test number %s: passes',
    (number) => {
      expect(passesLuhn(number)).toBe(true);
    },
  );

  it('one digit changed: fails', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('a check digit computed for a partial number: completes it', () => {
    expect(passesLuhn(`537410123456789${luhnCheckDigit('537410123456789')}`)).toBe(true);
  });

  it.each(CARD_PRODUCTS.map((product) => [product.type, product.bin]))(
    'new number of product %i: 16 digits with its BIN, passes Luhn, its BIN known',
    (_type, bin) => {
      const number = newCardNumber(bin);

      expect(number).toMatch(new RegExp(`^${bin}\\d{10}$`));
      expect(passesLuhn(number)).toBe(true);
      expect(lookUpBin(number).valid).toBe(true);
    },
  );
});

describe('BIN table', () => {
  it('has realistic breadth: ~15+ BINs of both brands, all card types, several countries, a commercial one', () => {
    expect(KNOWN_BINS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(KNOWN_BINS.map((bin) => bin.cardBrand))).toEqual(new Set(['VISA', 'MASTERCARD']));
    expect(new Set(KNOWN_BINS.map((bin) => bin.cardType))).toEqual(new Set(['DEBIT', 'CREDIT', 'PREPAID']));
    expect(new Set(KNOWN_BINS.map((bin) => bin.countryCode)).size).toBeGreaterThanOrEqual(6);
    expect(KNOWN_BINS.some((bin) => bin.isCommercial)).toBe(true);
    expect(BLOCKED_BINS.length).toBeGreaterThanOrEqual(2);
  });

  it('no BIN is both known and blocked', () => {
    const known = new Set(KNOWN_BINS.map((bin) => bin.binNumber));

    expect(BLOCKED_BINS.filter((bin) => known.has(bin.binNumber))).toEqual([]);
  });
});

describe('PIN rules', () => {
  it.each(['2580', '1357', '9021', '0472'])('%s: accepted', (pin) => {
    expect(pinRuleViolations(pin, pin)).toEqual([]);
  });

  it.each(['0000', '7777', '0123', '3456', '9876', '3210'])('%s: refused', (pin) => {
    expect(pinRuleViolations(pin, pin)).toHaveLength(1);
  });

  it('a new PIN: always passes the rules', () => {
    for (let index = 0; index < 200; index += 1) {
      const pin = newPin();
      expect(pinRuleViolations(pin, pin)).toEqual([]);
    }
  });
});

describe('activation extra parameters (spec 02 §5)', () => {
  it('used: those without options plus those nested in options, never the select itself', () => {
    expect(usedExtraParams(ACTIVATION_EXTRA_PARAMS).map((param) => param.name)).toEqual([
      'lastFourDigits',
      'receivedDate',
    ]);
  });

  it('a value for the select that only groups: ignored, not refused', () => {
    const today = new Date('2026-05-01T12:00:00Z');

    expect(
      extraParamViolations(
        ACTIVATION_EXTRA_PARAMS,
        { lastFourDigits: '1234', receivedDate: '2026-04-30', deliveryConfirmation: 'received' },
        today,
      ),
    ).toEqual([]);
  });

  it('the pattern must match the whole value', () => {
    expect(
      extraParamViolations(
        ACTIVATION_EXTRA_PARAMS,
        { lastFourDigits: '12345', receivedDate: '2026-04-30' },
        new Date(),
      ),
    ).toEqual(['extraParams.lastFourDigits: is not in the expected format']);
  });
});

describe('document content', () => {
  const png = (size: number) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(size - 8),
    ]).toString('base64');

  it('a file at the limit: accepted; one byte over: refused', () => {
    expect(documentContentViolations(png(1000), 'image/png', 1000).lines).toEqual([]);
    expect(documentContentViolations(png(1001), 'image/png', 1000).lines).toEqual([
      'content: the file is larger than 0.001 MB',
    ]);
  });

  it('the default limit: CARD_DOCUMENT_MAX_BYTES (5 MB)', () => {
    expect(documentContentViolations(png(5_000_001), 'image/png').lines).toEqual([
      'content: the file is larger than 5 MB',
    ]);
  });

  it.each([
    ['a PDF declared as PDF', 'application/pdf', Buffer.from('%PDF-1.7\n'), []],
    ['a JPEG declared as JPEG', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), []],
    ['a PDF declared as JPEG', 'image/jpeg', Buffer.from('%PDF-1.7\n'), ['content: is not a JPEG image']],
  ])('%s: %j', (_name, contentType, bytes, lines) => {
    expect(documentContentViolations(bytes.toString('base64'), contentType).lines).toEqual(lines);
  });
});
