import { QueryClient } from '@tanstack/react-query';
import type { HelpdeskClient } from '@portal/api/helpdesk';
import { HttpError } from '@portal/api/client';
import { conversationsQuery, prefetchTicketPage, statsQuery, ticketQuery } from './tickets';

const ticket = { id: '9001', ticketNumber: '10238', subject: 'Add a user' };
const conversation = { data: [{ id: 't1' }], total: 1 };

function clientWith(found: boolean) {
  return {
    stats: jest.fn(async () => ({ unreadTicketNumbers: ['10238'] })),
    ticket: jest.fn(async () => {
      if (found) return ticket;
      throw new HttpError('status', 'Request failed with status code 404', { status: 404, data: {} });
    }),
    conversations: jest.fn(async () => conversation),
  };
}

describe('prefetchTicketPage (issue 49: the ticket page renders whole, nothing pushes its reply form)', () => {
  it('a ticket / the ticket, its conversation by the ticket’s id, and the stats in the cache', async () => {
    const queryClient = new QueryClient();
    const client = clientWith(true);
    const helpdesk = client as unknown as HelpdeskClient;

    await prefetchTicketPage(queryClient, helpdesk, 20003, '10238');

    expect(client.ticket).toHaveBeenCalledWith('10238');
    expect(client.conversations).toHaveBeenCalledWith('9001', { limit: 100 });
    expect(queryClient.getQueryData(ticketQuery(helpdesk, 20003, '10238').queryKey)).toEqual(ticket);
    expect(queryClient.getQueryData(conversationsQuery(helpdesk, 20003, '9001').queryKey)).toEqual(
      conversation,
    );
    expect(queryClient.getQueryData(statsQuery(helpdesk, 20003).queryKey)).toEqual({
      unreadTicketNumbers: ['10238'],
    });
  });

  it('no such ticket / null kept for the page to say so, no conversation asked, no rejection', async () => {
    const queryClient = new QueryClient();
    const client = clientWith(false);
    const helpdesk = client as unknown as HelpdeskClient;

    await expect(prefetchTicketPage(queryClient, helpdesk, undefined, '404404')).resolves.toBeUndefined();

    expect(queryClient.getQueryData(ticketQuery(helpdesk, undefined, '404404').queryKey)).toBeNull();
    expect(client.conversations).not.toHaveBeenCalled();
  });
});
