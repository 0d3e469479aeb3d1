import { ApiError } from '@portal/api/errors';
import { createOutage, retryDelay } from './outage';

/** A window and a document of our own, so a test can go offline, focus and hide the page. */
function browser() {
  const target = new EventTarget();
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    target,
    page,
    fire: (on: EventTarget, type: string) => on.dispatchEvent(new Event(type)),
    setVisibility(state: DocumentVisibilityState) {
      page.visibilityState = state;
      page.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A call that fails with `failures` in turn, then answers 'data'; `at` records when it ran. */
function scripted(failures: readonly Error[]) {
  const at: number[] = [];
  const call = jest.fn(async () => {
    at.push(Date.now());
    const failure = failures[at.length - 1];
    if (failure) throw failure;
    return 'data';
  });
  return { call, at };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('createOutage (issue 22: the back end away)', () => {
  it('back-off / 1 s, 2 s, 4 s… at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('no connection twice, then an answer / retried after 1 s and 2 s, the cause shown meanwhile', async () => {
    const { target, page } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const { call, at } = scripted([ApiError.network(), ApiError.serverUnavailable(503)]);
    const causes: unknown[] = [];
    outage.cause$.subscribe((cause) => causes.push(cause));
    const result = outage.retrying(call);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('data');
    expect(at).toEqual([0, 1000, 3000]);
    expect(causes).toEqual([null, 'network', 'server', null]);
  });

  it('a refusal / rejected at once, never retried, no outage', async () => {
    const { target, page } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const refusal = ApiError.fromBody({ responseCode: 'AU', responseDescription: 'Unauthorized' }, 401);
    const { call } = scripted([refusal]);
    await expect(outage.retrying(call)).rejects.toBe(refusal);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(1);
    expect(outage.cause$.value).toBeNull();
  });

  it('hidden page / no attempts while hidden; one at once when shown again', async () => {
    const { target, page, setVisibility } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const { call, at } = scripted([ApiError.network()]);
    const result = outage.retrying(call);
    await flush();
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(call).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await expect(result).resolves.toBe('data');
    expect(at).toEqual([0, 120_000]);
  });

  it.each(['online', 'focus'])('the window fires %s / tried again at once', async (type) => {
    const { target, page, fire } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const { call, at } = scripted([ApiError.network()]);
    const result = outage.retrying(call);
    await jest.advanceTimersByTimeAsync(500);
    fire(target, type);
    await expect(result).resolves.toBe('data');
    expect(at).toEqual([0, 500]);
  });

  it('the Retry action / tried again at once', async () => {
    const { target, page } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const { call, at } = scripted([ApiError.serverUnavailable(500)]);
    const result = outage.retrying(call);
    await jest.advanceTimersByTimeAsync(200);
    outage.retryNow();
    await expect(result).resolves.toBe('data');
    expect(at).toEqual([0, 200]);
  });

  it('the session ended while waiting / gives up with the last failure, no outage left', async () => {
    const { target, page } = browser();
    let signedIn = true;
    const outage = createOutage({ keepWaiting: () => signedIn, target, page });
    const failure = ApiError.network();
    const { call } = scripted([failure, failure]);
    const result = outage.retrying(call);
    await flush();
    signedIn = false;
    outage.retryNow();
    await expect(result).rejects.toBe(failure);
    expect(call).toHaveBeenCalledTimes(1);
    expect(outage.cause$.value).toBeNull();
  });

  it('two calls failing together / one back-off step per turn, not two', async () => {
    const { target, page } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const first = scripted([ApiError.network(), ApiError.network()]);
    const second = scripted([ApiError.network(), ApiError.network()]);
    const results = Promise.all([outage.retrying(first.call), outage.retrying(second.call)]);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(results).resolves.toEqual(['data', 'data']);
    expect([first.at, second.at]).toEqual([
      [0, 1000, 3000],
      [0, 1000, 3000],
    ]);
  });

  it('another call gets through while one waits / the waiting one goes at once', async () => {
    const { target, page } = browser();
    const outage = createOutage({ keepWaiting: () => true, target, page });
    const waiting = scripted([ApiError.network()]);
    const result = outage.retrying(waiting.call);
    await jest.advanceTimersByTimeAsync(400);
    await expect(outage.retrying(async () => 'other')).resolves.toBe('other');
    await expect(result).resolves.toBe('data');
    expect(waiting.at).toEqual([0, 400]);
    expect(outage.cause$.value).toBeNull();
  });
});
