import { passwordChangeErrors } from './password-rules';

const keys = (password: string, passwordNew: string, passwordNewRepeat: string) =>
  Object.fromEntries(
    Object.entries(passwordChangeErrors({ password, passwordNew, passwordNewRepeat })).map(
      ([field, error]) => [field, error?.key],
    ),
  );

describe('passwordChangeErrors (spec 02 §5)', () => {
  it('empty form / all three fields required', () =>
    expect(keys('', '', '')).toEqual({
      password: 'currentRequired',
      passwordNew: 'newRequired',
      passwordNewRepeat: 'repeatRequired',
    }));
  it('7 characters / too short', () =>
    expect(keys('old', 'abc1234', 'abc1234')).toEqual({ passwordNew: 'tooShort' }));
  it('letters only / needs a digit', () =>
    expect(keys('old', 'abcdefgh', 'abcdefgh')).toEqual({ passwordNew: 'letterAndDigit' }));
  it('digits only / needs a letter', () =>
    expect(keys('old', '12345678', '12345678')).toEqual({ passwordNew: 'letterAndDigit' }));
  it('repeat differs / mismatch', () =>
    expect(keys('old', 'abcd1234', 'abcd1235')).toEqual({ passwordNewRepeat: 'mismatch' }));
  it('same as the current one / refused', () =>
    expect(keys('abcd1234', 'abcd1234', 'abcd1234')).toEqual({ passwordNew: 'sameAsCurrent' }));
  it('valid / no errors', () => expect(keys('old', 'Пароль12', 'Пароль12')).toEqual({}));
});
