import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BRANDS } from '@portal/brands/brands';
import { user$ } from '@portal/session/session';
import { act, render, screen, within } from '@portal/testing/render';
import type { RemoteName } from '../app/route-table';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import { SignedInLayout } from './signed-in-layout';

const ALL: ReadonlySet<RemoteName> = new Set(['mfe_auth', 'mfe_accounts', 'mfe_transfers']);

describe('SignedInLayout', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });
  afterEach(() => act(() => user$.next(null)));

  const renderLayout = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <SignedInLayout
          brand={BRANDS.aurora}
          deployed={ALL}
          withMenu
          currentPath="/home"
          onSignOut={() => undefined}
        >
          <p>content</p>
        </SignedInLayout>
      </I18nextProvider>,
    );

  it('its first render / the transfer entries are in the menu with the user, before the transfers side loads (issue 11: nothing below them moves)', () => {
    act(() => user$.next(userState({ customerType: 1, accessRight: 2, businessName: 'Acme' })));
    renderLayout();
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));

    const paths = menu.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/transfer/account',
        '/transfer/external',
        '/transfer/mass',
        '/transfer/approved',
      ]),
    );
    expect(paths.indexOf('/transfer/approved')).toBeLessThan(paths.indexOf('/setting'));
  });

  it('a signed-in reload before the customer info is in / no entries yet, so none is pushed down when the rest come', () => {
    renderLayout();

    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
