import type { PortalServices } from '@portal/session/app-props';
import { isSignedIn } from '@portal/session/session';
import { preloadOnIntent } from './applications';
import type { AreaLoader, RemoteLifecycles } from './area-loader';
import type { RemoteName } from './route-table';

jest.mock('@portal/session/session', () => ({ isSignedIn: jest.fn() }));

const services = { brand: {} } as unknown as PortalServices;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.appendChild(anchor);
  return anchor;
}

describe('preloadOnIntent', () => {
  const preload = jest.fn(async (_path: string, _services: PortalServices) => undefined);
  const areas = {
    load: jest.fn<Promise<RemoteLifecycles>, [string]>(),
    refresh: jest.fn<Promise<void>, []>(),
    outdated: jest.fn<Promise<boolean>, [string]>(),
    started: jest.fn<boolean, [string]>(),
    offers: jest.fn<Promise<boolean>, [string, string]>(),
  } satisfies AreaLoader;
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  beforeEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/home');
    areas.load.mockResolvedValue({ preload } as unknown as RemoteLifecycles);
    areas.refresh.mockResolvedValue(undefined);
    areas.outdated.mockResolvedValue(false);
    areas.started.mockReturnValue(false);
    jest.mocked(isSignedIn).mockReturnValue(true);
  });

  const start = (deployed: RemoteName[] = ['mfe_accounts', 'mfe_transfers', 'mfe_auth']) => {
    const intent = preloadOnIntent(new Set(deployed), services, document, areas);
    stop = intent.stop;
    return intent.preload;
  };

  it('a link hovered / its area is loaded and asked to preload that page', async () => {
    start();
    link('/transfer/p2p').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();

    expect(areas.load).toHaveBeenCalledWith('mfe_transfers');
    expect(preload).toHaveBeenCalledWith('/transfer/p2p', services);
  });

  it('a link into another area / the deploy manifest is read again before that area loads (issue 13)', async () => {
    start();
    link('/transfer/p2p').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();

    expect(areas.refresh).toHaveBeenCalledTimes(1);
    expect(areas.refresh.mock.invocationCallOrder[0]).toBeLessThan(areas.load.mock.invocationCallOrder[0]!);
  });

  it('a link inside the area on screen / the deploy manifest is not read again', async () => {
    start();
    link('/history').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();

    expect(areas.refresh).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledWith('/history', services);
  });

  it('an area started in this page / its page is preloaded while the deploy manifest is read (issue 11)', async () => {
    areas.started.mockImplementation((name) => name === 'mfe_transfers');
    let finishRefresh: () => void = () => undefined;
    areas.refresh.mockReturnValue(new Promise<void>((resolve) => (finishRefresh = resolve)));
    start();
    link('/transfer/p2p').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();

    expect(areas.refresh).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/transfer/p2p', services);
    finishRefresh();
  });

  it('hovered again at once / preloaded once', async () => {
    start();
    const anchor = link('/history');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();

    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('signed out / a signed-in page is not preloaded, a public one is', async () => {
    jest.mocked(isSignedIn).mockReturnValue(false);
    start();
    link('/history').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link('/receive/abc').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();

    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/receive/abc']);
  });

  it('another site, an area not deployed / nothing loaded', async () => {
    start(['mfe_accounts']);
    link('https://elsewhere.example/home').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/transfer/p2p').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();

    expect(areas.load).not.toHaveBeenCalled();
  });

  it('a remote that cannot load / the intent is dropped quietly', async () => {
    areas.load.mockRejectedValue(new Error('offline'));
    const preloadPath = start();

    expect(() => preloadPath('/home')).not.toThrow();
    await flush();
    expect(preload).not.toHaveBeenCalled();
  });

  // single-spa has moved the history when it announces the routing: the location is the new URL already.
  const routing = (newUrl: string, totalAppChanges: number, cancelNavigation: jest.Mock) => {
    const oldUrl = window.location.href;
    window.history.replaceState(null, '', newUrl);
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { oldUrl, newUrl, totalAppChanges, cancelNavigation },
      }),
    );
  };

  it('navigation into another area / the old one is held until the page is ready, then the navigation goes on', async () => {
    let finish!: () => void;
    preload.mockImplementation(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    const cancelNavigation = jest.fn();
    start();

    routing('http://localhost/transfer/p2p', 1, cancelNavigation);
    const held = cancelNavigation.mock.calls[0]![0] as Promise<boolean>;
    let outcome: boolean | undefined;
    void held.then((value) => (outcome = value));
    await flush();
    expect(outcome).toBeUndefined();
    finish();
    await flush();

    expect(outcome).toBe(false);
    expect(preload).toHaveBeenCalledWith('/transfer/p2p', services);
    expect(areas.refresh).toHaveBeenCalledTimes(1);
  });

  it('navigation inside the same area / nothing held (the area keeps its page in a transition)', async () => {
    const cancelNavigation = jest.fn();
    start();

    routing('http://localhost/history', 0, cancelNavigation);
    await flush();

    expect(cancelNavigation).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledWith('/history', services);
    expect(areas.refresh).not.toHaveBeenCalled();
  });
});
