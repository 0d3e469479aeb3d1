import { maskEmail, maskName, maskPhone } from './mask';

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

describe('maskName', () => {
  it('a person: the first name and the initial of the last', () => {
    expect(maskName('Paul Payne')).toBe('Paul P.');
  });

  it('several words: the first whole, each other one as its initial', () => {
    expect(maskName('Nordlicht Trading GmbH')).toBe('Nordlicht T. G.');
  });

  it('one word: only its initial, so no whole name is ever shown', () => {
    expect(maskName('Acme')).toBe('A.');
  });

  it('an initial outside the basic plane: kept whole, not cut in half', () => {
    expect(maskName('Anna 𝒵ed')).toBe('Anna 𝒵.');
  });
});
