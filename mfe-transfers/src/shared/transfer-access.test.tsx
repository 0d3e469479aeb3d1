import { act, screen } from '@portal/testing/render';
import { user$ } from '@portal/session/session';
import { BRANDS } from '@portal/brands/brands';
import { stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { TRANSFERS_ROUTES } from '../app/transfers-app';
import { ApprovalsPage } from '../features/approvals/components/approvals-page';
import { P2pTransferPage } from '../features/p2p/components/p2p-transfer-page';
import { methodWith, renderTransfers } from './testing/render-transfers';
import { testUser } from '@portal/session/testing';

const business = { customerType: 1 as const, businessName: 'Nordlicht Trading GmbH' };

afterEach(() => act(() => user$.next(null)));

describe('transfers and the access policy (issue 22)', () => {
  it.each([
    ['read-only representative', testUser({ ...business, accessRight: 1, isRepresentative: true })],
    ['full access without balance access', testUser({ ...business, isRepresentative: true })],
    ['support acting as the customer', testUser({ isAdmin: true, accessRight: 1, supportActing: true })],
  ])('%s / no form and nothing asked, not even the accounts', async (_who, user) => {
    act(() => user$.next(user));
    const method = methodWith({});
    renderTransfers(<P2pTransferPage />, method, '/transfer/p2p');
    expect(await screen.findByRole('heading', { level: 2, name: /not available/i })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('approver without balance access / the queue (it shows amounts) is not asked for', async () => {
    act(() => user$.next(testUser({ ...business, accessRight: 4, isRepresentative: true })));
    const method = methodWith({});
    renderTransfers(<ApprovalsPage />, method, '/transfer/approved');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No access to approvals' }),
    ).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('representative / preloading a transfer page on intent asks for nothing', async () => {
    act(() => user$.next(testUser({ ...business, accessRight: 1, isRepresentative: true })));
    const method = methodWith({});
    const page = TRANSFERS_ROUTES.find((route) => route.path === '/transfer/p2p')!.page;
    await page.preload({
      method,
      auth: stubAuthClient(),
      security: stubSecurityClient(),
      brand: BRANDS.aurora,
      apiBaseUrl: 'http://sandbox.test',
      helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
      tokens: stubTokenSource(),
    });
    expect(method.call).not.toHaveBeenCalled();
  });
});
