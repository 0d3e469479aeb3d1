/**
 * The browser's storages, or memory where the browser refuses them (a frame whose site may not store anything:
 * reading `window.sessionStorage` then throws a SecurityError). The portal keeps working: what it would have kept
 * for the tab lives as long as the page, and nothing is persisted (issue 12).
 */
export type PortalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): PortalStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The named storage if the browser lets the page use it (reading and writing a probe), else memory. */
export function usableStorage(get: () => Storage | undefined): PortalStorage {
  try {
    const storage = get();
    if (!storage) return memoryStorage();
    const probe = '__portal_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export const sessionStore: PortalStorage = usableStorage(() => globalThis.sessionStorage);
export const localStore: PortalStorage = usableStorage(() => globalThis.localStorage);
