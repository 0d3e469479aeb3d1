import type { TokenSource } from '@portal/api/client';
import { LIVE_UNAUTHORIZED_CLOSE } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { connectLiveChannel, publishSignedIn } from './live-channel';

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

  it('invoices.changed / live.invoicesChanged, so the invoice lists reload (issue 15 item 4)', () => {
    const seen: PortalEventMap['live.invoicesChanged'][] = [];
    const subscription = bus.on('live.invoicesChanged', (event) => seen.push(event));

    publishSignedIn({ type: 'invoices.changed', payload: { invoiceId: 4001, status: 'paid' } });

    subscription.unsubscribe();
    expect(seen).toEqual([{ invoiceId: 4001, status: 'paid' }]);
  });
});

/** A WebSocket the test drives: it records what was opened and closes when told to. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  readonly sent: unknown[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {}
  /** A message from the server. */
  receive(message: unknown): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
  /** Opens: the channel sends its token in the first message. */
  accept(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  closeWith(code: number): void {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

describe('connectLiveChannel after the server refused the token', () => {
  const realSocket = global.WebSocket;
  beforeEach(() => {
    FakeSocket.opened = [];
    global.WebSocket = FakeSocket as unknown as typeof WebSocket;
    jest.useFakeTimers();
  });
  afterEach(() => {
    global.WebSocket = realSocket;
    jest.useRealTimers();
  });

  /** Tokens whose refresh fails with `failure`; `endsSession` is what a refused refresh does to the session. */
  const failingRefresh = (failure: Error, endsSession: boolean): TokenSource => {
    let token: string | undefined = 'stale';
    return {
      accessToken: () => token,
      expiresAt: () => undefined,
      refused: () => undefined,
      refresh: async () => {
        if (endsSession) token = undefined;
        throw failure;
      },
    };
  };

  it('the refresh cannot reach the back end / still signed in, so the channel connects again (issue 22)', async () => {
    const stop = connectLiveChannel('http://api.test', failingRefresh(ApiError.network(), false));
    FakeSocket.opened[0]!.accept();
    FakeSocket.opened[0]!.closeWith(LIVE_UNAUTHORIZED_CLOSE);
    await jest.advanceTimersByTimeAsync(30_000);
    stop();
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('the refresh is refused / the session ended, the channel stays closed', async () => {
    const refusal = ApiError.fromBody({ responseCode: 'AU', responseDescription: 'Session ended' }, 401);
    const stop = connectLiveChannel('http://api.test', failingRefresh(refusal, true));
    FakeSocket.opened[0]!.accept();
    FakeSocket.opened[0]!.closeWith(LIVE_UNAUTHORIZED_CLOSE);
    await jest.advanceTimersByTimeAsync(30_000);
    stop();
    expect(FakeSocket.opened).toHaveLength(1);
  });
});

describe('connectLiveChannel after the socket was lost (issue 34)', () => {
  const realSocket = global.WebSocket;
  beforeEach(() => {
    FakeSocket.opened = [];
    global.WebSocket = FakeSocket as unknown as typeof WebSocket;
    jest.useFakeTimers();
  });
  afterEach(() => {
    global.WebSocket = realSocket;
    jest.useRealTimers();
  });

  const tokens: TokenSource = {
    accessToken: () => 'token',
    expiresAt: () => undefined,
    refused: () => undefined,
    refresh: async () => 'token',
  };

  it('asks again for what came after the newest event it had: `since` on the next auth, none on the first', async () => {
    const stop = connectLiveChannel('http://api.test', tokens);
    const first = FakeSocket.opened[0]!;
    first.accept();
    expect(first.sent).toEqual([{ type: 'auth', token: 'token' }]);
    first.receive({ type: 'auth.ok', customerId: 1 });
    first.receive({
      id: 41,
      type: 'approvals.changed',
      payload: { massTransactionRequestCount: 0, transactionRequestCount: 1 },
    });
    first.receive({
      id: 40,
      type: 'approvals.changed',
      payload: { massTransactionRequestCount: 0, transactionRequestCount: 0 },
    });
    first.closeWith(1006);
    await jest.advanceTimersByTimeAsync(30_000);

    const second = FakeSocket.opened[1]!;
    second.accept();
    stop();
    expect(second.sent).toEqual([{ type: 'auth', token: 'token', since: 41 }]);
  });
});
