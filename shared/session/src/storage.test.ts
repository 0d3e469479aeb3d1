import { usableStorage } from './storage';

describe('usableStorage', () => {
  it('the browser refuses storage (a SecurityError on access) / memory that keeps values for the page', () => {
    const store = usableStorage(() => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
    });

    store.setItem('portal.tokens', '{"accessToken":"a"}');

    expect(store.getItem('portal.tokens')).toBe('{"accessToken":"a"}');
    store.removeItem('portal.tokens');
    expect(store.getItem('portal.tokens')).toBeNull();
  });

  it('a storage that throws on write (quota, private mode) / memory instead', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;

    const store = usableStorage(() => failing);
    store.setItem('key', 'value');

    expect(store).not.toBe(failing);
    expect(store.getItem('key')).toBe('value');
  });

  it('a working storage / used as it is', () => {
    expect(usableStorage(() => window.sessionStorage)).toBe(window.sessionStorage);
  });
});
