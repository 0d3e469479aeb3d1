import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf } from '../../../shared/testing/render-onboarding';
import {
  ADDRESS,
  PHONE,
  RIGHT_CODE,
  profileOf,
  profileServer,
  renderProfile,
} from '../testing/profile-server';
import { ProfileUpdatePage } from './profile-update-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };
jest.mock('@portal/api/pkce', () => ({
  createCodeVerifier: () => 'v'.repeat(128),
  createCodeChallenge: async () => 'challenge-of-the-verifier-0123456789abcdefghijk',
}));

/** Pia: asked to update her personal information, her phone and address waiting, no tax number. */
const PIA = profileOf({ personalInfoUpdate: { needed: true, items: ['phone', 'address', 'taxNumber'] } });

beforeEach(() => {
  navigateToUrl.mockClear();
  user$.next(testUser({ firstName: 'Pia', isNeedPersonalInfoUpdate: true }));
});
afterEach(() => user$.next(null));

describe('ProfileUpdatePage', () => {
  it('lists what is left to do, refuses to go on before it is done, then ends the update and goes home', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(PIA);
    const reloads = jest.fn();
    const subscription = bus.on('session.reloadUser', reloads);
    renderProfile(<ProfileUpdatePage />, method);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Update your personal information' }),
    ).toBeInTheDocument();
    const todo = await screen.findByRole('region', { name: 'Still to do' });
    expect(
      within(todo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Still to do:A confirmed phone',
      'Still to do:Your address, confirmed by you',
      'Still to do:Your tax number',
    ]);
    // Only the sections asked for: the e-mails are fine.
    expect(screen.queryByRole('region', { name: 'E-mail addresses' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please complete the items still to do first.')).toBeInTheDocument();
    expect(screen.getByText(/phone: still needs updating/)).toBeInTheDocument();
    expect(navigateToUrl).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm +351 912345678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm +351 912345678' });
    await user.type(within(dialog).getByLabelText('Confirmation code'), `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByText('+351 912345678 is confirmed.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Confirm Rua Augusta 120, 1100-053 Lisboa, Portugal' }),
    );
    expect(await screen.findByText('Thank you: the address is confirmed.')).toBeInTheDocument();
    const tax = screen.getByRole('region', { name: 'Tax number' });
    await user.type(within(tax).getByLabelText('Tax number'), '123456789');
    await user.click(within(tax).getByRole('button', { name: 'Save the tax number' }));
    expect(await screen.findByText('The tax number was saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Your personal information is complete.' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Your personal information is complete.' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Done:A confirmed phone', 'Done:Your address, confirmed by you', 'Done:Your tax number']);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/home'));
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(callsOf(method, 'completePersonalInfoUpdate')).toHaveLength(2);
    expect(callsOf(method, 'confirmPhone')).toEqual([
      { phoneId: PHONE.phoneId, verification: RIGHT_CODE, codeVerifier: 'v'.repeat(128) },
    ]);
    expect(callsOf(method, 'confirmAddress')).toEqual([{ addressId: ADDRESS.addressId }]);
    subscription.unsubscribe();
  });

  it('nothing left to do: says so, and Continue goes home', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(
      profileOf({
        taxNumber: '123456789',
        phones: [{ ...PHONE, confirmed: true }],
        addresses: [{ ...ADDRESS, confirmed: true }],
      }),
    );
    renderProfile(<ProfileUpdatePage />, method);

    expect(
      await screen.findByRole('region', { name: 'Your personal information is complete.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/home'));
  });
});
