import { bootManifests, readBootData } from './runtime-config';

/** The parts of a federation manifest (mf-manifest.json) the landing area's code is found by. */
interface ManifestAssets {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The code of a signed-in page's area, asked for first thing once main.js runs (issue 28). Its first HTML names the
 * area's federation manifest but carries none of its code (scripts/serve.mjs, `codeInHtml`): there it took bandwidth
 * from main.js, which the session's calls wait for, and its styles held the first paint. From here it loads while
 * the shell starts and the session is made, all at once (the entry, the page's chunks and styles, as the manifest
 * lists them) rather than the entry first and its chunks a round trip later; the federation runtime then finds each
 * file in the cache. A page served with its area's code (a public one) needs nothing: none is added twice. Answers
 * the addresses asked for.
 */
export function preloadLandingArea(doc: Document = document, boot = readBootData(doc)): string[] {
  const asked: string[] = [];
  for (const [entry, manifest] of Object.entries(bootManifests(boot) as Record<string, ManifestAssets>)) {
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (!remoteEntry?.name) continue;
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const entryUrl = `${folder}${remoteEntry.path ?? ''}${remoteEntry.name}`;
    if ([...doc.scripts].some((script) => script.getAttribute('src') === entryUrl)) continue;
    const app = manifest.exposes?.find((expose) => expose.path === './app')?.assets;
    const files: [string, 'script' | 'style'][] = [
      [entryUrl, 'script'],
      ...(app?.js?.sync ?? []).map((js): [string, 'script'] => [`${folder}${js}`, 'script']),
      ...(app?.css?.sync ?? []).map((css): [string, 'style'] => [`${folder}${css}`, 'style']),
    ];
    for (const [href, as] of files) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', as);
      link.href = href;
      doc.head.append(link);
      asked.push(href);
    }
  }
  return asked;
}
