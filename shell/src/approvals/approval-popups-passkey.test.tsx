import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { PASSKEY_TEXTS, type MethodName, type PasskeyApprovalOptions } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { approveWithPasskey } from '@portal/session/passkeys';
import { stubMethodClient } from '@portal/testing/clients';
import { act, fireEvent, render, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { ErrorPopup } from '../layout/popups';
import { englishI18n } from '../testing/test-i18n';
import { createApprovalCoordinator } from './approval-coordinator';
import { ApprovalPopups } from './approval-popups';

jest.mock('@portal/session/passkeys', () => ({
  approveWithPasskey: jest.fn(),
  isPasskeyCancel: (error: { name?: string }) => error?.name === 'NotAllowedError',
}));

const approveWithPasskeyMock = jest.mocked(approveWithPasskey);

const OPERATION = 'b1c2d3e4-0000-4000-8000-000000000050';
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };

const approval = (challengeId: string, payments = [payment('120.5', 'EUR')]): PasskeyApprovalOptions => ({
  challengeId,
  options: { challenge: `challenge-${challengeId}` },
  payments,
});
function payment(amount: string, currencyCode: string) {
  return { amount, currencyCode, payeeName: 'Paul Payee', payee: 'DE89 3704 0044 0532 0130 00' };
}

