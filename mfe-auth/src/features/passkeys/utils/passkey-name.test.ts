import { PASSKEY_NAME_MAX } from '@portal/api/catalogue';
import { browserAndSystem, passkeyNameError } from './passkey-name';

describe('browserAndSystem', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      { browser: 'Safari', system: 'macOS' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', system: 'iOS' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android' },
    ],
  ])('%s / %o', (userAgent, expected) => expect(browserAndSystem(userAgent)).toEqual(expected));

  it('an unknown agent / neither', () =>
    expect(browserAndSystem('curl/8.0')).toEqual({ browser: undefined, system: undefined }));
});

describe('passkeyNameError', () => {
  it('blank / required', () => expect(passkeyNameError('   ')).toBe('required'));
  it('one character over the limit / tooLong', () =>
    expect(passkeyNameError('x'.repeat(PASSKEY_NAME_MAX + 1))).toBe('tooLong'));
  it('the limit exactly, spaces around / valid', () =>
    expect(passkeyNameError(` ${'x'.repeat(PASSKEY_NAME_MAX)} `)).toBeUndefined());
});
