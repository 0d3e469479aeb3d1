import type { Account, Logo, SavedButton } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodWith,
  renderMerchant,
  type MethodAnswers,
} from '../../../shared/testing/render-merchant';
import { SavedButtonsPage } from './saved-buttons-page';

const account = (accountId: number, currencyCode: string, balance: string): Account => ({
  accountId,
  type: 1,
  accountStatusId: 1,
  currencyCode,
  balance,
  accountBalanceMin: '0',
  pendingAmount: '0',
  customerId: 20821,
});
const ACCOUNTS = [account(100821, 'EUR', '12500.00'), account(100822, 'USD', '3000.00')];

const button = (id: number, changes: Partial<SavedButton>): SavedButton => ({
  id,
  name: `Button ${id}`,
  buttonType: 'buyNow',
  itemName: 'Coffee mug',
  amount: '12.50',
  currencyCode: 'EUR',
  accountId: 100821,
  buttonText: 'Buy now',
  buttonColor: 'blue',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...changes,
});
const BUTTONS = [
  button(1, { name: 'Mug' }),
  button(2, {
    name: 'Club',
    buttonType: 'subscribe',
    amount: '5',
    currencyCode: 'USD',
    accountId: 100822,
    period: 'month',
  }),
  button(3, { name: 'Tips', buttonType: 'donate', amount: undefined }),
];
const LOGOS: Logo[] = [
  {
    id: 9,
    name: 'Main logo',
    isDefault: true,
    file: '/files/logos/9.png',
    contentType: 'image/png',
    size: 2048,
  },
];

function server(answers: MethodAnswers = {}) {
  return methodWith({
    getSavedButtons: () => ({ buttons: BUTTONS, totalCount: BUTTONS.length }),
    getLogos: () => ({ logos: LOGOS, totalCount: 1 }),
    balanceInquiry: () => ({ accounts: { account: ACCOUNTS } }),
    ...answers,
  });
}

function popups() {
  const seen: string[] = [];
  const subscription = bus.on('api.error', ({ message }) => seen.push(message));
  return { seen, stop: () => subscription.unsubscribe() };
}

