import { act, screen, userEvent } from '@portal/testing/render';
import type { RemoteAppProps } from '@portal/session/app-props';
import { englishI18n } from '../testing/test-i18n';
import { resilientLifecycles } from './applications';
import { AreaRefused, type RemoteLifecycles } from './area-loader';

const props = () => {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return { name: 'mfe_accounts', services: {}, domElementGetter: () => element } as unknown as RemoteAppProps;
};

const remote = (): RemoteLifecycles => ({
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async ({ domElementGetter }: RemoteAppProps) => {
    domElementGetter().textContent = 'Accounts home';
  }) as unknown as RemoteLifecycles['mount'],
  unmount: jest.fn(async () => undefined) as unknown as RemoteLifecycles['unmount'],
});

const mount = (lifecycles: ReturnType<typeof resilientLifecycles>, areaProps: RemoteAppProps) =>
  act(async () => {
    await (lifecycles.mount as (p: RemoteAppProps) => Promise<void>)(areaProps);
  });

describe('resilientLifecycles', () => {
  let logged: jest.SpyInstance;
  beforeAll(async () => {
    await englishI18n();
  });
  beforeEach(() => {
    document.body.innerHTML = '';
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('a release this shell cannot host / the "needs a newer portal" panel, logged; a reload is offered', async () => {
    const refusal = { name: '@portal/host-contract', required: '^2.0.0', provided: '1.0.0' };
    const reload = jest.fn();
    const lifecycles = resilientLifecycles(
      'mfe_accounts',
      async () => {
        throw new AreaRefused('mfe_accounts', refusal);
      },
      { reload },
    );

    await mount(lifecycles, props());

    const panel = await screen.findByRole('alert', { name: 'This area needs a newer portal' });
    expect(panel).toHaveTextContent('Needs @portal/host-contract ^2.0.0; this portal has 1.0.0.');
    expect(logged).toHaveBeenCalledWith(
      '[shell] area mfe_accounts refused: mfe_accounts needs @portal/host-contract ^2.0.0; this portal has 1.0.0',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a remote that cannot load / the "area unavailable" panel with a retry', async () => {
    const lifecycles = resilientLifecycles('mfe_accounts', async () => {
      throw new Error('remoteEntry.js: 404');
    });

    await mount(lifecycles, props());

    expect(
      await screen.findByRole('alert', { name: 'This area is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('entering an area moved to another release since this page loaded it / the page loads afresh', async () => {
    const reload = jest.fn();
    const load = jest.fn(async () => remote());
    let outdated = false;
    const lifecycles = resilientLifecycles('mfe_accounts', load, { outdated: async () => outdated, reload });
    const areaProps = props();
    await mount(lifecycles, areaProps);
    expect(areaProps.domElementGetter()).toHaveTextContent('Accounts home');
    await act(async () => {
      await (lifecycles.unmount as (p: RemoteAppProps) => Promise<void>)(areaProps);
    });

    outdated = true;
    await mount(lifecycles, areaProps);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a broken release rolled back while its panel shows / Try again reads the pointer, loads the page afresh', async () => {
    const reload = jest.fn();
    let outdated = false;
    const refresh = jest.fn(async () => {
      outdated = true;
    });
    const load = jest.fn(async (): Promise<RemoteLifecycles> => {
      throw new Error('remoteEntry.js: 404');
    });
    const lifecycles = resilientLifecycles('mfe_accounts', load, {
      outdated: async () => outdated,
      refresh,
      reload,
    });
    await mount(lifecycles, props());
    await screen.findByRole('alert', { name: 'This area is unavailable right now' });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
