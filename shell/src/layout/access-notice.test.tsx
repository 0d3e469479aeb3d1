import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BRANDS } from '@portal/brands/brands';
import { render, screen } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import { accessLimitOf } from './access-notice';
import { MainLayout } from './main-layout';

const company = { customerType: 1 as const, businessName: 'Nordlicht Trading GmbH' };

describe('accessLimitOf (issue 22: what the access leaves out, by the access policy)', () => {
  it.each([
    ['full access', userState(company), null],
    ['read only (1)', userState({ ...company, accessRight: 1 }), 'readOnly'],
    [
      'read only without balance access (representative)',
      userState({ ...company, accessRight: 1, isRepresentative: true }),
      'readOnlyNoBalances',
    ],
    ['initiate (3)', userState({ ...company, accessRight: 3 }), 'transfersOnly'],
    ['full access without balances', userState({ ...company, isRepresentative: true }), 'noBalances'],
    ['support acting: its own banner says so', userState({ accessRight: 1, supportActing: true }), null],
    ['not loaded yet', null, null],
  ] as const)('%s / %s', (_case, user, expected) => {
    expect(accessLimitOf(user)).toBe(expected);
  });
});

describe('MainLayout access line', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderLayout = (user: ReturnType<typeof userState>) =>
    render(
      <I18nextProvider i18n={i18n}>
        <MainLayout
          brand={BRANDS.aurora}
          user={user}
          menu={[]}
          currentPath="/home"
          onSignOut={() => undefined}
        >
          <h1>Accounts</h1>
        </MainLayout>
      </I18nextProvider>,
    );

  it('representative / the page stays out of view until its line is there, then both show at once (no shift)', async () => {
    // First in this file: the access texts are not loaded yet (they load on demand, once per page).
    expect(i18n.hasLoadedNamespace('shellAccess')).toBe(false);
    renderLayout(userState({ ...company, accessRight: 1, isRepresentative: true }));
    const main = screen.getByRole('main', { hidden: true });
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('access-notice')).not.toBeInTheDocument();
    await screen.findByTestId('access-notice');
    expect(main).not.toHaveAttribute('aria-busy');
  });

  it('representative / one line naming the company, before the page', async () => {
    renderLayout(userState({ ...company, accessRight: 1, isRepresentative: true }));
    const line = await screen.findByTestId('access-notice');
    expect(line).toHaveTextContent(
      'You have read-only access to Nordlicht Trading GmbH, without balances, amounts or history; ask a full-access user to make changes.',
    );
    expect(line.compareDocumentPosition(screen.getByRole('heading', { name: 'Accounts' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('full access / no line, the page shown at once', () => {
    renderLayout(userState(company));
    expect(screen.queryByTestId('access-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});
