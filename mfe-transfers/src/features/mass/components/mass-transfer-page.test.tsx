import { Route, Routes, useLocation } from 'react-router-dom';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { act, screen, waitFor } from '@portal/testing/render';
import {
  balances,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { MassTransferPage } from './mass-transfer-page';

/** Where the router is, for the assertion on the address. */
function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

afterEach(() => act(() => user$.next(null)));

describe('MassTransferPage', () => {
  it('/transfer/mass / shows the first tab at once and puts it in the address (no empty frame in between)', async () => {
    act(() =>
      user$.next(testUser({ customerType: 1, accessRight: 2, businessName: 'Mona Marketplace Ltd' })),
    );
    const { container } = renderTransfers(
      <>
        <Routes>
          <Route path="/transfer/mass" element={<MassTransferPage />} />
          <Route path="/transfer/mass/:tab" element={<MassTransferPage />} />
        </Routes>
        <Address />
      </>,
      methodWith({ balanceInquiry: () => balances(paymentAccount()) }),
      '/transfer/mass',
    );
    // The first render already holds the first tab's page, before any effect has run.
    expect(container.querySelector('h1')?.textContent).toBe('Mass transfers: Wire');
    expect(await screen.findByRole('link', { name: 'Wire' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/transfer\/mass\/wire$/));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mass transfers: Wire');
  });
});
