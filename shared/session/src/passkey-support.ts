// Whether the portal offers passkeys here (issue 50 item 2), without WebAuthn's library: a page may ask it at its
// first render (the sign-in page's button is there from the first paint, nothing moves when the library comes).

/** The embedded-mode flag the shell stores (spec 01 §1); inside the app's webview passkeys are not offered. */
export const EMBEDDED_FLAG_KEY = 'portal.embedded';

/**
 * Whether anything about passkeys is shown: a browser with `PublicKeyCredential`, and not the embedded webview
 * mode. `storage` is where the shell keeps the flag (`localStore` of `@portal/session/storage`).
 */
export function passkeysAvailable(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(EMBEDDED_FLAG_KEY) !== '1' && typeof globalThis.PublicKeyCredential === 'function';
}
