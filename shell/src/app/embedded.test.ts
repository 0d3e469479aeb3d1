import { bus } from '@portal/events/bus';
import { EMBEDDED_FLAG_KEY, detectEmbedded, startEmbeddedBridge } from './embedded';

function nativeWindow() {
  const sent: string[] = [];
  Object.assign(window, { ReactNativeWebView: { postMessage: (text: string) => sent.push(text) } });
  return sent;
}

afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  localStorage.clear();
  jest.useRealTimers();
});

function start(overrides: Partial<Parameters<typeof startEmbeddedBridge>[0]> = {}) {
  const onLanguage = jest.fn();
  const onSignOut = jest.fn();
  const stop = startEmbeddedBridge({
    allowedOrigins: ['https://app.host.test'],
    brand: 'aurora',
    language: () => 'en',
    onLanguage,
    onSignOut,
    ...overrides,
  });
  return { stop, onLanguage, onSignOut };
}

describe('embedded mode (spec 01 §1)', () => {
  it('native bridge present / detected and the flag persisted', () => {
    nativeWindow();
    expect(detectEmbedded()).toBe(true);
    expect(localStorage.getItem(EMBEDDED_FLAG_KEY)).toBe('1');
  });
  it('plain browser without the flag / not embedded', () => {
    expect(detectEmbedded()).toBe(false);
  });
  it('flag stored earlier / still embedded after a reload without the bridge', () => {
    localStorage.setItem(EMBEDDED_FLAG_KEY, '1');
    expect(detectEmbedded()).toBe(true);
  });
  it('start / init is sent after 100 ms, not before', () => {
    jest.useFakeTimers();
    const sent = nativeWindow();
    const { stop } = start();
    jest.advanceTimersByTime(99);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent.map((text) => JSON.parse(text))).toEqual([{ type: 'init', brand: 'aurora', language: 'en' }]);
    stop();
  });
  it('message from an allowed origin / acted on', () => {
    nativeWindow();
    const { stop, onLanguage } = start();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://app.host.test',
        data: JSON.stringify({ type: 'language', value: 'es' }),
      }),
    );
    expect(onLanguage).toHaveBeenCalledWith('es');
    stop();
  });
  it('message from another origin / ignored', () => {
    nativeWindow();
    const { stop, onSignOut } = start();
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.test', data: JSON.stringify({ type: 'signOut' }) }),
    );
    expect(onSignOut).not.toHaveBeenCalled();
    stop();
  });
  it('download requested / handed to the host with an absolute URL', () => {
    const sent = nativeWindow();
    const { stop } = start();
    bus.publish('download.requested', { url: '/files/statement.pdf', fileName: 'statement.pdf' });
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({
      type: 'download',
      url: `${window.location.origin}/files/statement.pdf`,
      fileName: 'statement.pdf',
    });
    stop();
  });
});
