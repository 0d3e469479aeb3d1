import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { render, screen } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { SigningIn } from './signing-in';

describe('SigningIn', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderIn = (host: HTMLElement) =>
    render(
      <I18nextProvider i18n={i18n}>
        <SigningIn host={host} />
      </I18nextProvider>,
    );

  it('says the customer is being signed in until an area renders its page in the host, then goes for good', async () => {
    const host = document.createElement('div');
    renderIn(host);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');

    // An area's element alone (mounting, nothing rendered yet) is no page.
    const area = document.createElement('div');
    await act(async () => host.appendChild(area));
    expect(screen.getByRole('status')).toBeInTheDocument();

    await act(async () => area.appendChild(document.createElement('h1')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A page leaving (the next one loading) does not bring the placeholder back.
    await act(async () => area.replaceChildren());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a host that already shows a page / nothing', () => {
    const host = document.createElement('div');
    host.appendChild(document.createElement('div')).appendChild(document.createElement('p'));
    renderIn(host);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
