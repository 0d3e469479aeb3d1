import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BRANDS } from '@portal/brands/brands';
import { render, screen, userEvent, within } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { ExternalLayout } from './layouts';

describe('ExternalLayout', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderLayout = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <ExternalLayout brand={BRANDS.aurora}>
          <label>
            E-mail
            <input type="email" />
          </label>
          <button type="button">Send</button>
        </ExternalLayout>
      </I18nextProvider>,
    );

  it("the server's first-paint frame / taken away in the commit that renders the layout, nothing else with it", () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="first-paint"><header>frame</header></div><div id="neighbour"></div>',
    );
    expect(document.getElementById('first-paint')).not.toBeNull();

    renderLayout();

    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.getElementById('neighbour')).not.toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    document.getElementById('neighbour')!.remove();
  });

  it('a tall page / its main area reserves the screen (a class of its own); another page’s does not', () => {
    const { unmount } = renderLayout();
    const plain = screen.getByRole('main').className;
    unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <ExternalLayout brand={BRANDS.aurora} tall>
          <p>form</p>
        </ExternalLayout>
      </I18nextProvider>,
    );
    const tall = screen.getByRole('main').className.split(' ');
    expect(tall).toContain(plain);
    expect(tall.length).toBe(plain.split(' ').length + 1);
  });

  it('a signed-out page / "Secure connection" sits in the footer landmark, as every line of the page sits in one', () => {
    renderLayout();

    expect(within(screen.getByRole('contentinfo')).getByText('Secure connection')).toBeInTheDocument();
  });

  it('typing in a field / the footer links hide (spec 01 §2), "Secure connection" stays', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));

    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Secure connection')).toBeVisible();
  });

  it('a press on a button from a field / the footer comes back after the press, not between its down and up', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    const send = screen.getByRole('button', { name: 'Send' });

    // Mouse down moves the focus to the button; the page must not move under the pointer before mouse up.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(send).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });

  it('leaving a field by keyboard / the footer comes back at once', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));

    await user.tab();

    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });
});
