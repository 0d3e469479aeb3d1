import { yieldToBrowser } from './yield';

describe('yieldToBrowser (issue 28 item 1)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('no scheduler.yield / goes on in a later task, after the microtasks and the tasks queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it('the browser has scheduler.yield / not used: the tasks queued before still go first', async () => {
    const yieldFn = jest.fn().mockResolvedValue(undefined);
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser().then(() => order.push('after the yield'));
    expect(yieldFn).not.toHaveBeenCalled();
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
