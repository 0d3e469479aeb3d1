import {
  AREA_LEAVE_EVENT,
  HELD_AREA_ATTRIBUTE,
  LEAVING_AREA_ATTRIBUTE,
  askToStay,
  holdFirstPaintPage,
  holdOnScreen,
  stayUntilNextPage,
} from './area-hold';

/** An area host with the accounts area showing its page, and an empty transfers area. */
function setUp() {
  const host = document.createElement('div');
  host.innerHTML = `
    <div id="portal-area-mfe_accounts"><h1 id="title">Hello, Anna</h1><input id="amount" name="amount"></div>
    <div id="portal-area-mfe_transfers"></div>`;
  document.body.append(host);
  const [accounts, transfers] = [...host.children] as HTMLElement[];
  return { host, accounts: accounts!, transfers: transfers! };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));
const held = (host: HTMLElement) => host.querySelector<HTMLElement>(`[${HELD_AREA_ATTRIBUTE}]`);

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('holdOnScreen (issue 28 item 4: no empty main area between two areas)', () => {
  it('an area goes / its page stays as an inert copy, hidden from assistive technology, without ids or names', async () => {
    const { host, accounts } = setUp();
    holdOnScreen(accounts, 1500);
    accounts.replaceChildren();
    await flushObservers();

    const copy = held(host)!;
    expect(copy.textContent).toContain('Hello, Anna');
    expect(copy.inert).toBe(true);
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.querySelectorAll('[id], [name]')).toHaveLength(0);
    expect(document.getElementById('title')).toBeNull();
  });

  it('the next area shows its heading / the copy goes', async () => {
    const { host, accounts, transfers } = setUp();
    holdOnScreen(accounts, 1500);
    accounts.replaceChildren();
    transfers.innerHTML = '<p>Version 1.0.0</p>';
    await flushObservers();
    expect(held(host)).not.toBeNull();

    transfers.insertAdjacentHTML('afterbegin', '<h1>Between my accounts</h1>');
    await flushObservers();
    expect(held(host)).toBeNull();
  });

  it('the next area shows an alert in its place (unavailable) / the copy goes', async () => {
    const { host, accounts, transfers } = setUp();
    holdOnScreen(accounts, 1500);
    accounts.replaceChildren();
    transfers.innerHTML = '<div role="alert">This area is unavailable right now</div>';
    await flushObservers();
    expect(held(host)).toBeNull();
  });

  it('nothing shows / the copy goes after the longest hold', () => {
    jest.useFakeTimers();
    const { host, accounts } = setUp();
    holdOnScreen(accounts, 1500);
    accounts.replaceChildren();
    jest.advanceTimersByTime(1499);
    expect(held(host)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(held(host)).toBeNull();
  });

  it('an area that showed no page yet / nothing held', () => {
    const { host, transfers } = setUp();
    transfers.innerHTML = '<p>Loading…</p>';
    holdOnScreen(transfers, 1500);
    expect(held(host)).toBeNull();
  });
});

describe('askToStay (issue 47 item 10)', () => {
  it('an area that takes the leave request / it stays', () => {
    const { accounts } = setUp();
    accounts.addEventListener(AREA_LEAVE_EVENT, (event) => event.preventDefault());

    expect(askToStay(accounts)).toBe(true);
  });

  it('a remote built before the request / it cannot stay', () => {
    const { accounts } = setUp();

    expect(askToStay(accounts)).toBe(false);
  });
});

