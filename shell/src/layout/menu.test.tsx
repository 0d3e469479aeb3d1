import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BRANDS } from '@portal/brands/brands';
import { render, screen, within } from '@portal/testing/render';
import type { RemoteName } from '../app/route-table';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import { MainLayout } from './main-layout';
import { mainMenu } from './menu';

const ALL: ReadonlySet<RemoteName> = new Set(['mfe_auth', 'mfe_accounts', 'mfe_transfers']);
const TRANSFER_PATHS = ['/transfer/account', '/transfer/p2p', '/transfer/external', '/transfer/approved'];

const transferPaths = (...args: Parameters<typeof mainMenu>) =>
  mainMenu(...args)
    .map((item) => item.path)
    .filter((path) => path.startsWith('/transfer'));

describe('mainMenu', () => {
  it('personal user with full access / between accounts, p2p and external; no approvals', () => {
    expect(
      transferPaths({
        user: userState(),
        deployed: ALL,
        approvalCounts: null,
      }),
    ).toEqual(['/transfer/account', '/transfer/p2p', '/transfer/external', '/transfer/preapproved-payments']);
  });

  it('business user, full access, no send-money flag / no p2p, mass transfers and approvals shown', () => {
    const user = userState({ customerType: 1, accessRight: 2 });
    expect(transferPaths({ user, deployed: ALL, approvalCounts: null })).toEqual([
      '/transfer/account',
      '/transfer/external',
      '/transfer/mass',
      '/transfer/approved',
      '/transfer/preapproved-payments',
    ]);
  });

  it('business user with sendMoneyUser, initiate only (3) / every transfer, no approvals', () => {
    const user = userState({ customerType: 1, accessRight: 3, permissions: { sendMoneyUser: true } });
    expect(transferPaths({ user, deployed: ALL, approvalCounts: null })).toEqual([
      '/transfer/account',
      '/transfer/p2p',
      '/transfer/external',
      '/transfer/mass',
      '/transfer/preapproved-payments',
    ]);
  });

  it('business user, confirmed (4) / approvals among the entries', () => {
    const user = userState({ customerType: 1, accessRight: 4 });
    expect(transferPaths({ user, deployed: ALL, approvalCounts: null })).toContain('/transfer/approved');
  });

  it('invoices / only with the requestMoney permission (spec 02 §2, §6)', () => {
    const menu = (user: ReturnType<typeof userState>) =>
      mainMenu({ user, deployed: ALL, approvalCounts: null }).map((item) => item.path);
    const withFlag = userState({ customerType: 1, accessRight: 2, permissions: { requestMoney: true } });
    expect(menu(withFlag)).toContain('/transfer/invoices');
    expect(menu(userState({ customerType: 1, accessRight: 2 }))).not.toContain('/transfer/invoices');
    expect(menu(userState())).not.toContain('/transfer/invoices');
  });

  it('settlement sub-account / between accounts only', () => {
    const user = userState({ permissions: { settlementAccount: true } });
    expect(transferPaths({ user, deployed: ALL, approvalCounts: null })).toEqual([
      '/transfer/account',
      '/transfer/preapproved-payments',
    ]);
  });

  it('read-only right (1) / no transfer entries and no receive links; the reading entries stay', () => {
    const user = userState({ customerType: 1, accessRight: 1 });
    const paths = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: null,
    }).map((item) => item.path);
    expect(paths.filter((path) => TRANSFER_PATHS.includes(path))).toEqual([]);
    // Standing payments are a read (with balances): listed for every right, cancelled only with 2, 3 or 4.
    expect(paths).toEqual([
      '/home',
      '/cards',
      '/transfer/preapproved-payments',
      '/history',
      '/statements',
      '/news',
      '/setting',
    ]);
  });

  it('representative (read-only, no balance access) / no cards, history or statements (issue 22)', () => {
    const user = userState({ customerType: 1, accessRight: 1, isRepresentative: true });
    const paths = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: null,
    }).map((item) => item.path);
    expect(paths).toEqual(['/home', '/news', '/setting']);
  });

  it('approver without balance access / no approvals entry: the queue shows amounts', () => {
    const user = userState({ customerType: 1, accessRight: 4, isRepresentative: true });
    const paths = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: null,
    }).map((item) => item.path);
    expect(paths).not.toContain('/transfer/approved');
  });

  it('support acting as a personal customer / reads stay, nothing that moves money or makes links', () => {
    const user = userState({ isAdmin: true, accessRight: 1, supportActing: true });
    const paths = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: null,
    }).map((item) => item.path);
    expect(paths).toEqual([
      '/home',
      '/cards',
      '/transfer/preapproved-payments',
      '/history',
      '/statements',
      '/news',
      '/setting',
      '/admin-overview',
    ]);
  });

  it('mfe_onboarding deployed / Notifications under Security, Legal information after it (spec 03 §2)', () => {
    const user = userState();
    const menu = mainMenu({
      user,
      deployed: new Set<RemoteName>([...ALL, 'mfe_onboarding']),
      approvalCounts: null,
    });
    const paths = menu.map((item) => item.path);
    expect(paths.slice(paths.indexOf('/setting'), paths.indexOf('/setting') + 2)).toEqual([
      '/setting',
      '/legal',
    ]);
    expect(menu.find((item) => item.path === '/setting')?.children?.map((child) => child.path)).toContain(
      '/profile/notifications',
    );
    const without = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: null,
    });
    expect(without.map((item) => item.path)).not.toContain('/legal');
    expect(
      without.find((item) => item.path === '/setting')?.children?.map((child) => child.path) ?? [],
    ).not.toContain('/profile/notifications');
  });

  it('mfe_transfers not deployed / no transfer entries', () => {
    const user = userState({ customerType: 1, accessRight: 2 });
    const deployed = new Set<RemoteName>(['mfe_auth', 'mfe_accounts']);
    expect(transferPaths({ user, deployed, approvalCounts: null })).toEqual([]);
  });

  it('approver with counters / only Approvals carries the two badges', () => {
    const user = userState({ customerType: 1, accessRight: 2 });
    const menu = mainMenu({
      user,
      deployed: ALL,
      approvalCounts: { transactionRequestCount: 3, massTransactionRequestCount: 1 },
    });
    expect(menu.filter((item) => item.badges).map((item) => item.path)).toEqual(['/transfer/approved']);
    expect(
      menu.find((item) => item.path === '/transfer/approved')?.badges?.map((badge) => badge.count),
    ).toEqual([3, 1]);
  });
});

