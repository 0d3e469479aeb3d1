import { apiBaseUrl, type BrandConfig } from '@portal/brands/brands';
import { sessionStore, type PortalStorage } from '@portal/session/storage';

/** The back-end override chosen with the `api` query (spec 01 §2, §7), kept for the browser session. */
export type ApiOverride = { index: number } | { custom: string };

export const API_OVERRIDE_KEY = 'portal.apiOverride';

export function readApiOverride(storage: PortalStorage = sessionStore): ApiOverride | undefined {
  try {
    const raw = storage.getItem(API_OVERRIDE_KEY);
    const value = raw ? (JSON.parse(raw) as ApiOverride) : undefined;
    if (value && 'index' in value && Number.isInteger(value.index)) return { index: value.index };
    if (value && 'custom' in value && isHttpUrl(value.custom)) return { custom: value.custom };
  } catch {
    // A damaged entry is no override.
  }
  return undefined;
}

export function writeApiOverride(
  override: ApiOverride | undefined,
  storage: PortalStorage = sessionStore,
): void {
  if (override) storage.setItem(API_OVERRIDE_KEY, JSON.stringify(override));
  else storage.removeItem(API_OVERRIDE_KEY);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** The base URL the clients use: the deployment's own, unless an override was chosen. */
export function effectiveApiBaseUrl(
  deployed: string,
  brand: BrandConfig,
  override: ApiOverride | undefined,
): string {
  if (!override) return deployed;
  return 'custom' in override ? override.custom.replace(/\/$/, '') : apiBaseUrl(brand, override.index);
}
