import { customerIdHeader, restPath } from './rest-client';

describe('the REST client core', () => {
  it('path / fills each :name with its value, URL-encoded', () => {
    expect(restPath('/tickets/:ticketId/threads/:threadId', { ticketId: 'a b', threadId: 7 })).toBe(
      '/tickets/a%20b/threads/7',
    );
  });

  it('customer-id header / only for a customer acted for', () => {
    expect(customerIdHeader(77)).toEqual({ 'X-Customer-Id': '77' });
    expect(customerIdHeader(undefined)).toEqual({});
  });
});
