import { act, screen, userEvent } from '@portal/testing/render';
import type { RemoteAppProps } from '@portal/session/app-props';
import { isSignedIn } from '@portal/session/session';
import { englishI18n } from '../testing/test-i18n';
import { AREA_HOLD_MS, resilientLifecycles } from './applications';
import { AREA_LEAVE_EVENT, HELD_AREA_ATTRIBUTE, LEAVING_AREA_ATTRIBUTE } from './area-hold';
import { AreaRefused, type RemoteLifecycles } from './area-loader';

jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  isSignedIn: jest.fn(() => false),
}));

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

describe('resilientLifecycles / leaving an area (issue 47 item 10: its page stays until the next one shows)', () => {
  /** The area host with the accounts area (mounted by the lifecycles under test) and an empty transfers area. */
  function setUp() {
    const host = document.createElement('div');
    const accounts = document.createElement('div');
    const transfers = document.createElement('div');
    host.append(accounts, transfers);
    document.body.appendChild(host);
    const areaProps = {
      name: 'mfe_accounts',
      services: {},
      domElementGetter: () => accounts,
    } as unknown as RemoteAppProps;
    return { host, accounts, transfers, areaProps };
  }

  /** A remote like `@portal/remote`'s: its page is a heading, it takes the leave request when `stays`. */
  function pageRemote(stays: boolean) {
    const leave = jest.fn((event: Event) => event.preventDefault());
    const lifecycles: RemoteLifecycles = {
      bootstrap: jest.fn(async () => undefined),
      mount: jest.fn(async ({ domElementGetter }: RemoteAppProps) => {
        domElementGetter().innerHTML = '<h1>Hello, Anna</h1>';
        if (stays) domElementGetter().addEventListener(AREA_LEAVE_EVENT, leave);
      }) as unknown as RemoteLifecycles['mount'],
      unmount: jest.fn(async ({ domElementGetter }: RemoteAppProps) => {
        domElementGetter().removeEventListener(AREA_LEAVE_EVENT, leave);
        domElementGetter().replaceChildren();
      }) as unknown as RemoteLifecycles['unmount'],
    };
    return { lifecycles, leave };
  }

  const unmount = (lifecycles: ReturnType<typeof resilientLifecycles>, areaProps: RemoteAppProps) =>
    (lifecycles.unmount as (p: RemoteAppProps) => Promise<void>)(areaProps);
  const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    document.body.innerHTML = '';
    jest.mocked(isSignedIn).mockReturnValue(true);
  });
  afterEach(() => jest.mocked(isSignedIn).mockReturnValue(false));

  it('an area that can stay / single-spa goes on at once, the live page stays until the next area shows its heading', async () => {
    const { accounts, transfers, areaProps } = setUp();
    const { lifecycles: area, leave } = pageRemote(true);
    const lifecycles = resilientLifecycles('mfe_accounts', async () => area);
    await mount(lifecycles, areaProps);

    await unmount(lifecycles, areaProps);

    expect(leave).toHaveBeenCalledTimes(1);
    expect(area.unmount).not.toHaveBeenCalled();
    expect(accounts).toHaveAttribute(LEAVING_AREA_ATTRIBUTE);
    expect(screen.getByRole('heading', { name: 'Hello, Anna' })).toBeInTheDocument();

    transfers.innerHTML = '<h1>Between my accounts</h1>';
    await flushObservers();
    expect(area.unmount).toHaveBeenCalledTimes(1);
    expect(accounts).toBeEmptyDOMElement();
  });

  it('a remote built before the leave request / unmounted at once, a still copy of its page held', async () => {
    const { host, areaProps } = setUp();
    const { lifecycles: area } = pageRemote(false);
    const lifecycles = resilientLifecycles('mfe_accounts', async () => area);
    await mount(lifecycles, areaProps);

    await unmount(lifecycles, areaProps);

    expect(area.unmount).toHaveBeenCalledTimes(1);
    expect(host.querySelector(`[${HELD_AREA_ATTRIBUTE}]`)).toHaveTextContent('Hello, Anna');
  });

  it('the session has ended / unmounted at once, nothing stays', async () => {
    const { host, accounts, areaProps } = setUp();
    const { lifecycles: area, leave } = pageRemote(true);
    const lifecycles = resilientLifecycles('mfe_accounts', async () => area);
    await mount(lifecycles, areaProps);
    jest.mocked(isSignedIn).mockReturnValue(false);

    await unmount(lifecycles, areaProps);

    expect(leave).not.toHaveBeenCalled();
    expect(area.unmount).toHaveBeenCalledTimes(1);
    expect(accounts).toBeEmptyDOMElement();
    expect(host.querySelector(`[${HELD_AREA_ATTRIBUTE}]`)).toBeNull();
  });

  it('entered again while its page stays / unmounted before it mounts anew, a still copy meanwhile', async () => {
    const { host, areaProps } = setUp();
    const { lifecycles: area } = pageRemote(true);
    const lifecycles = resilientLifecycles('mfe_accounts', async () => area);
    await mount(lifecycles, areaProps);
    await unmount(lifecycles, areaProps);
    const copies: (string | null)[] = [];
    jest
      .mocked(area.unmount as jest.Mock)
      .mockImplementationOnce(async ({ domElementGetter }: RemoteAppProps) => {
        copies.push(host.querySelector(`[${HELD_AREA_ATTRIBUTE}]`)?.textContent ?? null);
        domElementGetter().replaceChildren();
      });

    await mount(lifecycles, areaProps);

    expect(area.unmount).toHaveBeenCalledTimes(1);
    expect(copies).toEqual(['Hello, Anna']);
    const [first, second] = jest.mocked(area.mount as jest.Mock).mock.invocationCallOrder;
    expect(jest.mocked(area.unmount as jest.Mock).mock.invocationCallOrder[0]).toBeGreaterThan(first!);
    expect(jest.mocked(area.unmount as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(second!);
  });

  it('its "area unavailable" panel / the panel stays until the next area shows its page', async () => {
    const { accounts, transfers, areaProps } = setUp();
    const lifecycles = resilientLifecycles('mfe_accounts', async () => {
      throw new Error('remoteEntry.js: 404');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(lifecycles, areaProps);
    await screen.findByRole('alert', { name: 'This area is unavailable right now' });

    await act(() => unmount(lifecycles, areaProps));
    expect(screen.getByRole('alert', { name: 'This area is unavailable right now' })).toBeInTheDocument();

    await act(async () => {
      transfers.innerHTML = '<h1>Between my accounts</h1>';
      await flushObservers();
    });
    expect(accounts).toBeEmptyDOMElement();
  });

  it('no next page within the longest stay / the page goes then', async () => {
    jest.useFakeTimers();
    try {
      const { accounts, areaProps } = setUp();
      const { lifecycles: area } = pageRemote(true);
      const lifecycles = resilientLifecycles('mfe_accounts', async () => area);
      await mount(lifecycles, areaProps);
      await unmount(lifecycles, areaProps);

      await act(async () => {
        jest.advanceTimersByTime(AREA_HOLD_MS);
      });

      expect(area.unmount).toHaveBeenCalledTimes(1);
      expect(accounts).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
