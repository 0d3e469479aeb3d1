import { HELD_AREA_ATTRIBUTE, holdOnScreen } from './area-hold';

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