describe('support menu (spec 03 §2 "Support: messages", issue 31)', () => {
  it('mfe_support deployed / Support with the unread tickets as its badge; not deployed, no entry', () => {
    const user = userState();
    const menu = mainMenu({
      user,
      deployed: new Set<RemoteName>([...ALL, 'mfe_support']),
      approvalCounts: null,
      supportUnread: 2,
    });
    const support = menu.find((item) => item.path === '/messages');
    expect(support?.labelKey).toBe('menu.messages');
    expect(support?.badges).toEqual([{ count: 2, labelKey: 'menu.badges.unread' }]);
    expect(mainMenu({ user, deployed: ALL, approvalCounts: null }).map((item) => item.path)).not.toContain(
      '/messages',
    );
  });
});

describe('company menu (spec 03 §2)', () => {
  const WITH_ONBOARDING = new Set<RemoteName>([...ALL, 'mfe_onboarding']);
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  it('a business user with full access / Company with Users and Payment e-mails beneath; a personal user none', () => {
    const business = mainMenu({
      user: userState({ customerType: 1, accessRight: 2 }),
      deployed: WITH_ONBOARDING,
      approvalCounts: null,
    });
    expect(business.find((item) => item.path === '/company')?.children?.map((child) => child.path)).toEqual([
      '/company-access',
      '/company-emails',
    ]);
    const personal = mainMenu({ user: userState(), deployed: WITH_ONBOARDING, approvalCounts: null });
    expect(personal.map((item) => item.path)).not.toContain('/company');
    const representative = mainMenu({
      user: userState({ customerType: 1, accessRight: 2, isRepresentative: true }),
      deployed: WITH_ONBOARDING,
      approvalCounts: null,
    });
    expect(representative.map((item) => item.path)).not.toContain('/company');
    const notDeployed = mainMenu({
      user: userState({ customerType: 1, accessRight: 2 }),
      deployed: ALL,
      approvalCounts: null,
    });
    expect(notDeployed.map((item) => item.path)).not.toContain('/company');
  });

  it('mfe_merchant deployed / Merchant under Company for business users (issue 33); not deployed, none', () => {
    const deployed = new Set<RemoteName>([...WITH_ONBOARDING, 'mfe_merchant']);
    const childrenOf = (menu: ReturnType<typeof mainMenu>) =>
      menu.find((item) => item.path === '/company')?.children?.map((child) => child.path);
    const business = mainMenu({
      user: userState({ customerType: 1, accessRight: 2 }),
      deployed,
      approvalCounts: null,
    });
    expect(childrenOf(business)).toEqual(['/company-access', '/company-emails', '/merchant']);
    expect(business.find((item) => item.path === '/company')?.children?.[2]?.labelKey).toBe('menu.merchant');
    const readOnly = mainMenu({
      user: userState({ customerType: 1, accessRight: 1 }),
      deployed,
      approvalCounts: null,
    });
    expect(childrenOf(readOnly)).toContain('/merchant');
    const notDeployed = mainMenu({
      user: userState({ customerType: 1, accessRight: 2 }),
      deployed: WITH_ONBOARDING,
      approvalCounts: null,
    });
    expect(childrenOf(notDeployed)).not.toContain('/merchant');
  });

  it('company action required / the item is highlighted and says so in its name; otherwise plain', () => {
    const user = userState({ customerType: 1, accessRight: 2, businessName: 'Acme' });
    const renderWith = (companyAttention: boolean) =>
      render(
        <I18nextProvider i18n={i18n}>
          <MainLayout
            brand={BRANDS.aurora}
            user={user}
            menu={mainMenu({ user, deployed: WITH_ONBOARDING, approvalCounts: null, companyAttention })}
            currentPath="/home"
            onSignOut={() => undefined}
          >
            <p>content</p>
          </MainLayout>
        </I18nextProvider>,
      );
    const { unmount } = renderWith(true);
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Company (needs your attention)' })).toHaveAttribute(
      'href',
      '/company',
    );
    unmount();
    renderWith(false);
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Company' }),
    ).toBeInTheDocument();
  });

  it('required actions (spec 03 §2, §4) / the profile item is highlighted; otherwise plain', () => {
    const user = userState({ customerType: 0 });
    const profile = (profileAttention: boolean) =>
      mainMenu({ user, deployed: WITH_ONBOARDING, approvalCounts: null, profileAttention }).find(
        (item) => item.path === '/profile',
      );
    expect(profile(true)).toMatchObject({ attentionKey: 'menu.companyAttention' });
    expect(profile(false)).toBeDefined();
    expect(profile(false)?.attentionKey).toBeUndefined();
  });
});

