import { CARD_STATUS } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { screen, userEvent, within } from '@portal/testing/render';
import { balances, cardAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const ok = () => ({ responseCode: '00', responseDescription: 'Success' });

async function submitPins(ui: ReturnType<typeof userEvent.setup>, pin: string, pinRepeat: string) {
  const pinField = screen.getByLabelText(/^New PIN/);
  const repeatField = screen.getByLabelText(/Repeat the new PIN/);
  await ui.clear(pinField);
  await ui.clear(repeatField);
  if (pin) await ui.type(pinField, pin);
  if (pinRepeat) await ui.type(repeatField, pinRepeat);
  await ui.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('ChangePinPage', () => {
  it('PIN rules / a field message for each, nothing sent', async () => {
    const method = methodWith({ balanceInquiry: () => balances(cardAccount()) });
    renderCards('/card/501/pin', method);
    const ui = userEvent.setup();
    await screen.findByLabelText(/^New PIN/);
    const pin = () => screen.getByLabelText(/^New PIN/);
    const repeat = () => screen.getByLabelText(/Repeat the new PIN/);

    await submitPins(ui, '', '');
    expect(pin()).toHaveAccessibleDescription(expect.stringContaining('Enter the new PIN'));
    expect(repeat()).toHaveAccessibleDescription('Repeat the new PIN');

    await submitPins(ui, '12', '12');
    expect(pin()).toHaveAccessibleDescription(expect.stringContaining('The PIN must be exactly 4 digits'));

    await submitPins(ui, '7777', '7777');
    expect(pin()).toHaveAccessibleDescription(
      expect.stringContaining('The PIN cannot be one digit repeated'),
    );

    await submitPins(ui, '1234', '1234');
    expect(pin()).toHaveAccessibleDescription(
      expect.stringContaining('The PIN cannot be a sequence like 1234 or 4321'),
    );
    await submitPins(ui, '4321', '4321');
    expect(pin()).toHaveAccessibleDescription(
      expect.stringContaining('The PIN cannot be a sequence like 1234 or 4321'),
    );

    await submitPins(ui, '1357', '1358');
    expect(pin()).not.toHaveAttribute('aria-invalid');
    expect(repeat()).toHaveAccessibleDescription('The PINs do not match');
    expect(callsOf(method, 'changePin')).toHaveLength(0);
  });

  it('valid PINs / checked with confirm false, confirmed, then changed with confirm true', async () => {
    const method = methodWith({ balanceInquiry: () => balances(cardAccount()), changePin: ok });
    renderCards('/card/501/pin', method);
    const ui = userEvent.setup();
    await screen.findByLabelText(/^New PIN/);
    await submitPins(ui, '1357', '1357');
    const dialog = await screen.findByRole('dialog', { name: 'Change the PIN now?' });
    expect(callsOf(method, 'changePin')).toEqual([
      { accountId: 501, confirm: false, pin: '1357', pinRepeat: '1357' },
    ]);
    await ui.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Your PIN has been changed.')).toBeInTheDocument();
    expect(callsOf(method, 'changePin')).toEqual([
      { accountId: 501, confirm: false, pin: '1357', pinRepeat: '1357' },
      { accountId: 501, confirm: true, pin: '1357', pinRepeat: '1357' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the card' })).toHaveAttribute('href', '/cards/501');
  });

  it('server refuses the check / its text shown, no confirmation', async () => {
    const method = methodWith({
      balanceInquiry: () => balances(cardAccount()),
      changePin: () => {
        throw ApiError.fromBody({
          responseCode: 'TA1',
          validationErrors: ['pin: must differ from the current PIN'],
        });
      },
    });
    renderCards('/card/501/pin', method);
    const ui = userEvent.setup();
    await screen.findByLabelText(/^New PIN/);
    await submitPins(ui, '1357', '1357');
    expect(await screen.findByRole('alert')).toHaveTextContent('pin: must differ from the current PIN');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a card without PIN change (fraud) / a message and a link back, no form', async () => {
    renderCards(
      '/card/501/pin',
      methodWith({ balanceInquiry: () => balances(cardAccount({ accountStatusId: CARD_STATUS.fraud })) }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The PIN cannot be changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the card' })).toHaveAttribute('href', '/cards/501');
    expect(screen.queryByLabelText(/^New PIN/)).not.toBeInTheDocument();
  });
});
