/**
 * The export status's `url` is relative to the back end's base URL (spec 02 §7 export status get; EXPORT_DOWNLOAD_PATH
 * in the contract). The shell resolves what it is handed against the portal's own address, so the remote makes it
 * absolute against the API base first. A base with a path (`https://host/bank`) keeps it; an absolute `url` is kept.
 */
export function absoluteDownloadUrl(url: string, apiBaseUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const base = apiBaseUrl.replace(/\/+$/, '');
  const path = url.startsWith('/') ? url : `/${url}`;
  return `${base}${path}`;
}
