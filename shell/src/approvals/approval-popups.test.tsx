import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { POPUP_SUCCESS_CLOSE_MS, type MethodName } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { stubMethodClient } from '@portal/testing/clients';
import { act, fireEvent, render, screen, userEvent, within } from '@portal/testing/render';
import { ErrorPopup } from '../layout/popups';
import { englishI18n } from '../testing/test-i18n';
import { createApprovalCoordinator } from './approval-coordinator';
import { ApprovalPopups } from './approval-popups';

const OPERATION = '7f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

type Answer = (request: Record<string, unknown>) => unknown;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  jest.useRealTimers();
});

/** The popups and the shell's error popup over a coordinator whose method client answers from `answers`. */
function setUp({
  answers = {},
  embedded = false,
}: { answers?: Partial<Record<MethodName, Answer>>; embedded?: boolean } = {}) {
  const method = stubMethodClient(
    jest.fn(async (name: MethodName, request: Record<string, unknown>) => {
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(request);
    }),
  );
  const coordinator = createApprovalCoordinator({ bus, method, embedded });
  const completed: PortalEventMap['approval.completed'][] = [];
  const subscription = bus.on('approval.completed', (answer) => completed.push(answer));
  stops.push(coordinator.start(), () => subscription.unsubscribe());
  render(
    <I18nextProvider i18n={i18n}>
      <ApprovalPopups coordinator={coordinator} />
      <ErrorPopup />
    </I18nextProvider>,
  );
  // The shell's error popup is held outside React from start: an earlier test's popup is closed first.
  const stale = screen.queryByRole('button', { name: 'OK' });
  if (stale) fireEvent.click(stale);
  const request = (payload: Partial<PortalEventMap['approval.requested']>) =>
    act(() => bus.publish('approval.requested', { operationId: OPERATION, approveType: 'sms', ...payload }));
  const callsOf = (name: MethodName) =>
    method.call.mock.calls.filter(([called]) => called === name).map(([, body]) => body as unknown);
  return { method, completed, request, callsOf };
}

const refusal = (responseDescription: string, extra: Record<string, unknown> = {}) =>
  ApiError.fromBody({ responseCode: 'AF', responseDescription, ...extra } as never);

