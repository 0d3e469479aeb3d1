import { EventBus } from './bus';

describe('EventBus', () => {
  it('on / a published event of that type / handler receives the payload', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on('toast.show', (p) => seen.push(p.text));
    bus.publish('toast.show', { tone: 'info', text: 'Saved' });
    expect(seen).toEqual(['Saved']);
  });

  it('on / an event of another type / handler is not called', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    bus.on('session.ended', handler);
    bus.publish('toast.show', { tone: 'info', text: 'x' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('unsubscribe / later events / handler no longer called', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    const subscription = bus.on('live.transaction', handler);
    bus.publish('live.transaction', { accountId: 1, transactionId: 2 });
    subscription.unsubscribe();
    bus.publish('live.transaction', { accountId: 1, transactionId: 3 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
