import { bus } from '@portal/events/bus';
import { areaQueryClient } from './query';

describe('the area query cache', () => {
  beforeEach(() => areaQueryClient.clear());

  it('session ended / everything cached is dropped', () => {
    areaQueryClient.setQueryData(['balanceInquiry', 'self'], ['EUR 10']);

    bus.publish('session.ended', { reason: 'logout' });

    expect(areaQueryClient.getQueryData(['balanceInquiry', 'self'])).toBeUndefined();
  });

  it('money moved on the live channel / cached answers turn stale, kept until asked again', () => {
    areaQueryClient.setQueryData(['balanceInquiry', 'self'], ['EUR 10']);
    expect(areaQueryClient.getQueryState(['balanceInquiry', 'self'])?.isInvalidated).toBe(false);

    bus.publish('live.transaction', { accountId: 1, transactionId: 2 });

    expect(areaQueryClient.getQueryState(['balanceInquiry', 'self'])?.isInvalidated).toBe(true);
    expect(areaQueryClient.getQueryData(['balanceInquiry', 'self'])).toEqual(['EUR 10']);
  });
});
