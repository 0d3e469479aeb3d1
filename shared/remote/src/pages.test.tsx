import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@portal/testing/render';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGE_DATA_WAIT_MS, preloadRoute, preloadablePage, retryFailedPages } from './pages';

const services = { method: { call: jest.fn() } } as unknown as PortalServices;

function Balances() {
  return <h1>Balances</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const renderPage = (Page: ComponentType) =>
  render(
    <ServicesProvider services={services}>
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    </ServicesProvider>,
  );

describe('preloadablePage', () => {
  it('preloaded before the first render / the page shows at once, no fallback', async () => {
    const prefetch = jest.fn(async () => 'data');
    const Page = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      prefetch,
    );

    await Page.preload(services);
    renderPage(Page);

    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith(services, {});
  });

  it('not preloaded / code and data asked for together on render, fallback until both are there', async () => {
    let releaseData!: () => void;
    const prefetch = jest.fn(() => new Promise<void>((resolve) => (releaseData = resolve)));
    const load = jest.fn(async () => ({ Balances }));
    const Page = preloadablePage(load, (module) => module.Balances, prefetch);

    await act(async () => void renderPage(Page));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await wait(50);
    expect(screen.queryByRole('heading', { name: 'Balances' })).not.toBeInTheDocument();
    await act(async () => releaseData());
    // React reveals a boundary at the earliest 300 ms after its fallback appeared.
    await wait(400);

    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
  });

  it('data that does not answer / the page shows after the wait, with its own loading state', async () => {
    jest.useFakeTimers();
    const Page = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      () => new Promise(() => undefined),
    );
    let done = false;
    void Page.preload(services).then(() => (done = true));

    await act(async () => jest.advanceTimersByTime(PAGE_DATA_WAIT_MS - 1));
    expect(done).toBe(false);
    await act(async () => jest.advanceTimersByTime(1));
    expect(done).toBe(true);
    jest.useRealTimers();
  });

  it('code that fails to load / the error stays at the boundary (no reload loop) until the area retries', async () => {
    const load = jest
      .fn<Promise<{ Balances: typeof Balances }>, []>()
      .mockRejectedValueOnce(new Error('chunk 42'))
      .mockResolvedValue({ Balances });
    const Page = preloadablePage(load, (module) => module.Balances);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    let first!: ReturnType<typeof renderPage>;
    await act(async () => void (first = renderPage(Page)));
    await wait(400);
    expect(screen.getByText('failed: chunk 42')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    retryFailedPages();
    await act(async () => void renderPage(Page));
    await wait(400);

    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoute', () => {
  it('a path with a parameter / preloads the page of the matching route only', async () => {
    const home = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      jest.fn(async () => 1),
    );
    const receive = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      jest.fn(async () => 2),
    );
    const spyHome = jest.spyOn(home, 'preload');
    const spyReceive = jest.spyOn(receive, 'preload');
    const routes = [
      { path: '/home', page: home },
      { path: '/receive/:id', page: receive },
    ];

    await preloadRoute(routes, '/receive/abc', services);
    await preloadRoute(routes, '/nowhere', services);

    expect(spyReceive).toHaveBeenCalledWith(services, { id: 'abc' });
    expect(spyHome).not.toHaveBeenCalled();
  });

  it("a path with a parameter / the page's first data is asked for by the path preloaded, not the browser's address", async () => {
    // On a link's intent the address is still the page being left (issue 49: a ticket's page read its number
    // from the address, so hovering a ticket's link preloaded nothing of it).
    const prefetch = jest.fn(async () => undefined);
    const ticket = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      prefetch,
    );

    await preloadRoute([{ path: '/messages/:ticketNumber', page: ticket }], '/messages/10238', services);

    expect(window.location.pathname).not.toBe('/messages/10238');
    expect(prefetch).toHaveBeenCalledWith(services, { ticketNumber: '10238' });
  });
});

describe('a page rendered before any preload', () => {
  it("its route's parameters / its first data is asked for by them", async () => {
    const prefetch = jest.fn(async () => undefined);
    const Contract = preloadablePage(
      async () => ({ Balances }),
      (module) => module.Balances,
      prefetch,
    );
    await act(
      async () =>
        void render(
          <ServicesProvider services={services}>
            <MemoryRouter initialEntries={['/revenue-split/6901']}>
              <Suspense fallback={<p>loading</p>}>
                <Routes>
                  <Route path="/revenue-split/:contractId" element={<Contract />} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </ServicesProvider>,
        ),
    );
    // React reveals a boundary at the earliest 300 ms after its fallback appeared.
    await wait(400);

    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith(services, { contractId: '6901' });
  });
});