describe('stayUntilNextPage (issue 47 item 10: the page itself stays until the next one shows)', () => {
  it('the next area renders only its version line / the page stays, live and readable, marked leaving', async () => {
    const { host, accounts, transfers } = setUp();
    const unmount = jest.fn();
    stayUntilNextPage(accounts, 1500, unmount);
    transfers.innerHTML = '<p>Version 1.0.0</p>';
    await flushObservers();

    expect(unmount).not.toHaveBeenCalled();
    expect(accounts).toHaveAttribute(LEAVING_AREA_ATTRIBUTE);
    // The host's style keeps an arriving area without a page out of sight meanwhile (area-hold.module.css).
    expect(host).toHaveClass('host');
    expect(accounts).not.toHaveAttribute('aria-hidden');
    expect(document.getElementById('title')).toHaveTextContent('Hello, Anna');
    expect(held(host)).toBeNull();
  });

  it('the next area shows its heading / the page is unmounted before the next frame, the mark gone', async () => {
    const { accounts, transfers } = setUp();
    const unmount = jest.fn(() => accounts.replaceChildren());
    stayUntilNextPage(accounts, 1500, unmount);
    transfers.innerHTML = '<h1>Between my accounts</h1>';
    // A mutation observer's callback is a microtask: it runs before the browser paints the next frame.
    await Promise.resolve();

    expect(unmount).toHaveBeenCalledTimes(1);
    expect(accounts).not.toHaveAttribute(LEAVING_AREA_ATTRIBUTE);
    expect(accounts).toBeEmptyDOMElement();
  });

  it('the next area shows an alert in its place / the page is unmounted', async () => {
    const { accounts, transfers } = setUp();
    const unmount = jest.fn();
    stayUntilNextPage(accounts, 1500, unmount);
    transfers.innerHTML = '<div role="alert">This area is unavailable right now</div>';
    await flushObservers();

    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('a still copy of another page in the host / it does not count as the next page', async () => {
    const { host, accounts } = setUp();
    const unmount = jest.fn();
    stayUntilNextPage(accounts, 1500, unmount);
    host.insertAdjacentHTML('beforeend', `<div ${HELD_AREA_ATTRIBUTE}><h1>Cards</h1></div>`);
    await flushObservers();

    expect(unmount).not.toHaveBeenCalled();
  });

  it('nothing shows / the page is unmounted after the longest stay', () => {
    jest.useFakeTimers();
    const { accounts } = setUp();
    const unmount = jest.fn();
    stayUntilNextPage(accounts, 1500, unmount);
    jest.advanceTimersByTime(1499);
    expect(unmount).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('ended early (the area is entered again) / unmounted once, and the ending waits for the unmount', async () => {
    const { accounts, transfers } = setUp();
    let finishUnmount: () => void = () => undefined;
    const unmount = jest.fn(() => new Promise<void>((resolve) => (finishUnmount = resolve)));
    const end = stayUntilNextPage(accounts, 1500, unmount);

    let ended = false;
    const ending = end().then(() => (ended = true));
    await flushObservers();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(ended).toBe(false);

    finishUnmount();
    await ending;
    transfers.innerHTML = '<h1>Between my accounts</h1>';
    await flushObservers();
    await end();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('an unmount that fails / logged, the stay ends all the same', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { accounts } = setUp();
    const end = stayUntilNextPage(accounts, 1500, () => Promise.reject(new Error('boom')));

    await end();

    expect(logged).toHaveBeenCalledWith('[shell] an area that left failed to unmount', expect.any(Error));
    expect(accounts).not.toHaveAttribute(LEAVING_AREA_ATTRIBUTE);
  });
});

describe("holdFirstPaintPage (issue 49: the first HTML's heading stays until the first page shows)", () => {
  /** The server's frame with a page heading, and an empty area host as the layout places it. */
  function withFrame(
    heading = '<div class="fp-page"><div class="fp-page-header"><h1 class="fp-title">Company details</h1></div></div>',
  ) {
    document.body.insertAdjacentHTML('afterbegin', `<div id="first-paint"><main>${heading}</main></div>`);
    const { host, accounts, transfers } = setUp();
    accounts.replaceChildren();
    return { host, area: transfers };
  }

  it('the frame goes before the area shows its page / its heading stays in the host, inert, hidden from assistive technology', async () => {
    const { host } = withFrame();
    holdFirstPaintPage(host, 'first-paint', 5000);
    document.getElementById('first-paint')!.remove();
    await flushObservers();

    const kept = held(host)!;
    expect(kept.textContent).toBe('Company details');
    expect(host.firstElementChild).toBe(kept);
    expect(kept.inert).toBe(true);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
  });

  it('the area shows its heading / the held one goes', async () => {
    const { host, area } = withFrame();
    holdFirstPaintPage(host, 'first-paint', 5000);
    area.innerHTML = '<p>Loading</p>';
    await flushObservers();
    expect(held(host)).not.toBeNull();

    area.insertAdjacentHTML('afterbegin', '<h1>Company details</h1>');
    await flushObservers();
    expect(held(host)).toBeNull();
  });

  it('the sign-in card of the external layout / held the same way until the sign-in page shows', async () => {
    const { host, area } = withFrame(
      '<section class="fp-card"><h1 class="fp-card-title">Sign in to Aurora Money</h1></section>',
    );
    holdFirstPaintPage(host, 'first-paint', 5000);
    document.getElementById('first-paint')!.remove();
    await flushObservers();
    expect(held(host)?.textContent).toBe('Sign in to Aurora Money');

    area.innerHTML = '<section><h1>Sign in to Aurora Money</h1><form></form></section>';
    await flushObservers();
    expect(held(host)).toBeNull();
  });

  it('nothing shows / the heading goes after the longest hold', () => {
    jest.useFakeTimers();
    const { host } = withFrame();
    holdFirstPaintPage(host, 'first-paint', 5000);
    jest.advanceTimersByTime(4999);
    expect(held(host)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(held(host)).toBeNull();
  });

  it('a frame without a page heading, or an area that shows its page already / nothing held', () => {
    const bare = withFrame('');
    holdFirstPaintPage(bare.host, 'first-paint', 5000);
    expect(held(bare.host)).toBeNull();
    document.body.innerHTML = '';

    const { host, area } = withFrame();
    area.innerHTML = '<h1>Company details</h1>';
    holdFirstPaintPage(host, 'first-paint', 5000);
    expect(held(host)).toBeNull();
    expect(document.querySelector('#first-paint .fp-page')).not.toBeNull();
  });
});
