/** Deploy-time configuration read at start: nothing here is fixed when the shell is built (DESIGN §2, §4). */

export interface RuntimeConfig {
  /** Brand key, chosen at deploy time. */
  brand: string;
  /** Back-end base URL for this deployment. */
  apiBaseUrl: string;
  /** The help-desk provider's API base, when it is not `/helpdesk/api/v1` on the back end (issue 31). */
  helpdeskBaseUrl?: string;
  /** Origins of the mobile app shell whose messages embedded mode accepts (spec 01 §1). */
  embeddedOrigins?: string[];
}

/** The deploy manifest: one entry per deployed remote (DESIGN §2). */
export type RemotesManifest = Record<string, { entry: string; version: string }>;

/** What the portal's server writes into the first HTML, so the shell starts without two more round trips. */
interface BootData {
  config?: RuntimeConfig;
  remotes?: RemotesManifest;
  /** The federation manifests of the landing page's area, by the entry the deploy manifest names. */
  manifests?: Record<string, unknown>;
}

/** The `#portal-boot` data block of the page, or nothing when the page was served without one. */
export function readBootData(doc: Document = document): BootData {
  const text = doc.getElementById('portal-boot')?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return {};
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  // The server marks these no-cache: the browser revalidates, so a release is seen on the next load.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function loadRuntimeConfig(boot: BootData = readBootData()): Promise<RuntimeConfig> {
  return boot.config ?? fetchJson<RuntimeConfig>('/config.json');
}

/** The areas' federation manifests the page was served with (the landing area's), by entry; none without. */
export function bootManifests(boot: BootData = readBootData()): Record<string, unknown> {
  return boot.manifests && typeof boot.manifests === 'object' ? boot.manifests : {};
}

/** A missing or broken manifest leaves the shell running with no remotes (every area shows unavailable). */
export async function loadRemotesManifest(boot: BootData = readBootData()): Promise<RemotesManifest> {
  if (boot.remotes) return boot.remotes;
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
