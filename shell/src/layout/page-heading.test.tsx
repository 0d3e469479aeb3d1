import { useState, type ReactNode } from 'react';
import { render, screen, userEvent, waitFor } from '@portal/testing/render';
import { followPageHeading } from './page-heading';

const BRAND = 'Aurora Money';

/** A portal in miniature: a menu outside the page area, the page for the path inside `main#content`. */
function Portal({ pages }: { pages: Record<string, (go: (path: string) => void) => ReactNode> }) {
  const [path, setPath] = useState(window.location.pathname);
  const go = (to: string) => {
    window.history.pushState({}, '', to);
    setPath(to);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  };
  return (
    <>
      <nav aria-label="Main menu">
        {Object.keys(pages).map((to) => (
          <a
            key={to}
            href={to}
            onClick={(event) => {
              event.preventDefault();
              go(to);
            }}
          >
            {`Go to ${to}`}
          </a>
        ))}
      </nav>
      <main id="content">{pages[path]?.(go)}</main>
    </>
  );
}

describe('followPageHeading (DESIGN §4: "Page · Brand", focus on the new page\'s h1)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.history.replaceState({}, '', '/home');
    document.title = BRAND;
  });
  afterEach(() => stop());
  const follow = () => {
    stop = followPageHeading({ brandName: BRAND });
  };

  it('a page with its heading / the title is "heading · brand"', async () => {
    render(
      <main id="content">
        <h1>Balances</h1>
      </main>,
    );
    follow();

    await waitFor(() => expect(document.title).toBe('Balances · Aurora Money'));
  });

  it("an old area kept hidden beside the page shown / the title is the shown page's heading", async () => {
    render(
      <main id="content">
        <div hidden>
          <h1>Sign in</h1>
        </div>
        <div>
          <h1>Balances</h1>
        </div>
      </main>,
    );
    follow();

    await waitFor(() => expect(document.title).toBe('Balances · Aurora Money'));
  });

  it('a heading that comes with the data, then is translated / the title follows it each time', async () => {
    follow();
    const { rerender } = render(<main id="content">loading</main>);
    expect(document.title).toBe(BRAND);

    rerender(
      <main id="content">
        <h1>Card details</h1>
      </main>,
    );
    await waitFor(() => expect(document.title).toBe('Card details · Aurora Money'));

    rerender(
      <main id="content">
        <h1>Detalles de la tarjeta</h1>
      </main>,
    );
    await waitFor(() => expect(document.title).toBe('Detalles de la tarjeta · Aurora Money'));
  });

  it("a menu link to another page / focus on the new page's heading, and the title is that page's", async () => {
    const user = userEvent.setup();
    follow();
    render(<Portal pages={{ '/home': () => <h1>Balances</h1>, '/history': () => <h1>History</h1> }} />);
    await waitFor(() => expect(document.title).toBe('Balances · Aurora Money'));

    await user.click(screen.getByRole('link', { name: 'Go to /history' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'History' })).toHaveFocus());
    expect(document.title).toBe('History · Aurora Money');
  });

  it("the page that went, held on screen as an inert copy / neither titles nor takes the new page's focus", async () => {
    const user = userEvent.setup();
    follow();
    render(
      <Portal
        pages={{
          '/home': () => <h1>Balances</h1>,
          '/history': () => (
            <>
              <div inert aria-hidden="true">
                <h1>Balances</h1>
              </div>
              <h1>History</h1>
            </>
          ),
        }}
      />,
    );
    await waitFor(() => expect(document.title).toBe('Balances · Aurora Money'));

    await user.click(screen.getByRole('link', { name: 'Go to /history' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'History' })).toHaveFocus());
    expect(document.title).toBe('History · Aurora Money');
  });

  it('the first page load / its heading does not take focus', async () => {
    follow();
    render(<Portal pages={{ '/home': () => <h1>Balances</h1> }} />);

    await waitFor(() => expect(document.title).toBe('Balances · Aurora Money'));
    expect(screen.getByRole('heading', { level: 1, name: 'Balances' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('a redirect before the first page shows (/ to /login) / still the first load: no focus on its heading', async () => {
    window.history.replaceState({}, '', '/');
    follow();
    const { rerender } = render(<main id="content" />);

    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    rerender(
      <main id="content">
        <h1>Sign in</h1>
      </main>,
    );

    await waitFor(() => expect(document.title).toBe('Sign in · Aurora Money'));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).not.toHaveFocus();
  });

  it('a new page that focuses its first field / focus stays on the field', async () => {
    const user = userEvent.setup();
    follow();
    render(
      <Portal
        pages={{
          '/home': () => <h1>Balances</h1>,
          '/transfer': () => (
            <>
              <h1>Transfer</h1>
              <input aria-label="Amount" autoFocus />
            </>
          ),
        }}
      />,
    );

    await user.click(screen.getByRole('link', { name: 'Go to /transfer' }));

    await waitFor(() => expect(document.title).toBe('Transfer · Aurora Money'));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('a tab that stays on the page while its heading changes (physical → virtual cards) / focus stays on the tab', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', '/cards/physical');
    follow();
    const cards = (kind: string) => (go: (path: string) => void) => (
      <>
        <h1>{`${kind} cards`}</h1>
        <a
          href="/cards/virtual"
          onClick={(event) => {
            event.preventDefault();
            go('/cards/virtual');
          }}
        >
          Virtual
        </a>
      </>
    );
    render(<Portal pages={{ '/cards/physical': cards('Physical'), '/cards/virtual': cards('Virtual') }} />);
    await waitFor(() => expect(document.title).toBe('Physical cards · Aurora Money'));

    await user.click(screen.getByRole('link', { name: 'Virtual' }));

    await waitFor(() => expect(document.title).toBe('Virtual cards · Aurora Money'));
    expect(screen.getByRole('link', { name: 'Virtual' })).toHaveFocus();
  });

  it('a heading with a name for the title, or one that names the brand / the title is that name, the brand once', async () => {
    follow();
    const { rerender } = render(
      <main id="content">
        <h1 data-page-title="Accounts">Hello, Anna</h1>
      </main>,
    );
    await waitFor(() => expect(document.title).toBe('Accounts · Aurora Money'));

    rerender(
      <main id="content">
        <h1>Sign in to Aurora Money</h1>
      </main>,
    );
    await waitFor(() => expect(document.title).toBe('Sign in to Aurora Money'));
  });

  it('a tab of the same page that changes the address, the heading kept / focus stays on the tab', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', '/cards/physical');
    follow();
    const cards = (kind: string) => (go: (path: string) => void) => (
      <>
        <h1>Cards</h1>
        <a
          href="/cards/virtual"
          onClick={(event) => {
            event.preventDefault();
            go('/cards/virtual');
          }}
        >
          Virtual
        </a>
        <p>{`${kind} cards`}</p>
      </>
    );
    render(<Portal pages={{ '/cards/physical': cards('physical'), '/cards/virtual': cards('virtual') }} />);
    await waitFor(() => expect(document.title).toBe('Cards · Aurora Money'));

    await user.click(screen.getByRole('link', { name: 'Virtual' }));

    await screen.findByText('virtual cards');
    expect(screen.getByRole('link', { name: 'Virtual' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).not.toHaveFocus();
  });

  it('a key pressed while the new page loads / its heading does not take focus when it comes', async () => {
    const user = userEvent.setup();
    follow();
    let showNext: () => void = () => undefined;
    function SlowPage() {
      const [ready, setReady] = useState(false);
      showNext = () => setReady(true);
      return ready ? <h1>History</h1> : <p>loading</p>;
    }
    render(<Portal pages={{ '/home': () => <h1>Balances</h1>, '/history': () => <SlowPage /> }} />);
    await user.click(screen.getByRole('link', { name: 'Go to /history' }));

    await user.keyboard('{Tab}');
    const focused = document.activeElement;
    await waitFor(() => showNext());

    await waitFor(() => expect(document.title).toBe('History · Aurora Money'));
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).not.toHaveFocus();
    expect(document.activeElement).toBe(focused);
  });
});