describe('approval popups', () => {
  it('approveType none / success popup at once, answered ok', () => {
    const { completed, request } = setUp();
    request({ approveType: 'none' });

    expect(screen.getByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: true }]);
  });

  it('right 3 (approvalTransactionCreated) / success titled "approval transaction created"', () => {
    const { completed, request } = setUp();
    request({ approveType: 'none', approvalTransactionCreated: true });

    const dialog = screen.getByRole('dialog', { name: 'approval transaction created' });
    expect(within(dialog).getByText(/waits for approval by a colleague/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Successfully submitted' })).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: true }]);
  });

  it('push inside the mobile app shell / success directly, no waiting popup', () => {
    const { completed, request } = setUp({ embedded: true });
    request({ approveType: 'push', approvalSentTo: 'Pixel 8' });

    expect(screen.getByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(screen.queryByText(/Approve the payment on your device/)).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: true }]);
  });

  it('sms, the right code / confirmTransaction, success popup that closes itself after 3000 ms', async () => {
    jest.useFakeTimers();
    const { completed, request, callsOf } = setUp({
      answers: { confirmTransaction: () => ({ transactionId: 77, status: 'completed' }) },
    });
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    request({ approveType: 'sms', approvalSentTo: '+44 *** *** 55' });

    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    expect(within(dialog).getByText('We sent a code by SMS to +44 *** *** 55.')).toBeInTheDocument();
    await ui.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '123456');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(callsOf('confirmTransaction')).toEqual([{ operationId: OPERATION, approvalCode: '123456' }]);
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 77 }]);

    act(() => jest.advanceTimersByTime(POPUP_SUCCESS_CLOSE_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sms, the page shows its own result / right code: no success popup, answered ok (issue 14)', async () => {
    const { completed, request } = setUp({
      answers: { confirmTransaction: () => ({ transactionId: 79, status: 'completed' }) },
    });
    request({ approveType: 'sms', resultShownByRemote: true });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 79 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('none and right 3, the page shows its own result / no popup at all, answered ok', () => {
    const { completed, request } = setUp();
    request({ approveType: 'none', resultShownByRemote: true });
    request({
      operationId: 'op-2',
      approveType: 'none',
      approvalTransactionCreated: true,
      resultShownByRemote: true,
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completed).toEqual([
      { operationId: OPERATION, ok: true },
      { operationId: 'op-2', ok: true },
    ]);
  });

  it('the page shows its own result, the next one does not / the flag is per operation', () => {
    const { request } = setUp();
    request({ approveType: 'none', resultShownByRemote: true });
    request({ operationId: 'op-3', approveType: 'none' });

    expect(screen.getByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
  });

  it('success popup / its buttons are translated, not raw keys', () => {
    const { request } = setUp();
    request({ approveType: 'none' });
    const dialog = screen.getByRole('dialog', { name: 'Successfully submitted' });

    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('a network failure in Spanish / the client text of namespace common, translated', async () => {
    const { request } = setUp({
      answers: {
        confirmTransaction: () => {
          throw new ApiError({
            kind: 'network',
            title: 'Error',
            message: 'No connection.',
            textKey: 'errors.network',
          });
        },
      },
    });
    await act(() => i18n.changeLanguage('es'));
    try {
      request({ approveType: 'sms' });
      const dialog = screen.getByRole('dialog', { name: /./ });
      await userEvent.type(within(dialog).getByRole('textbox'), '123456{Enter}');
      expect(await within(dialog).findByText(/Sin conexión/)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a code that is not 6 digits / says so, nothing is sent', async () => {
    const { request, callsOf } = setUp();
    request({ approveType: 'otp', approvalSentTo: 'a***@example.com' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '12a34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(within(dialog).getByRole('textbox', { name: 'Approval code' })).toHaveValue('1234');
    expect(within(dialog).getByRole('textbox', { name: 'Approval code' })).toHaveAccessibleDescription(
      '6 digits Enter the 6-digit code.',
    );
    expect(callsOf('confirmTransaction')).toEqual([]);
  });

  it('a wrong code (AF) / the server text in the popup, then the right code succeeds', async () => {
    const confirm = jest
      .fn()
      .mockRejectedValueOnce(refusal('The approval code is wrong.'))
      .mockResolvedValueOnce({ transactionId: 78, status: 'completed' });
    const { completed, request } = setUp({ answers: { confirmTransaction: confirm } });
    request({ approveType: 'sms' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    const field = within(dialog).getByRole('textbox', { name: 'Approval code' });

    await userEvent.type(field, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('The approval code is wrong.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(completed).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(confirm).toHaveBeenLastCalledWith({ operationId: OPERATION, approvalCode: '222222' });
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 78 }]);
  });

  it('three wrong codes / error popup "Failed transaction" with the server text, answered not ok', async () => {
    const confirm = jest
      .fn()
      .mockRejectedValueOnce(refusal('The approval code is wrong.'))
      .mockRejectedValueOnce(refusal('The approval code is wrong.'))
      .mockRejectedValueOnce(refusal('Too many wrong codes: the transfer was cancelled.'));
    const { completed, request } = setUp({ answers: { confirmTransaction: confirm } });
    request({ approveType: 'sms' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '111111');

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByText('The approval code is wrong.')).toBeInTheDocument();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const failed = await screen.findByRole('dialog', { name: 'Failed transaction' });
    expect(within(failed).getByText('Too many wrong codes: the transfer was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve the transfer' })).not.toBeInTheDocument();
    expect(completed).toEqual([
      { operationId: OPERATION, ok: false, message: 'Too many wrong codes: the transfer was cancelled.' },
    ]);
  });

  it('a refusal that says no codes are left / fails at once', async () => {
    const { completed, request } = setUp({
      answers: {
        confirmTransaction: () => {
          throw refusal('The approval code has expired. Submit the transfer again.', { attemptsLeft: 0 });
        },
      },
    });
    request({ approveType: 'otp' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('dialog', { name: 'Failed transaction' })).toBeInTheDocument();
    expect(completed).toEqual([
      {
        operationId: OPERATION,
        ok: false,
        message: 'The approval code has expired. Submit the transfer again.',
      },
    ]);
  });

  it('"Send a new code" / resendApproval by trxid, says where the new code went', async () => {
    const { request, callsOf } = setUp({
      answers: { resendApproval: () => ({ approvalSentTo: '+44 *** *** 99' }) },
    });
    request({ approveType: 'sms', approvalSentTo: '+44 *** *** 55' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A new code was sent to +44 *** *** 99.',
    );
    expect(callsOf('resendApproval')).toEqual([{ trxid: OPERATION }]);
  });

  it('approvalCode mode, "Send a new code" / requestApprovalCode for the operation', async () => {
    const { request, callsOf } = setUp({ answers: { requestApprovalCode: () => ({}) } });
    request({ approveType: 'approvalCode', approvalSentTo: 'a***@example.com' });
    const dialog = screen.getByRole('dialog', { name: 'Approve the transfer' });
    expect(within(dialog).getByText('We sent an approval code to a***@example.com.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));

    expect(await within(dialog).findByText('A new code was sent to a***@example.com.')).toBeInTheDocument();
    expect(callsOf('requestApprovalCode')).toEqual([{ operationId: OPERATION }]);
    expect(callsOf('resendApproval')).toEqual([]);
  });

  it('cancel / popup closes, answered cancelled', async () => {
    const { completed, request } = setUp();
    request({ approveType: 'sms' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: false, cancelled: true }]);
  });

  it('push / waits for the device; the live outcome of this operation closes it with success', () => {
    const { completed, request } = setUp();
    request({ approveType: 'push', approvalSentTo: 'Pixel 8' });
    const dialog = screen.getByRole('dialog', { name: 'Approve on your device' });
    expect(within(dialog).getByText('Approve the payment on your device Pixel 8.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Waiting for your approval' })).toBeInTheDocument();

    act(() =>
      bus.publish('live.transaction', {
        accountId: 1,
        transactionId: 5,
        operationId: 'another-operation',
        status: 'completed',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Approve on your device' })).toBeInTheDocument();

    act(() =>
      bus.publish('live.transaction', {
        accountId: 1,
        transactionId: 90,
        operationId: OPERATION,
        status: 'processing',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 90 }]);
  });

  it('push refused on the device / error popup "Transaction was rejected.", answered not ok', () => {
    const { completed, request } = setUp();
    request({ approveType: 'push', approvalSentTo: 'Pixel 8' });

    act(() =>
      bus.publish('live.transaction', {
        accountId: 1,
        transactionId: 0,
        operationId: OPERATION,
        status: 'refused',
      }),
    );

    const failed = screen.getByRole('dialog', { name: 'Failed transaction' });
    expect(within(failed).getByText('Transaction was rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve on your device' })).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: false, message: 'Transaction was rejected.' }]);
  });

  it('push resend / resendApproval by trxid, announced', async () => {
    const { request, callsOf } = setUp({
      answers: { resendApproval: () => ({ approvalSentTo: 'Pixel 8' }) },
    });
    request({ approveType: 'push', approvalSentTo: 'Pixel 8' });

    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('We sent the request to your device again.')).toBeInTheDocument();
    expect(callsOf('resendApproval')).toEqual([{ trxid: OPERATION }]);
  });

  it('no operation id / error popup "Not Operation Id, Fail Operation", answered not ok', () => {
    const { completed, request } = setUp();
    request({ operationId: '', approveType: 'sms' });

    const failed = screen.getByRole('dialog', { name: 'Failed transaction' });
    expect(within(failed).getByText('Not Operation Id, Fail Operation')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve the transfer' })).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: '', ok: false, message: 'Not Operation Id, Fail Operation' }]);
  });
});