jest.setTimeout(30_000);

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('my_saved_buttons (spec 03 §3 "Saved button", §7; issue 33 item 4)', () => {
  it('the list / each button with its type and its amount in the minor units of its currency', async () => {
    const method = server();
    renderMerchant(<SavedButtonsPage />, method, '/merchant/buttons/my_saved_buttons');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved buttons' })).toBeInTheDocument();
    expect(await screen.findByText('Mug')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('$5.00 per month')).toBeInTheDocument();
    expect(screen.getByText('The payer chooses the amount')).toBeInTheDocument();
    expect(callsOf(method, 'getSavedButtons')).toEqual([{ pageSize: 1000, pageNumber: 1 }]);
  });

  it('no buttons / the empty state; a failed list / its error with a retry', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMerchant(
      <SavedButtonsPage />,
      server({ getSavedButtons: () => ({ buttons: [], totalCount: 0 }) }),
    );
    expect(await screen.findByText('No saved buttons yet')).toBeInTheDocument();
    unmount();

    let fail = true;
    const method = server({
      getSavedButtons: () => {
        if (fail) throw ApiError.noResponse();
        return { buttons: BUTTONS, totalCount: 3 };
      },
    });
    renderMerchant(<SavedButtonsPage />, method);
    expect(await screen.findByText('Your saved buttons could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mug')).toBeInTheDocument();
  });

  it('a new button / refused fields named and focused; the live preview follows; saved trimmed; its snippet copied', async () => {
    const user = userEvent.setup();
    const method = server({
      createSavedButton: (request) =>
        button(4, { ...(request as Partial<SavedButton>), name: 'Hat <b>"x"</b>', itemName: 'Hat' }),
    });
    renderMerchant(<SavedButtonsPage />, method);
    await screen.findByText('Mug');
    await user.click(screen.getByRole('button', { name: 'New button' }));
    const form = await screen.findByRole('form', { name: 'New button' });

    await user.click(within(form).getByRole('button', { name: 'Create button' }));
    const alert = await within(form).findByText('Please correct the following:');
    expect(alert).toBeInTheDocument();
    expect(within(form).getByText('Button name: This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Amount: Enter the amount')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Button name/)).toHaveFocus());

    await user.type(within(form).getByLabelText(/^Button name/), '  Hat  ');
    await user.type(within(form).getByLabelText(/^Item name/), 'Hat');
    await user.selectOptions(within(form).getByLabelText(/^Account paid into/), '100821');
    await user.type(within(form).getByLabelText(/^Amount/), '9.999');
    await user.tab();
    expect(
      await within(form).findByText('Use at most 2 decimal places for this currency'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Amount/));
    await user.type(within(form).getByLabelText(/^Amount/), '9.90');
    await user.type(within(form).getByLabelText(/^Button text/), 'Get the hat');
    await user.selectOptions(within(form).getByLabelText(/^Button colour/), 'green');

    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByTestId('preview-button')).toHaveTextContent('Get the hat');
    expect(within(preview).getByTestId('preview-button')).toHaveStyle({ background: '#15803d' });
    expect(within(preview).getByTestId('preview-price')).toHaveTextContent('€9.90');
    expect(within(preview).getByRole('img', { name: 'Logo: Main logo' })).toHaveAttribute(
      'src',
      'http://sandbox.test/files/logos/9.png',
    );

    await user.click(within(form).getByRole('button', { name: 'Create button' }));
    await waitFor(() => expect(callsOf(method, 'createSavedButton')).toHaveLength(1));
    expect(callsOf(method, 'createSavedButton')[0]).toEqual({
      name: 'Hat',
      buttonType: 'buyNow',
      itemName: 'Hat',
      itemNumber: undefined,
      amount: '9.90',
      currencyCode: 'EUR',
      accountId: 100821,
      period: undefined,
      logoId: 9,
      buttonText: 'Get the hat',
      buttonColor: 'green',
      successUrl: undefined,
      cancelUrl: undefined,
    });

    const code = await screen.findByLabelText('HTML code of Hat <b>"x"</b>');
    expect(code.textContent).toContain('<form action="http://sandbox.test/checkout" method="post"');
    expect(code.textContent).toContain('name="amount" value="9.90"');
    expect(code.textContent).not.toContain('<b>');
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText(/^Copied at /)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(code.textContent);
  });

  it('a subscription without its period / refused; a refused save / the response popup', async () => {
    const user = userEvent.setup();
    const watch = popups();
    const method = server({
      updateSavedButton: () => {
        throw ApiError.fromBody({ responseCode: 'TA1', responseDescription: 'Invalid parameters' });
      },
    });
    renderMerchant(<SavedButtonsPage />, method);
    await user.click(await screen.findByRole('button', { name: 'Edit Club' }));
    const form = await screen.findByRole('form', { name: 'Edit Club' });
    await user.selectOptions(within(form).getByLabelText(/^Billed every/), '');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('Billed every: Choose how often the subscription is billed'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'updateSavedButton')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/^Billed every/), 'year');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(watch.seen).toHaveLength(1));
    expect(callsOf(method, 'updateSavedButton')[0]).toMatchObject({
      id: 2,
      period: 'year',
      currencyCode: 'USD',
    });
    watch.stop();
  });

  it('delete / asked first, then deleted and the list reloaded', async () => {
    const user = userEvent.setup();
    const method = server({ deleteSavedButton: () => ({}) });
    renderMerchant(<SavedButtonsPage />, method);
    await user.click(await screen.findByRole('button', { name: 'Delete Tips' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the button?' });
    expect(within(dialog).getByText(/The button Tips will stop working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(method, 'deleteSavedButton')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('The button Tips was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getSavedButtons').length).toBeGreaterThan(1));
  });

  it('a read-only user / the list and the code, no change offered, no accounts asked', async () => {
    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 1 }));
    const user = userEvent.setup();
    const method = server();
    renderMerchant(<SavedButtonsPage />, method);
    await screen.findByText('Mug');
    expect(screen.queryByRole('button', { name: 'New button' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Mug' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get code: Mug' }));
    expect(screen.getByLabelText('HTML code of Mug')).toBeInTheDocument();
    expect(callsOf(method, 'balanceInquiry')).toHaveLength(0);
  });
});