describe('menu badges', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderMenu = (counts: { transactionRequestCount: number; massTransactionRequestCount: number }) => {
    const user = userState({ customerType: 1, accessRight: 2, businessName: 'Acme' });
    render(
      <I18nextProvider i18n={i18n}>
        <MainLayout
          brand={BRANDS.aurora}
          user={user}
          menu={mainMenu({
            user,
            deployed: ALL,
            approvalCounts: counts,
          })}
          currentPath="/home"
          onSignOut={() => undefined}
        >
          <p>content</p>
        </MainLayout>
      </I18nextProvider>,
    );
    return within(screen.getByRole('navigation', { name: 'Main menu' }));
  };

  it('3 payments and 1 batch / both counters shown and named in the link', () => {
    const menu = renderMenu({ transactionRequestCount: 3, massTransactionRequestCount: 1 });

    const link = menu.getByRole('link', { name: /^Approvals/ });
    expect(link).toHaveAccessibleName(
      'Approvals (payments awaiting approval: 3, batches awaiting approval: 1)',
    );
    expect(link).toHaveAttribute('href', '/transfer/approved');
    expect(within(link).getByText('3')).toHaveAttribute('title', 'payments awaiting approval: 3');
    expect(within(link).getByText('1')).toHaveAttribute('title', 'batches awaiting approval: 1');
  });

  it('only batches waiting / the payments counter is hidden', () => {
    const menu = renderMenu({ transactionRequestCount: 0, massTransactionRequestCount: 2 });

    const link = menu.getByRole('link', { name: /^Approvals/ });
    expect(link).toHaveAccessibleName('Approvals (batches awaiting approval: 2)');
    expect(within(link).queryByText('0')).not.toBeInTheDocument();
  });

  it('nothing waiting / no badge at all', () => {
    const menu = renderMenu({ transactionRequestCount: 0, massTransactionRequestCount: 0 });

    expect(menu.getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Between accounts' })).toHaveAttribute('href', '/transfer/account');
    expect(menu.getByRole('link', { name: 'External transfer' })).toHaveAttribute(
      'href',
      '/transfer/external',
    );
  });
});

