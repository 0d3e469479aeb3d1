import { bus, type PortalEventMap } from '@portal/events/bus';
import { publishSignedIn } from './live-channel';

describe('publishSignedIn', () => {
  it('transaction with operationId and status / passed on as live.transaction', () => {
    const seen: PortalEventMap['live.transaction'][] = [];
    const subscription = bus.on('live.transaction', (event) => seen.push(event));

    publishSignedIn({
      type: 'transaction',
      payload: { accountId: 4, transactionId: 0, operationId: 'op-1', status: 'refused' },
    });

    subscription.unsubscribe();
    expect(seen).toEqual([{ accountId: 4, transactionId: 0, operationId: 'op-1', status: 'refused' }]);
  });

  it('approvals.changed / live.approvalsChanged with the counters', () => {
    const seen: PortalEventMap['live.approvalsChanged'][] = [];
    const subscription = bus.on('live.approvalsChanged', (event) => seen.push(event));

    publishSignedIn({
      type: 'approvals.changed',
      payload: { massTransactionRequestCount: 1, transactionRequestCount: 3 },
    });

    subscription.unsubscribe();
    expect(seen).toEqual([{ massTransactionRequestCount: 1, transactionRequestCount: 3 }]);
  });
});
