import { maskEmail, maskPhone } from './mask';

describe('maskPhone', () => {
  it('a UK number: keeps the country code and the last three digits only', () => {
    expect(maskPhone('+447700900123')).toBe('+44 •••• •••123');
  });

  it('a number without a known country code: keeps the last three digits only', () => {
    expect(maskPhone('0000000456')).toBe('•••• •••456');
  });
});

describe('maskEmail', () => {
  it('an address: keeps the first letter and the domain', () => {
    expect(maskEmail('sam.sms@demo.test')).toBe('s•••@demo.test');
  });
});
