import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { AreaRefused, createAreaLoader } from './area-loader';
import type { FederationManifest, HostProvides } from './host-check';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const host: HostProvides = { contract: '1.0.0', shared: { react: '19.3.1' } };
const ORIGIN = window.location.origin;
const V1 = '/remotes/mfe_accounts/1.0.0-aaaaaaaaaa/mf-manifest.json';
const V2 = '/remotes/mfe_accounts/1.1.0-bbbbbbbbbb/mf-manifest.json';
const hostable: FederationManifest = { metaData: { hostContract: { range: '^1.0.0' } }, shared: [] };
const lifecycles = { mount: jest.fn(), unmount: jest.fn() };

/** A server: URL path → JSON (or an error), counting requests. */
function server(documents: Record<string, unknown>) {
  const asked: string[] = [];
  const getJson = jest.fn(async (url: string): Promise<unknown> => {
    const path = url.replace(ORIGIN, '');
    asked.push(path);
    const document = documents[path];
    if (document === undefined || document instanceof Error) throw document ?? new Error(`${path}: HTTP 404`);
    return JSON.parse(JSON.stringify(document));
  });
  return { documents, asked, getJson };
}

const start = (documents: Record<string, unknown>) => {
  const backend = server(documents);
  const areas = createAreaLoader(
    { mfe_accounts: { entry: V1, version: '1.0.0-aaaaaaaaaa' } },
    { host, getJson: backend.getJson },
  );
  return { areas, backend };
};

/** The Module Federation runtime plugin the loader registered: it answers the runtime's manifest fetches. */
const runtimeFetch = () => {
  const [plugin] = jest.mocked(registerPlugins).mock.calls[0]![0]!;
  return plugin!.fetch as unknown as (url: string) => Promise<Response> | undefined;
};

/** jsdom has no fetch Response; the runtime reads only its JSON. */
class JsonResponse {
  constructor(private readonly body: string) {}
  async json(): Promise<unknown> {
    return JSON.parse(this.body);
  }
}

