import { act, renderHook } from '@portal/testing/render';
import type { SubmitResult } from '@portal/api/catalogue';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { useApproval, type ApprovalOutcome } from './use-approval';

const submitResult = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({
  operationId: 'op-1',
  approveType: 'sms',
  approvalSentTo: '+40 *** 123',
  availableApprovalMethods: ['sms', 'otp'],
  fee: '0.50',
  ...overrides,
});

/** Calls requestApproval inside act (it sets the pending state). */
function request(approval: ReturnType<typeof useApproval>, result: SubmitResult): Promise<ApprovalOutcome> {
  let promise: Promise<ApprovalOutcome> | undefined;
  act(() => {
    promise = approval.requestApproval(result);
  });
  return promise!;
}

function listen() {
  const requested: PortalEventMap['approval.requested'][] = [];
  const subscription = bus.on('approval.requested', (payload) => requested.push(payload));
  return { requested, release: () => subscription.unsubscribe() };
}

describe('useApproval', () => {
  it('requestApproval / sms submit / asks the shell with the submit result', async () => {
    const { requested, release } = listen();
    const { result } = renderHook(() => useApproval());
    act(() => void result.current.requestApproval(submitResult()));
    expect(requested).toEqual([
      {
        operationId: 'op-1',
        approveType: 'sms',
        approvalSentTo: '+40 *** 123',
        availableApprovalMethods: ['sms', 'otp'],
        approvalTransactionCreated: undefined,
      },
    ]);
    expect(result.current.pending).toBe(true);
    release();
  });

  it('requestApproval / the page shows its own result / tells the shell so (no success popup, issue 14)', () => {
    const { requested, release } = listen();
    const { result } = renderHook(() => useApproval({ resultShownOnPage: true }));
    act(() => void result.current.requestApproval(submitResult({ operationId: 'op-9' })));
    expect(requested).toEqual([expect.objectContaining({ operationId: 'op-9', resultShownByRemote: true })]);
    release();
  });

  it('requestApproval / answer for another operation, then ours / resolves with ours only', async () => {
    const { result } = renderHook(() => useApproval());
    let outcome: ApprovalOutcome | undefined;
    act(() => {
      void result.current.requestApproval(submitResult()).then((value) => (outcome = value));
    });
    await act(async () => bus.publish('approval.completed', { operationId: 'op-2', ok: true }));
    expect(outcome).toBeUndefined();
    await act(async () =>
      bus.publish('approval.completed', { operationId: 'op-1', ok: true, transactionId: 9 }),
    );
    expect(outcome).toEqual({ status: 'approved', operationId: 'op-1', queued: false, transactionId: 9 });
    expect(result.current.pending).toBe(false);
  });

  it('requestApproval / initiator (approval transaction created) / approved and queued', async () => {
    const { result } = renderHook(() => useApproval());
    const promise = request(
      result.current,
      submitResult({ operationId: 'op-3', approveType: 'none', approvalTransactionCreated: true }),
    );
    act(() => bus.publish('approval.completed', { operationId: 'op-3', ok: true }));
    await expect(promise).resolves.toMatchObject({ status: 'approved', queued: true });
  });

  it('requestApproval / numeric operation id from the client / still matched as text', async () => {
    const { result } = renderHook(() => useApproval());
    const promise = request(result.current, submitResult({ operationId: 77 as unknown as string }));
    act(() => bus.publish('approval.completed', { operationId: '77', ok: false, message: 'Wrong code' }));
    await expect(promise).resolves.toEqual({ status: 'failed', operationId: '77', message: 'Wrong code' });
  });

  it('requestApproval / popup closed / cancelled', async () => {
    const { result } = renderHook(() => useApproval());
    const promise = request(result.current, submitResult({ operationId: 'op-4' }));
    act(() => bus.publish('approval.completed', { operationId: 'op-4', ok: false, cancelled: true }));
    await expect(promise).resolves.toEqual({ status: 'cancelled', operationId: 'op-4' });
  });

  it('unmount / approval still open / resolves cancelled and stops listening', async () => {
    const { result, unmount } = renderHook(() => useApproval());
    const promise = request(result.current, submitResult({ operationId: 'op-5' }));
    act(() => unmount());
    await expect(promise).resolves.toEqual({ status: 'cancelled', operationId: 'op-5' });
    // A late answer after unmount changes nothing (no listener left to resolve twice).
    expect(() => bus.publish('approval.completed', { operationId: 'op-5', ok: true })).not.toThrow();
  });
});
