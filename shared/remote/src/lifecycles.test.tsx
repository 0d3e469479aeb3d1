import { useLocation } from 'react-router-dom';
import { screen } from '@portal/testing/render';
import { changeLanguage, i18n, initI18n } from '@portal/i18n/i18n';
import type { PortalServices, RemoteAppProps } from '@portal/session/app-props';
import { AREA_LEAVE_EVENT } from './area-router';
import { createRemoteLifecycles } from './lifecycles';
import { createTextParts } from './text-parts';

const services = { method: { call: jest.fn() } } as unknown as PortalServices;

/** The demo area's page: its title and the path its router is on. */
function DemoApp() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{i18n.t('demo:title')}</h1>
      <p>Path {pathname}</p>
    </>
  );
}

async function mountArea(version?: string) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const lifecycles = createRemoteLifecycles({
    namespace: 'demo',
    loadTexts: async () => ({ default: { title: 'Demo area' } }),
    App: DemoApp,
    version,
  });
  const props = { services, name: 'mfe_demo', domElementGetter: () => element } as RemoteAppProps;
  for (const step of lifecycles.bootstrap) await step(props as never);
  for (const step of lifecycles.mount) await step(props as never);
  return { element, unmount: () => lifecycles.unmount(props as never), remount: () => mountAgain(props) };
  async function mountAgain(again: RemoteAppProps) {
    for (const step of lifecycles.mount) await step(again as never);
  }
}

describe('createRemoteLifecycles', () => {
  // single-spa-react finishes a mount once React has committed it, as in the browser; `act` would hold that back.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await initI18n(['en', 'es']);
    await changeLanguage('en');
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a build with a version / the area ends with its version, named by area', async () => {
    const area = await mountArea('1.4.0');

    expect(await screen.findByRole('heading', { name: 'Demo area' })).toBeInTheDocument();
    const marker = screen.getByText('Version 1.4.0');
    expect(marker).toHaveAttribute('data-area', 'mfe_demo');
    expect(area.element.lastElementChild).toBe(marker);
    await area.unmount();
  });

  it('another language / the marker follows it', async () => {
    const area = await mountArea('2.0.1');

    await changeLanguage('es');

    expect(await screen.findByText('Versión 2.0.1')).toBeInTheDocument();
    await changeLanguage('en');
    await area.unmount();
  });

  it('a build without a version (tests, development) / no marker', async () => {
    const area = await mountArea(undefined);

    expect(await screen.findByRole('heading', { name: 'Demo area' })).toBeInTheDocument();
    expect(screen.queryByText(/^Version/)).not.toBeInTheDocument();
    await area.unmount();
  });

  it('a first page preloaded with a text part before the area has bootstrapped / its preload does not wait for the bootstrap', async () => {
    // The shell holds the first navigation, and with it the bootstrap, until the first page's preload is done
    // (issue 49: `/cards` waited out the shell's 1.5 s hold for texts only the bootstrap asked for).
    const parts = createTextParts({
      namespace: 'early',
      loaders: { cards: async () => ({ default: { cards: { title: 'Cards' } } }) },
      markers: { cards: 'cards.title' },
    });
    const lifecycles = createRemoteLifecycles({
      namespace: 'early',
      loadTexts: async () => ({ default: { title: 'Early area' } }),
      App: DemoApp,
      routes: [{ path: '/cards', page: { preload: () => parts.ensureTexts('cards') } }],
    });
    let done = false;
    const preloaded = lifecycles.preload('/cards', services).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(done).toBe(true);
    await preloaded;
    expect(i18n.t('early:title')).toBe('Early area');
    expect(i18n.t('early:cards.title')).toBe('Cards');
  });

  describe('leaving (issue 47 item 10)', () => {
    /** The address bar moves the way single-spa moves it: history first, then a popstate to the routers. */
    const go = (path: string) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    };
    const leave = (element: HTMLElement) =>
      !element.dispatchEvent(new Event(AREA_LEAVE_EVENT, { cancelable: true }));
    beforeEach(() => window.history.replaceState(null, '', '/home'));

    it('a mounted area / follows the address bar', async () => {
      const area = await mountArea();

      go('/history');

      expect(await screen.findByText('Path /history')).toBeInTheDocument();
      await area.unmount();
    });

    it('asked to leave / takes the request, and its page stays as it is whatever the address bar says', async () => {
      const area = await mountArea();
      expect(await screen.findByText('Path /home')).toBeInTheDocument();

      expect(leave(area.element)).toBe(true);
      go('/transfer/account');
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(screen.getByText('Path /home')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Demo area' })).toBeInTheDocument();
      await area.unmount();
      expect(area.element).toBeEmptyDOMElement();
    });

    it('unmounted / no longer takes the request; mounted again / follows the address bar again', async () => {
      const area = await mountArea();
      leave(area.element);
      await area.unmount();

      expect(leave(area.element)).toBe(false);

      go('/statements');
      await area.remount();
      expect(await screen.findByText('Path /statements')).toBeInTheDocument();
      go('/news');
      expect(await screen.findByText('Path /news')).toBeInTheDocument();
      await area.unmount();
    });
  });
});
