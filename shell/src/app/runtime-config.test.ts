import { bootManifests, loadRemotesManifest, loadRuntimeConfig, readBootData } from './runtime-config';

const CONFIG = { brand: 'meridian', apiBaseUrl: 'http://api.test', embeddedOrigins: [] };
const REMOTES = { mfe_auth: { entry: '/remotes/mfe_auth/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc' } };

function pageWithBoot(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.id = 'portal-boot';
    script.type = 'application/json';
    script.textContent = text;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('boot data in the first HTML', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy as unknown as typeof fetch;
  });

  it('inline config and manifest / used as they are / nothing fetched', async () => {
    const boot = readBootData(pageWithBoot(JSON.stringify({ config: CONFIG, remotes: REMOTES })));

    await expect(loadRuntimeConfig(boot)).resolves.toEqual(CONFIG);
    await expect(loadRemotesManifest(boot)).resolves.toEqual(REMOTES);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('no data block / config and manifest fetched from the server', async () => {
    fetchSpy.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () => (url === '/config.json' ? CONFIG : REMOTES),
    }));
    const boot = readBootData(pageWithBoot(undefined));

    await expect(loadRuntimeConfig(boot)).resolves.toEqual(CONFIG);
    await expect(loadRemotesManifest(boot)).resolves.toEqual(REMOTES);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
  });

  it('broken data block / ignored, the manifest falls back to the server, a failure there means no remotes', async () => {
    fetchSpy.mockResolvedValue({ ok: false, status: 503 });
    const boot = readBootData(pageWithBoot('{"config": '));

    expect(boot).toEqual({});
    await expect(loadRemotesManifest(boot)).resolves.toEqual({});
  });

  it('the landing area’s federation manifest inline / given by entry; none without, or when malformed', () => {
    const manifest = { metaData: { name: 'mfe_auth' }, exposes: [] };
    const entry = REMOTES.mfe_auth.entry;

    expect(
      bootManifests(readBootData(pageWithBoot(JSON.stringify({ manifests: { [entry]: manifest } })))),
    ).toEqual({
      [entry]: manifest,
    });
    expect(bootManifests(readBootData(pageWithBoot(JSON.stringify({ remotes: REMOTES }))))).toEqual({});
    expect(bootManifests(readBootData(pageWithBoot(JSON.stringify({ manifests: 'x' }))))).toEqual({});
  });
});
