import { screen } from '@portal/testing/render';
import { changeLanguage, i18n, initI18n } from '@portal/i18n/i18n';
import type { PortalServices, RemoteAppProps } from '@portal/session/app-props';
import { createRemoteLifecycles } from './lifecycles';

const services = { method: { call: jest.fn() } } as unknown as PortalServices;

async function mountArea(version?: string) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const lifecycles = createRemoteLifecycles({
    namespace: 'demo',
    loadTexts: async () => ({ default: { title: 'Demo area' } }),
    App: () => <h1>{i18n.t('demo:title')}</h1>,
    version,
  });
  const props = { services, name: 'mfe_demo', domElementGetter: () => element } as RemoteAppProps;
  for (const step of lifecycles.bootstrap) await step(props as never);
  for (const step of lifecycles.mount) await step(props as never);
  return { element, unmount: () => lifecycles.unmount(props as never) };
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
});
