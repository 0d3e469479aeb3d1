import { act, screen, userEvent, waitFor } from '@portal/testing/render';
import { actAs, user$, type UserState } from '@portal/session/session';
import { bus } from '@portal/events/bus';
import { callsOf, methodServer, renderPage } from '../../balances/testing/render';
import { useHistoryExport } from './use-history-export';

/** A bare harness: the hook's phase, and buttons that drive it. */
function Harness({ email = 'me@example.com' }: { email?: string }) {
  const exporter = useHistoryExport();
  const { state } = exporter;
  return (
    <div>
      <p>phase: {state.phase}</p>
      {state.phase === 'running' ? <p>progress: {state.progress}</p> : null}
      <button type="button" onClick={() => void exporter.start({ accountId: 5, source: 'history' })}>
        start
      </button>
      <button type="button" onClick={exporter.cancel}>
        cancel
      </button>
      {state.phase === 'done' ? (
        <button type="button" onClick={() => void exporter.sendToEmail(state.exportId, email)}>
          email
        </button>
      ) : null}
    </div>
  );
}

afterEach(() => {
  jest.useRealTimers();
  act(() => {
    user$.next(null);
    actAs(undefined);
  });
});

describe('useHistoryExport', () => {
  it('cancel while running / polling stops and nothing is downloaded', async () => {
    jest.useFakeTimers();
    const method = methodServer({
      exportTransactionHistory: () => ({ exportId: 'e-9' }),
      getExportStatus: () => ({
        exportId: 'e-9',
        status: 'running',
        progress: 10,
        rows: 1,
        fileName: 'h.csv',
      }),
    });
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    renderPage(<Harness />, { method });
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('progress: 10')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(callsOf(method, 'getExportStatus')).toHaveLength(2);
    await ui.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('phase: idle')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(callsOf(method, 'getExportStatus')).toHaveLength(2);
    expect(downloads).toEqual([]);
    subscription.unsubscribe();
  });

  it('failed on the server / phase failed', async () => {
    const method = methodServer({
      exportTransactionHistory: () => ({ exportId: 'e-8' }),
      getExportStatus: () => ({ exportId: 'e-8', status: 'failed', progress: 0, rows: 0, fileName: 'h.csv' }),
    });
    renderPage(<Harness />, { method });
    await userEvent.setup().click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('phase: failed')).toBeInTheDocument();
  });

  it('business user acting for a company / the e-mail carries fromCustomerId (spec 02 §7)', async () => {
    act(() => {
      user$.next({ customerType: 1, login: 'bianca@demo.test' } as UserState);
      actAs(4242);
    });
    const method = methodServer({
      exportTransactionHistory: () => ({ exportId: 'e-7' }),
      getExportStatus: () => ({
        exportId: 'e-7',
        status: 'done',
        progress: 100,
        rows: 3,
        fileName: 'h.csv',
        url: '/files/exports/e-7?token=t',
      }),
      sendExportToEmail: () => ({}),
    });
    renderPage(<Harness />, { method });
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'start' }));
    await ui.click(await screen.findByRole('button', { name: 'email' }));
    await waitFor(() =>
      expect(callsOf(method, 'sendExportToEmail')).toEqual([
        [{ exportId: 'e-7', email: 'me@example.com', fromCustomerId: 4242 }, { popup: false }],
      ]),
    );
  });
});
