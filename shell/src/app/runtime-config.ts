/** Deploy-time configuration read at start: nothing here is fixed when the shell is built (DESIGN §2, §4). */

export interface RuntimeConfig {
  /** Brand key, chosen at deploy time. */
  brand: string;
  /** Back-end base URL for this deployment. */
  apiBaseUrl: string;
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
