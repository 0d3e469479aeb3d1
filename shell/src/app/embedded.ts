import { bus } from '@portal/events/bus';
import { EMBEDDED_FLAG_KEY } from '@portal/session/passkey-support';
import { localStore, type PortalStorage } from '@portal/session/storage';

/** spec 01 §9: the init message goes to the app shell 100 ms after start. */
export const EMBEDDED_INIT_DELAY_MS = 100;
/**
 * The embedded-mode flag is stored and persisted (spec 01 §1), so a reload inside the webview stays embedded; the
 * passkeys (issue 50) read it too, to offer nothing there.
 */
export { EMBEDDED_FLAG_KEY };

/** What the portal tells the host app. Text messages: JSON strings (spec 01 §1). */
export type ToHostMessage =
  | { type: 'init'; brand: string; language: string }
  | { type: 'download'; url: string; fileName: string }
  | { type: 'signedOut' }
  | { type: 'pong' };

/** What the host app may tell the portal. */
export type FromHostMessage = { type: 'language'; value: string } | { type: 'signOut' } | { type: 'ping' };

interface NativeBridge {
  postMessage(message: string): void;
}

type EmbeddedWindow = Window & { ReactNativeWebView?: NativeBridge };

/**
 * Inside the app shell: the native bridge is there, the address says `embedded=1`, or the flag was stored
 * by an earlier start.
 */
export function detectEmbedded(win: EmbeddedWindow = window, storage: PortalStorage = localStore): boolean {
  const requested = new URLSearchParams(win.location.search).get('embedded');
  if (requested === '0') storage.removeItem(EMBEDDED_FLAG_KEY);
  else if (win.ReactNativeWebView || requested === '1') storage.setItem(EMBEDDED_FLAG_KEY, '1');
  return storage.getItem(EMBEDDED_FLAG_KEY) === '1';
}

function parseHostMessage(data: unknown): FromHostMessage | undefined {
  if (typeof data !== 'string' || data.length > 4096) return undefined;
  try {
    const value = JSON.parse(data) as { type?: unknown; value?: unknown };
    if (value.type === 'language' && typeof value.value === 'string')
      return { type: 'language', value: value.value };
    if (value.type === 'signOut' || value.type === 'ping') return { type: value.type };
  } catch {
    // Not one of ours.
  }
  return undefined;
}

export interface EmbeddedBridgeOptions {
  /** Origins whose messages are accepted; the portal's own origin is always one. */
  allowedOrigins: readonly string[];
  brand: string;
  language: () => string;
  onLanguage: (language: string) => void;
  onSignOut: () => void;
  win?: EmbeddedWindow;
}

/**
 * The bridge to the host app (spec 01 §1): sends `init` after 100 ms, hands downloads to the host, and takes text
 * messages only from allow-listed origins. Answers a function that takes it down.
 */
export function startEmbeddedBridge(options: EmbeddedBridgeOptions): () => void {
  const win: EmbeddedWindow = options.win ?? window;
  const allowed = new Set([win.location.origin, ...options.allowedOrigins]);
  const parentOrigin = [...allowed].find((origin) => origin !== win.location.origin) ?? win.location.origin;
  const post = (message: ToHostMessage) => {
    const text = JSON.stringify(message);
    if (win.ReactNativeWebView) win.ReactNativeWebView.postMessage(text);
    else if (win.parent !== win) win.parent.postMessage(text, parentOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    if (!allowed.has(event.origin)) return;
    const message = parseHostMessage(event.data);
    if (!message) return;
    if (message.type === 'language') options.onLanguage(message.value);
    else if (message.type === 'signOut') options.onSignOut();
    else post({ type: 'pong' });
  };
  win.addEventListener('message', onMessage);
  const init = setTimeout(
    () => post({ type: 'init', brand: options.brand, language: options.language() }),
    EMBEDDED_INIT_DELAY_MS,
  );
  const downloads = bus.on('download.requested', ({ url, fileName }) =>
    post({ type: 'download', url: new URL(url, win.location.href).toString(), fileName }),
  );
  const signedOut = bus.on('session.ended', () => post({ type: 'signedOut' }));
  return () => {
    clearTimeout(init);
    win.removeEventListener('message', onMessage);
    downloads.unsubscribe();
    signedOut.unsubscribe();
  };
}
