/** Deploy-time configuration read at start: nothing here is fixed when the shell is built (DESIGN §2, §4). */

export interface RuntimeConfig {
  /** Brand key, chosen at deploy time. */
  brand: string;
  /** Back-end base URL for this deployment. */
  apiBaseUrl: string;
  /** Origins of the mobile app shell whose messages embedded mode accepts (spec 01 §1). */
  embeddedOrigins?: string[];
}

/** The deploy manifest: one entry per deployed remote (DESIGN §2). */
export type RemotesManifest = Record<string, { entry: string; version: string }>;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return fetchJson<RuntimeConfig>('/config.json');
}

/** A missing or broken manifest leaves the shell running with no remotes (every area shows unavailable). */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    return await fetchJson<RemotesManifest>('/remotes.json');
  } catch {
    return {};
  }
}

/** Path of the back end's URL check (spec 01 §7 `POST /service/check-urls`). */
export const CHECK_URLS_PATH = '/service/check-urls';

/** Asks the deployment's back end whether a custom back-end address answers (the `api=*` prompt). */
export async function checkApiUrl(apiBaseUrl: string, url: string): Promise<boolean> {
  const response = await fetch(apiBaseUrl.replace(/\/$/, '') + CHECK_URLS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ urls: [url] }),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as { results?: Array<{ url: string; ok: boolean }> };
  return answer.results?.some((result) => result.url === url && result.ok) ?? false;
}