type Answer = (request: Record<string, unknown>) => unknown;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
  // A browser with WebAuthn (jsdom has none): the library's dialog itself is mocked above.
  Object.assign(globalThis, { PublicKeyCredential: function PublicKeyCredential() {} });
});
afterAll(() => {
  delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function setUp(answers: Partial<Record<MethodName, Answer>>, { embedded = false } = {}) {
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
  const stale = screen.queryByRole('button', { name: 'OK' });
  if (stale) fireEvent.click(stale);
  const request = () =>
    act(() => bus.publish('approval.requested', { operationId: OPERATION, approveType: 'passkey' }));
  const callsOf = (name: MethodName) =>
    method.call.mock.calls.filter(([called]) => called === name).map(([, body]) => body as unknown);
  return { completed, request, callsOf };
}

const refusal = (responseDescription: string) =>
  ApiError.fromBody({ responseCode: 'AF', responseDescription } as never);

/** Focus falls to the page, as when the browser's passkey dialog closes (jsdom keeps it on a disabled button). */
function loseFocus() {
  const elsewhere = document.createElement('input');
  document.body.append(elsewhere);
  elsewhere.focus();
  elsewhere.remove();
}

/** The passkey popup once its approval has come. */
async function passkeyPopup() {
  const dialog = await screen.findByRole('dialog', { name: 'Approve with your passkey' });
  await within(dialog).findByText('Approve this payment with your passkey.');
  return dialog;
}

describe('passkey approval popup (issue 50)', () => {
  it('inside the app (embedded) / no passkey dialog and no code: the failed popup says to approve in a browser', async () => {
    const { request, callsOf } = setUp({}, { embedded: true });
    request();
    expect(await screen.findByText(/approve it in a browser that can use it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve with passkey' })).not.toBeInTheDocument();
    expect(callsOf('getPasskeyApproval')).toEqual([]);
    expect(callsOf('resendApproval')).toEqual([]);
  });

  it('approveType passkey / shows the amount and payee, approves with the passkey, success popup', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    const { completed, request, callsOf } = setUp({
      getPasskeyApproval: () => approval('ch-1'),
      confirmTransactionWithPasskey: () => ({ transactionId: 501, status: 'completed' }),
    });
    request();

    const dialog = await passkeyPopup();
    const list = within(dialog).getByRole('list', { name: 'Payments to approve' });
    expect(within(list).getByText('€120.50')).toBeInTheDocument();
    expect(within(list).getByText('to Paul Payee (DE89 3704 0044 0532 0130 00)')).toBeInTheDocument();
    expect(callsOf('getPasskeyApproval')).toEqual([{ operationId: OPERATION }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(approveWithPasskeyMock).toHaveBeenCalledWith(approval('ch-1'));
    expect(callsOf('confirmTransactionWithPasskey')).toEqual([
      { operationId: OPERATION, challengeId: 'ch-1', credential: CREDENTIAL },
    ]);
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 501 }]);
  });

  it('a currency without minor units, several payments / each amount in its own format, the count said', async () => {
    const { request } = setUp({
      getPasskeyApproval: () => approval('ch-1', [payment('1500', 'JPY'), payment('2.5', 'USD')]),
    });
    request();

    const dialog = await screen.findByRole('dialog', { name: 'Approve with your passkey' });
    expect(
      await within(dialog).findByText('Approve these 2 payments with your passkey.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1,500 JPY')).toBeInTheDocument();
    expect(within(dialog).getByText('$2.50')).toBeInTheDocument();
  });

  it('while the browser dialog is open / the button shows loading; then it is focused again', async () => {
    let answer: (credential: typeof CREDENTIAL) => void = () => undefined;
    approveWithPasskeyMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { request } = setUp({
      getPasskeyApproval: () => approval('ch-1'),
      confirmTransactionWithPasskey: () => {
        throw refusal(PASSKEY_TEXTS.refused);
      },
    });
    request();
    const dialog = await passkeyPopup();
    const button = within(dialog).getByRole('button', { name: 'Approve with passkey' });

    await userEvent.click(button);

    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // The browser's own dialog takes the focus, which falls to the page when it closes.
    act(() => loseFocus());
    expect(button).not.toHaveFocus();
    await act(async () => answer(CREDENTIAL));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.refused);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveFocus();
  });

  it('the customer cancels the browser dialog / the popup stays, no error, nothing sent', async () => {
    approveWithPasskeyMock.mockImplementation(async () => {
      loseFocus();
      throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });
    });
    const { completed, request, callsOf } = setUp({ getPasskeyApproval: () => approval('ch-1') });
    request();
    const dialog = await passkeyPopup();
    const button = within(dialog).getByRole('button', { name: 'Approve with passkey' });

    await userEvent.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(approveWithPasskeyMock).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsOf('confirmTransactionWithPasskey')).toEqual([]);
    expect(completed).toEqual([]);
    expect(button).toHaveFocus();
  });

  it('the browser dialog fails otherwise / a translated problem in the popup', async () => {
    approveWithPasskeyMock.mockRejectedValue(Object.assign(new Error('bad rp'), { name: 'SecurityError' }));
    const { request, callsOf } = setUp({ getPasskeyApproval: () => approval('ch-1') });
    request();
    const dialog = await passkeyPopup();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your passkey could not be used. Try again.',
    );
    expect(callsOf('confirmTransactionWithPasskey')).toEqual([]);
  });

  it('a refusal (AF, another payment) / shown in the popup, a fresh challenge, the next try succeeds', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    const approvals = [approval('ch-1'), approval('ch-2')];
    const confirm = jest
      .fn()
      .mockRejectedValueOnce(refusal(PASSKEY_TEXTS.otherPayment))
      .mockResolvedValueOnce({ transactionId: 502, status: 'completed' });
    const { completed, request, callsOf } = setUp({
      getPasskeyApproval: () => approvals.shift(),
      confirmTransactionWithPasskey: confirm,
    });
    request();
    const dialog = await passkeyPopup();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.otherPayment);
    await waitFor(() => expect(callsOf('getPasskeyApproval')).toHaveLength(2));
    expect(completed).toEqual([]);

    const button = within(dialog).getByRole('button', { name: 'Approve with passkey' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(confirm).toHaveBeenLastCalledWith({
      operationId: OPERATION,
      challengeId: 'ch-2',
      credential: CREDENTIAL,
    });
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 502 }]);
  });

  it('a refusal saying the request expired / the error popup "Failed transaction", answered not ok', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    const { completed, request } = setUp({
      getPasskeyApproval: () => approval('ch-1'),
      confirmTransactionWithPasskey: () => {
        throw refusal(PASSKEY_TEXTS.expired);
      },
    });
    request();
    const dialog = await passkeyPopup();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    const failed = await screen.findByRole('dialog', { name: 'Failed transaction' });
    expect(within(failed).getByText(PASSKEY_TEXTS.expired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve with your passkey' })).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: false, message: PASSKEY_TEXTS.expired }]);
  });

  it('no approval for the operation (AF) / the error popup at once, no browser dialog', async () => {
    const { completed, request } = setUp({
      getPasskeyApproval: () => {
        throw refusal(PASSKEY_TEXTS.noPasskey);
      },
    });
    request();

    expect(await screen.findByRole('dialog', { name: 'Failed transaction' })).toBeInTheDocument();
    expect(approveWithPasskeyMock).not.toHaveBeenCalled();
    expect(completed).toEqual([{ operationId: OPERATION, ok: false, message: PASSKEY_TEXTS.noPasskey }]);
  });

  it('no answer for the approval (network) / said in the popup; the button loads the payments, shows them, the next press approves', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    const answers = jest
      .fn()
      .mockImplementationOnce(() => {
        throw new ApiError({ kind: 'network', title: 'Error', message: 'No connection.' });
      })
      .mockImplementationOnce(() => approval('ch-9'));
    const { completed, request, callsOf } = setUp({
      getPasskeyApproval: answers,
      confirmTransactionWithPasskey: () => ({ transactionId: 503, status: 'completed' }),
    });
    request();
    const dialog = await screen.findByRole('dialog', { name: 'Approve with your passkey' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No connection.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));
    // The first press only shows what the passkey would approve: nothing is signed unseen.
    expect(await within(dialog).findByText(/Paul Payee/)).toBeInTheDocument();
    expect(approveWithPasskeyMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully submitted' })).toBeInTheDocument();
    expect(callsOf('getPasskeyApproval')).toHaveLength(2);
    expect(callsOf('confirmTransactionWithPasskey')).toEqual([
      { operationId: OPERATION, challengeId: 'ch-9', credential: CREDENTIAL },
    ]);
    expect(completed).toEqual([{ operationId: OPERATION, ok: true, transactionId: 503 }]);
  });

  it('cancel / the popup closes, answered cancelled', async () => {
    const { completed, request } = setUp({ getPasskeyApproval: () => approval('ch-1') });
    request();
    const dialog = await passkeyPopup();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completed).toEqual([{ operationId: OPERATION, ok: false, cancelled: true }]);
  });
});
