import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { balances, cardAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';
import { PIN_VISIBLE_MS } from './show-pin-dialog';

afterEach(() => jest.useRealTimers());

describe('ShowPinDialog', () => {
  it('the PIN / shown, hidden after 30 s, shown again on request, gone on close', async () => {
    jest.useFakeTimers();
    const method = methodWith({
      balanceInquiry: () => balances(cardAccount()),
      getCrossPlatformRequirements: () => ({ requirements: [] }),
      showPin: () => ({ pinCode: '2468' }),
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.click(await screen.findByRole('button', { name: 'Show PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Your card PIN' });
    expect(await within(dialog).findByTestId('pin-code')).toHaveTextContent('2468');

    act(() => jest.advanceTimersByTime(PIN_VISIBLE_MS));
    expect(within(dialog).getByText('The PIN is hidden for your security.')).toBeInTheDocument();
    expect(within(dialog).queryByText('2468')).not.toBeInTheDocument();

    await ui.click(within(dialog).getByRole('button', { name: 'Show again' }));
    expect(await within(dialog).findByTestId('pin-code')).toHaveTextContent('2468');
    expect(callsOf(method, 'showPin')).toEqual([{ accountId: 501 }, { accountId: 501 }]);

    await ui.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('2468')).not.toBeInTheDocument();
  });
});