describe('createAreaLoader', () => {
  beforeAll(() => {
    (globalThis as { Response?: unknown }).Response ??= JsonResponse;
  });
  beforeEach(() => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
  });

  it('an area / registered with the runtime, its manifest checked, then its code loaded', async () => {
    const { areas, backend } = start({ [V1]: hostable });

    await expect(areas.load('mfe_accounts')).resolves.toBe(lifecycles);

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_accounts', entry: `${ORIGIN}${V1}` }]);
    expect(backend.asked).toEqual([V1]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_accounts/app');
  });

  it('the runtime asks for the manifest / answered from the same download, not a second request', async () => {
    const { areas, backend } = start({ [V1]: hostable });
    await areas.load('mfe_accounts');

    const answer = await runtimeFetch()(`${ORIGIN}${V1}`);

    expect(await answer!.json()).toEqual(hostable);
    expect(backend.asked).toEqual([V1]);
    expect(runtimeFetch()(`${ORIGIN}/remotes/other/mf-manifest.json`)).toBeUndefined();
  });

  it('a release for a newer host contract / refused with what it needs, none of its code loaded', async () => {
    const { areas } = start({ [V1]: { metaData: { hostContract: { range: '^2.0.0' } }, shared: [] } });

    const refused = areas.load('mfe_accounts');

    await expect(refused).rejects.toBeInstanceOf(AreaRefused);
    await expect(refused).rejects.toMatchObject({
      area: 'mfe_accounts',
      refusal: { name: '@portal/host-contract', required: '^2.0.0', provided: '1.0.0' },
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('offers / a page its release lists as coming soon is not offered, others are; one manifest download', async () => {
    const { areas, backend } = start({
      [V1]: {
        metaData: { hostContract: { range: '^1.0.0' }, comingSoon: ['/company-documents'] },
        shared: [],
      },
    });

    await expect(areas.offers('mfe_accounts', '/company-documents')).resolves.toBe(false);
    await expect(areas.offers('mfe_accounts', '/legal')).resolves.toBe(true);
    await expect(areas.offers('mfe_other', '/legal')).resolves.toBe(false);
    await areas.load('mfe_accounts');
    expect(backend.asked).toEqual([V1]);
  });

  it('offers / a manifest out of reach counts as offering (the area then says what is wrong)', async () => {
    const { areas } = start({ [V1]: new Error('offline') });
    await expect(areas.offers('mfe_accounts', '/company-documents')).resolves.toBe(true);
  });

  it('a manifest that did not arrive / asked for again on the next try', async () => {
    const { areas, backend } = start({ [V1]: new Error('offline') });
    await expect(areas.load('mfe_accounts')).rejects.toThrow('offline');

    backend.documents[V1] = hostable;

    await expect(areas.load('mfe_accounts')).resolves.toBe(lifecycles);
    expect(backend.asked).toEqual([V1, V1]);
  });

  it('a release before the area ever loaded in this page / followed at once, no page load needed', async () => {
    const { areas, backend } = start({ [V1]: hostable, [V2]: hostable });
    backend.documents['/remotes.json'] = { mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } };

    await areas.refresh();

    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_accounts', entry: `${ORIGIN}${V2}` }], {
      force: true,
    });
    expect(await areas.outdated('mfe_accounts')).toBe(false);
    await areas.load('mfe_accounts');
    expect(backend.asked).toEqual(['/remotes.json', V2]);
  });

  it('a release after the area loaded / the page keeps the release it runs; the area is outdated', async () => {
    const { areas, backend } = start({ [V1]: hostable, [V2]: hostable });
    await areas.load('mfe_accounts');
    backend.documents['/remotes.json'] = { mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } };

    await areas.refresh();

    expect(await areas.outdated('mfe_accounts')).toBe(true);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    await areas.load('mfe_accounts');
    expect(backend.asked).toEqual([V1, '/remotes.json']);
  });

  it('rolled back to the release the page runs / no longer outdated', async () => {
    const { areas, backend } = start({ [V1]: hostable });
    await areas.load('mfe_accounts');
    backend.documents['/remotes.json'] = { mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } };
    await areas.refresh();

    backend.documents['/remotes.json'] = { mfe_accounts: { entry: V1, version: '1.0.0-aaaaaaaaaa' } };
    await areas.refresh();

    expect(await areas.outdated('mfe_accounts')).toBe(false);
  });

  it('the deploy manifest out of reach / the areas stay where they are', async () => {
    const { areas } = start({ [V1]: hostable });
    await areas.load('mfe_accounts');

    await expect(areas.refresh()).resolves.toBeUndefined();

    expect(await areas.outdated('mfe_accounts')).toBe(false);
  });

  it('outdated asked while the deploy manifest is being read / answers after the read', async () => {
    const { areas, backend } = start({ [V1]: hostable });
    await areas.load('mfe_accounts');
    backend.documents['/remotes.json'] = { mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } };

    const refreshed = areas.refresh();
    const outdated = areas.outdated('mfe_accounts');

    expect(await outdated).toBe(true);
    await refreshed;
  });
  it('a started area asked for while the deploy manifest is read / answers at once, on its release', async () => {
    const { areas, backend } = start({ [V1]: hostable, [V2]: hostable });
    expect(areas.started('mfe_accounts')).toBe(false);
    await areas.load('mfe_accounts');
    expect(areas.started('mfe_accounts')).toBe(true);
    let answer: (value: unknown) => void = () => undefined;
    backend.getJson.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    const refreshed = areas.refresh();
    await expect(areas.load('mfe_accounts')).resolves.toBe(lifecycles);
    answer({ mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } });
    await refreshed;

    expect(await areas.outdated('mfe_accounts')).toBe(true);
    expect(backend.asked).not.toContain(V2);
  });

  describe('an area the first HTML carried (manifest inline, entry and page code run as deferred scripts)', () => {
    const served = (documents: Record<string, unknown>) => {
      const backend = server(documents);
      const areas = createAreaLoader(
        {
          mfe_accounts: { entry: V1, version: '1.0.0-aaaaaaaaaa' },
          mfe_transfers: { entry: '/remotes/mfe_transfers/1.0.0-cccccccccc/mf-manifest.json', version: '1' },
        },
        { host, getJson: backend.getJson, known: { [V1]: hostable } },
      );
      return { areas, backend };
    };
    type PreloadHook = (args: { preloadOps: { nameOrAlias: string }[] }) => void;
    const beforePreload = () => {
      const [plugin] = jest.mocked(registerPlugins).mock.calls.at(-1)![0]!;
      return plugin!.beforePreloadRemote as unknown as PreloadHook;
    };

    it('loads with no download of its manifest; the runtime is answered from the same one', async () => {
      const { areas, backend } = served({});

      await expect(areas.load('mfe_accounts')).resolves.toBe(lifecycles);

      expect(backend.asked).toEqual([]);
      expect(await (await runtimeFetch()(`${ORIGIN}${V1}`))!.json()).toEqual(hostable);
    });

    it('the runtime adds no second script tags for its page code; another area keeps its preloads', () => {
      served({});
      const args = { preloadOps: [{ nameOrAlias: 'mfe_accounts' }, { nameOrAlias: 'mfe_transfers' }] };

      beforePreload()(args);

      expect(args.preloadOps).toEqual([{ nameOrAlias: 'mfe_transfers' }]);
    });

    it('a release read before the area showed / the page keeps the release it ran; the area is outdated', async () => {
      const { areas, backend } = served({ [V2]: hostable });
      backend.documents['/remotes.json'] = { mfe_accounts: { entry: V2, version: '1.1.0-bbbbbbbbbb' } };

      expect(areas.started('mfe_accounts')).toBe(true);
      await areas.refresh();

      expect(await areas.outdated('mfe_accounts')).toBe(true);
      expect(registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
      await areas.load('mfe_accounts');
      expect(backend.asked).toEqual(['/remotes.json']);
    });
  });
});