describe('menu sub-pages (issue 14)', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const renderAt = (currentPath: string, user = userState()) => {
    render(
      <I18nextProvider i18n={i18n}>
        <MainLayout
          brand={BRANDS.aurora}
          user={user}
          menu={mainMenu({ user, deployed: ALL, approvalCounts: null })}
          currentPath={currentPath}
          onSignOut={() => undefined}
        >
          <p>content</p>
        </MainLayout>
      </I18nextProvider>,
    );
    return within(screen.getByRole('navigation', { name: 'Main menu' }));
  };

  it('batch transfers under History, login history under Security / links beneath their parents', () => {
    const menu = renderAt('/home');

    const batch = menu.getByRole('link', { name: 'Batch transfers' });
    expect(batch).toHaveAttribute('href', '/history/batch-transfers');
    expect(batch.closest('li')?.parentElement?.closest('li')).toContainElement(
      menu.getByRole('link', { name: 'History' }),
    );
    const logins = menu.getByRole('link', { name: 'Login history' });
    expect(logins).toHaveAttribute('href', '/login-history');
    expect(logins.closest('li')?.parentElement?.closest('li')).toContainElement(
      menu.getByRole('link', { name: 'Security' }),
    );
  });

  it('on a sub-page / the sub-page is the current page, not its parent', () => {
    const menu = renderAt('/history/batch-transfers');

    expect(menu.getByRole('link', { name: 'Batch transfers' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');
  });

  it('representative (no balance access) / no batch transfers under a hidden History', () => {
    const menu = mainMenu({
      user: userState({ customerType: 1, accessRight: 1, isRepresentative: true }),
      deployed: ALL,
      approvalCounts: null,
    });
    const paths = menu.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
    expect(paths).not.toContain('/history/batch-transfers');
    expect(paths).toContain('/login-history');
  });
});

describe('smart contracts menu (spec 03 §2, issue 32)', () => {
  const deployed = new Set<RemoteName>([...ALL, 'mfe_contracts']);
  const paths = (menu: ReturnType<typeof mainMenu>) => menu.map((item) => item.path);

  it('verified user, feature on / the item, red badge of requests, else blue badge of active contracts', () => {
    const user = userState({ customerType: 1, accessRight: 2, verified: true });
    const withRequests = mainMenu({
      user,
      deployed,
      approvalCounts: null,
      contractsEnable: true,
      contractStats: { requests: 2, active: 5 },
    }).find((item) => item.path === '/revenue-split');
    expect(withRequests?.labelKey).toBe('menu.contracts');
    expect(withRequests?.badges).toEqual([
      { count: 2, labelKey: 'menu.badges.contractRequests', tone: 'danger' },
    ]);
    const noRequests = mainMenu({
      user,
      deployed,
      approvalCounts: null,
      contractsEnable: true,
      contractStats: { requests: 0, active: 5 },
    }).find((item) => item.path === '/revenue-split');
    expect(noRequests?.badges).toEqual([{ count: 5, labelKey: 'menu.badges.activeContracts', tone: 'info' }]);
  });

  it('unverified, personal, feature off or remote not deployed / no item', () => {
    const verified = userState({ customerType: 1, verified: true });
    const unverified = userState({ customerType: 1, verified: false });
    const personal = userState({ customerType: 0, verified: true });
    expect(
      paths(mainMenu({ user: personal, deployed, approvalCounts: null, contractsEnable: true })),
    ).not.toContain('/revenue-split');
    expect(
      paths(mainMenu({ user: unverified, deployed, approvalCounts: null, contractsEnable: true })),
    ).not.toContain('/revenue-split');
    expect(
      paths(mainMenu({ user: verified, deployed, approvalCounts: null, contractsEnable: false })),
    ).not.toContain('/revenue-split');
    expect(
      paths(mainMenu({ user: verified, deployed: ALL, approvalCounts: null, contractsEnable: true })),
    ).not.toContain('/revenue-split');
    expect(
      paths(mainMenu({ user: verified, deployed, approvalCounts: null, contractsEnable: true })),
    ).toContain('/revenue-split');
  });
});
