import { BehaviorSubject } from 'rxjs';
import type { ApprovalCountsResponse } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import type { UserState } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { userState } from '../testing/users';
import { startApprovalCounts } from './approval-counts';

const approver = userState({ customerType: 1, accessRight: 2 });

function setUp(user: UserState | null, answers: ApprovalCountsResponse[]) {
  const call = jest.fn();
  for (const answer of answers) call.mockResolvedValueOnce(answer);
  const method = stubMethodClient(call);
  const user$ = new BehaviorSubject<UserState | null>(user);
  const actingCustomerId$ = new BehaviorSubject<number | undefined>(undefined);
  const counts$ = new BehaviorSubject<ApprovalCountsResponse | null>(null);
  const stop = startApprovalCounts({ bus, method, user$, actingCustomerId$, counts$ });
  return { call, user$, actingCustomerId$, counts$, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const counts = (transactionRequestCount: number, massTransactionRequestCount: number) => ({
  transactionRequestCount,
  massTransactionRequestCount,
});

describe('startApprovalCounts', () => {
  it('approver signed in / loads the counters without an error popup', async () => {
    const { call, counts$, stop } = setUp(approver, [counts(3, 1)]);
    await flush();

    expect(call).toHaveBeenCalledWith('getApprovalCounts', {}, { popup: false });
    expect(counts$.value).toEqual(counts(3, 1));
    stop();
  });

  it('user who approves nothing / no call, no counters', async () => {
    const { call, counts$, stop } = setUp(userState(), []);
    await flush();

    expect(call).not.toHaveBeenCalled();
    expect(counts$.value).toBeNull();
    stop();
  });

  it('live approvalsChanged, approval completed, acting customer changed / reloaded each time', async () => {
    const { call, counts$, actingCustomerId$, stop } = setUp(approver, [
      counts(3, 1),
      counts(2, 1),
      counts(2, 0),
      counts(7, 4),
    ]);
    await flush();

    bus.publish('live.approvalsChanged', counts(2, 1));
    await flush();
    expect(counts$.value).toEqual(counts(2, 1));

    bus.publish('approval.completed', { operationId: 'op', ok: true });
    await flush();
    expect(counts$.value).toEqual(counts(2, 0));

    actingCustomerId$.next(555);
    await flush();
    expect(counts$.value).toEqual(counts(7, 4));
    expect(call).toHaveBeenCalledTimes(4);
    stop();
  });

  it('signed out / counters cleared; after stop, events load nothing', async () => {
    const { call, user$, counts$, stop } = setUp(approver, [counts(3, 1)]);
    await flush();

    user$.next(null);
    expect(counts$.value).toBeNull();
    stop();
    bus.publish('live.approvalsChanged', counts(1, 1));
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('an answer for the company left behind / ignored', async () => {
    let answerFirst: (value: ApprovalCountsResponse) => void = () => undefined;
    const call = jest
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(counts(0, 2));
    const actingCustomerId$ = new BehaviorSubject<number | undefined>(1);
    const counts$ = new BehaviorSubject<ApprovalCountsResponse | null>(null);
    const stop = startApprovalCounts({
      bus,
      method: stubMethodClient(call),
      user$: new BehaviorSubject<UserState | null>(approver),
      actingCustomerId$,
      counts$,
    });

    actingCustomerId$.next(2);
    await flush();
    answerFirst(counts(9, 9));
    await flush();

    expect(counts$.value).toEqual(counts(0, 2));
    stop();
  });
});
