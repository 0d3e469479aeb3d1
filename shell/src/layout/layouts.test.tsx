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
        </ExternalLayout>
      </I18nextProvider>,
    );

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
});
