import { act } from 'react';
import { PERMISSION_FLAGS, type BlacklistUser } from '@portal/api/catalogue';
import { user$, type UserState } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { BlacklistPage } from './blacklist-page';

const BELLA: UserState = {
  firstName: 'Bella',
  lastName: 'Brandt',
  login: 'bella.blacklist@demo.test',
  customerId: 20941,
  customerType: 0,
  residenceCountryCode: 'AT',
  isAdmin: false,
  limited: false,
  verified: true,
  twoStepVerificationMode: 'none',
  approvalCodeMode: 'none',
  isNeedKyc: false,
  isNeedPersonalInfoUpdate: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as UserState['permissions'],
  isSubAccount: false,
  accessRight: 2,
  isRepresentative: false,
  supportActing: false,
  isStrictMode: false,
  isConverted: false,
  businessRepresentativeId: null,
  businessRepresentativePositionIds: [],
};

function blacklistServer() {
  const users: BlacklistUser[] = [
    { email: 'spam.collector@demo.test', blockType: 'all', created: '2030-01-02T10:00:00Z' },
  ];
  return methodWith({
    getPayoutBlacklist: (request) => ({
      users: users.filter((user) => !request.type || user.blockType === request.type),
    }),
    addPayoutBlacklist: (request) => {
      const email = String(request.email).toLowerCase();
      users.push({
        email,
        blockType: request.blockType as BlacklistUser['blockType'],
        created: '2030-01-03T10:00:00Z',
      });
      return { email, blockType: request.blockType, responseDescription: 'ok' };
    },
    deletePayoutBlacklist: (request) => {
      users.splice(
        users.findIndex((user) => user.email === request.email),
        1,
      );
      return {};
    },
  });
}

describe('BlacklistPage', () => {
  beforeEach(() => act(() => user$.next(BELLA)));
  afterEach(() => act(() => user$.next(null)));

  it('adds in the popup (checked e-mail, block type) with the spec’s success text, then removes after a confirmation', async () => {
    const method = blacklistServer();
    renderTransfers(<BlacklistPage />, method, '/payout-blacklist');
    expect(await screen.findByText('spam.collector@demo.test')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add to black list' }));
    const popup = await screen.findByRole('dialog', { name: 'Add a user to the black list' });
    await user.type(within(popup).getByLabelText(/E-mail/), 'pete@x');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(
      await within(popup).findByText('Enter a valid e-mail address, such as name@example.com.'),
    ).toBeInTheDocument();
    // An invalid e-mail is never sent (spec 02 §5).
    expect(callsOf(method, 'addPayoutBlacklist')).toEqual([]);
    await user.clear(within(popup).getByLabelText(/E-mail/));
    await user.type(within(popup).getByLabelText(/E-mail/), 'Pete.Payee@demo.test');
    await user.selectOptions(within(popup).getByLabelText(/Block/), 'p2p');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('User with email pete.payee@demo.test has been added to black list'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'addPayoutBlacklist')).toEqual([
      { email: 'Pete.Payee@demo.test', blockType: 'p2p' },
    ]);
    const row = (await screen.findByText('pete.payee@demo.test')).closest('tr')!;
    expect(within(row).getByText('Person to person')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove pete.payee@demo.test from the black list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from the black list?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('pete.payee@demo.test was removed from the black list.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'deletePayoutBlacklist')).toEqual([{ email: 'pete.payee@demo.test' }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Remove pete/ })).not.toBeInTheDocument(),
    );
  });

  it('filters by block type, and says when nobody is listed', async () => {
    const method = blacklistServer();
    renderTransfers(<BlacklistPage />, method, '/payout-blacklist');
    await screen.findByText('spam.collector@demo.test');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Blocks'), 'globalPay');
    expect(await screen.findByRole('heading', { name: 'Nobody is on your black list' })).toBeInTheDocument();
    expect(callsOf(method, 'getPayoutBlacklist')).toContainEqual({ type: 'globalPay' });
  });
});
