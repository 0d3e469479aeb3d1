import { isCheckableEmail, isEmail } from './validation';

describe('isEmail (spec 01 §5)', () => {
  it.each(['anna@demo.test', ' anna.simple@demo.co.uk ', 'a+b@x.io'])('%s / valid', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it('6 characters / the shortest valid address', () => expect(isEmail('a@b.co')).toBe(true));
  it.each(['anna', 'anna@', '@demo.test', 'anna@demo', 'an na@demo.test', 'anna@demo..test', '', 'a@b.c'])(
    '%s / invalid',
    (value) => expect(isEmail(value)).toBe(false),
  );
});

describe('isCheckableEmail (spec 02 §5)', () => {
  it('under 6 characters / not checked even if well formed', () =>
    expect(isCheckableEmail('a@b.c')).toBe(false));
  it('6 characters with @ and a dot / checked', () => expect(isCheckableEmail('a@b.co')).toBe(true));
  it('no dot / not checked', () => expect(isCheckableEmail('anna@demo')).toBe(false));
});
