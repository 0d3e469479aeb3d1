import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BRANDS } from '@portal/brands/brands';
import { render, screen, userEvent } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import { MainLayout, identityOf } from './main-layout';

describe('identityOf (issue 14)', () => {
  it('personal user / the person, no company', () => {
    expect(identityOf(userState({ firstName: 'Anna', lastName: 'Simple', customerType: 0 }))).toEqual({
      person: 'Anna Simple',
      initials: 'AS',
      company: undefined,
      accessRight: expect.any(Number),
    });
  });

  it('business user / the person and their initials, the company acted for beside them', () => {
    const identity = identityOf(
      userState({
        firstName: 'Bianca',
        lastName: 'Rossi',
        customerType: 1,
        businessName: 'Bianca Studio Ltd',
        accessRight: 2,
      }),
    );
    expect(identity).toMatchObject({ person: 'Bianca Rossi', initials: 'BR', company: 'Bianca Studio Ltd' });
  });
});

describe('MainLayout header', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderHeader = (user: ReturnType<typeof userState>, onSwitchCompany?: () => void) =>
    render(
      <I18nextProvider i18n={i18n}>
        <MainLayout
          brand={BRANDS.aurora}
          user={user}
          menu={[]}
          currentPath="/home"
          onSignOut={() => undefined}
          onSwitchCompany={onSwitchCompany}
        >
          <p>content</p>
        </MainLayout>
      </I18nextProvider>,
    );

  it('business user with several companies / name, company and right shown; Switch company asks again', async () => {
    const onSwitchCompany = jest.fn();
    renderHeader(
      userState({
        firstName: 'Bianca',
        lastName: 'Rossi',
        customerType: 1,
        businessName: 'Bianca Studio Ltd',
        accessRight: 2,
        isHaveRelatedAccounts: true,
      }),
      onSwitchCompany,
    );

    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Bianca Rossi');
    expect(banner).toHaveTextContent('Bianca Studio Ltd · Full access');
    expect(banner).toHaveTextContent('BR');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Switch company' })[0]!);
    expect(onSwitchCompany).toHaveBeenCalledTimes(1);
  });

  it("the server's first-paint frame / gone in the commit that renders the signed-in header, one banner left", () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-paint"><header>frame</header></div>');

    renderHeader(userState({ firstName: 'Anna', lastName: 'Simple', customerType: 0 }));

    expect(document.getElementById('first-paint')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Anna Simple');
  });

  it('personal user / no company line, no switch', () => {
    renderHeader(userState({ firstName: 'Anna', lastName: 'Simple', customerType: 0 }), jest.fn());

    expect(screen.getByRole('banner')).toHaveTextContent('Anna Simple');
    expect(screen.queryByRole('button', { name: 'Switch company' })).not.toBeInTheDocument();
  });
});
