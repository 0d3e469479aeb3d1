import { preloadLandingArea } from './landing-preload';

const ENTRY = '/remotes/mfe_accounts/1.0.0-abc/mf-manifest.json';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './app',
      assets: { js: { sync: ['171.a.js', 'expose_app.b.js'] }, css: { sync: ['expose_app.c.css'] } },
    },
  ],
};

function page(manifests: Record<string, unknown>, scripts: string[] = []): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  const boot = doc.createElement('script');
  boot.id = 'portal-boot';
  boot.type = 'application/json';
  boot.textContent = JSON.stringify({ manifests });
  doc.head.append(boot);
  for (const src of scripts) {
    const script = doc.createElement('script');
    script.setAttribute('src', src);
    doc.head.append(script);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

describe('the landing area preloaded by the shell (issue 28)', () => {
  it('a signed-in page served with the manifest only / its entry, chunks and styles asked for at once', () => {
    const doc = page({ [ENTRY]: MANIFEST });

    const asked = preloadLandingArea(doc);

    const folder = '/remotes/mfe_accounts/1.0.0-abc/';
    expect(preloads(doc)).toEqual([
      [`${folder}remoteEntry.js`, 'script'],
      [`${folder}171.a.js`, 'script'],
      [`${folder}expose_app.b.js`, 'script'],
      [`${folder}expose_app.c.css`, 'style'],
    ]);
    expect(asked).toHaveLength(4);
  });

  it('a page served with its area code / nothing asked for twice', () => {
    const doc = page({ [ENTRY]: MANIFEST }, ['/remotes/mfe_accounts/1.0.0-abc/remoteEntry.js']);

    expect(preloadLandingArea(doc)).toEqual([]);
    expect(preloads(doc)).toEqual([]);
  });

  it('no manifest, or one without an entry / nothing asked for', () => {
    expect(preloadLandingArea(page({}))).toEqual([]);
    expect(preloadLandingArea(page({ [ENTRY]: { exposes: [] } }))).toEqual([]);
  });
});
