import { isLuhnValid } from './cards';

describe('isLuhnValid', () => {
  it('checks card numbers with Luhn', () => {
    expect(isLuhnValid('4539 1488 0343 6467')).toBe(true);
    expect(isLuhnValid('4539 1488 0343 6468')).toBe(false);
    expect(isLuhnValid('1234')).toBe(false);
  });

  it('Luhn / known test numbers pass, a changed digit fails', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });
});
