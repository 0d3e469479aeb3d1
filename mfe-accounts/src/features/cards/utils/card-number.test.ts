import { cardDigits, cardNumberError, formatCardNumber, isExpiryInFuture } from './card-number';

describe('card number', () => {
  it('formatting / groups of 4, non-digits dropped, at most 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-11')).toBe('4111 11');
    expect(formatCardNumber('4111 1')).toBe('4111 1');
    expect(cardDigits('1234567890123456789012')).toHaveLength(19);
  });

  it('errors / empty, short, not Luhn, fine', () => {
    expect(cardNumberError('')).toBe('numberRequired');
    expect(cardNumberError('4111 1111')).toBe('numberLength');
    expect(cardNumberError('4111 1111 1111 1112')).toBe('luhn');
    expect(cardNumberError('4111 1111 1111 1111')).toBeUndefined();
  });

  it('expiry / this month is still valid, last month is not', () => {
    const today = new Date(2025, 5, 15);
    expect(isExpiryInFuture(6, 2025, today)).toBe(true);
    expect(isExpiryInFuture(5, 2025, today)).toBe(false);
    expect(isExpiryInFuture(1, 2026, today)).toBe(true);
  });
});
