import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  SUPPORT_CONVERSATION_PAGE_SIZE,
  SUPPORT_PREVIEW_CONVERSATIONS,
  SUPPORT_TICKET_PAGE_SIZE,
  type HelpdeskComposeTicket,
  type HelpdeskReply,
  type HelpdeskTicket,
  type SupportFilter,
} from '@portal/api/catalogue';
import { HttpError } from '@portal/api/client';
import type { HelpdeskClient } from '@portal/api/helpdesk';
import { useSubject } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { SUPPORT_QUERY_KEY, useHelpdesk } from './helpdesk';

const who = (customerId: number | undefined) => customerId ?? 'self';

export const statsQuery = (client: HelpdeskClient, customerId?: number) => ({
  queryKey: [SUPPORT_QUERY_KEY, 'stats', who(customerId)] as const,
  queryFn: () => client.stats(),
});

/** spec 03 §4 "Filters: all, open, new, closed"; spec 03 §9 "tickets 20". `page` is 1-based. */
export const ticketsQuery = (
  client: HelpdeskClient,
  customerId: number | undefined,
  filter: SupportFilter,
  page: number,
) => ({
  queryKey: [SUPPORT_QUERY_KEY, 'tickets', who(customerId), filter, page] as const,
  queryFn: () =>
    client.tickets({
      statusId: filter,
      from: (page - 1) * SUPPORT_TICKET_PAGE_SIZE,
      limit: SUPPORT_TICKET_PAGE_SIZE,
    }),
});

export function useStats() {
  const client = useHelpdesk();
  const customerId = useSubject(actingCustomerId$);
  return useQuery(statsQuery(client, customerId));
}

export function useTickets(filter: SupportFilter, page: number) {
  const client = useHelpdesk();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ ...ticketsQuery(client, customerId, filter, page), placeholderData: (last) => last });
}

/** spec 03 §9: 2 conversations for a row's preview. */
const previewQuery = (client: HelpdeskClient, customerId: number | undefined, ticketId: string) => ({
  queryKey: [SUPPORT_QUERY_KEY, 'preview', who(customerId), ticketId] as const,
  queryFn: () => client.conversations(ticketId, { limit: SUPPORT_PREVIEW_CONVERSATIONS }),
});

export function usePreview(ticketId: string) {
  const client = useHelpdesk();
  const customerId = useSubject(actingCustomerId$);
  return useQuery(previewQuery(client, customerId, ticketId));
}

/**
 * Whether these tickets' previews have all answered (or failed): the same queries as the rows' (`usePreview`), so
 * nothing is asked twice. What stands below the list waits for it, since each preview that arrives makes its row
 * taller.
 */
export function usePreviewsSettled(ticketIds: readonly string[]): boolean {
  const client = useHelpdesk();
  const customerId = useSubject(actingCustomerId$);
  return useQueries({
    queries: ticketIds.map((ticketId) => previewQuery(client, customerId, ticketId)),
    combine: (results) => results.every((result) => !result.isPending),
  });
}

/**
 * A ticket by its number (the route's `ticketNumber`): one `GET /tickets/{id}`, which the provider answers for the
 * number a link carries too (issue 47 item 7), never a search of the list; null when there is no such ticket.
 */
export const ticketQuery = (
  client: HelpdeskClient,
  customerId: number | undefined,
  ticketNumber: string,
) => ({
  queryKey: [SUPPORT_QUERY_KEY, 'ticket', who(customerId), ticketNumber] as const,
  queryFn: async (): Promise<HelpdeskTicket | null> => {
    try {
      return await client.ticket(ticketNumber);
    } catch (error) {
      if (error instanceof HttpError && error.response?.status === 404) return null;
      throw error;
    }
  },
});

export function useTicket(ticketNumber: string) {
  const client = useHelpdesk();
  return useQuery(ticketQuery(client, useSubject(actingCustomerId$), ticketNumber));
}

/** spec 03 §9: conversations 100. */
export const conversationsQuery = (
  client: HelpdeskClient,
  customerId: number | undefined,
  ticketId: string | undefined,
) => ({
  queryKey: [SUPPORT_QUERY_KEY, 'conversations', who(customerId), ticketId] as const,
  queryFn: () => client.conversations(ticketId!, { limit: SUPPORT_CONVERSATION_PAGE_SIZE }),
  enabled: ticketId !== undefined,
});

export function useConversations(ticketId: string | undefined) {
  const client = useHelpdesk();
  return useQuery(conversationsQuery(client, useSubject(actingCustomerId$), ticketId));
}

/**
 * A ticket page's first data: the ticket, then its conversation, and the stats (its unread mark). Rendered before
 * the conversation, the reply form stood where the conversation then pushed it from (issue 49: CLS 0.11). Never
 * rejects: the page shows its own error state.
 */
export async function prefetchTicketPage(
  queryClient: QueryClient,
  client: HelpdeskClient,
  customerId: number | undefined,
  ticketNumber: string,
): Promise<void> {
  const stats = queryClient.prefetchQuery(statsQuery(client, customerId));
  const ticket = await queryClient
    .fetchQuery(ticketQuery(client, customerId, ticketNumber))
    .catch(() => null);
  await Promise.all([
    stats,
    ticket ? queryClient.prefetchQuery(conversationsQuery(client, customerId, ticket.id)) : undefined,
  ]);
}

export function useTicketFields(enabled: boolean) {
  const client = useHelpdesk();
  return useQuery({
    queryKey: [SUPPORT_QUERY_KEY, 'fields'] as const,
    queryFn: () => client.ticketFields(),
    enabled,
    staleTime: Infinity,
  });
}

/** spec 03 §6: the manager agent, loaded only for business users. */
export function useAgent() {
  const client = useHelpdesk();
  const customerId = useSubject(actingCustomerId$);
  const user = useSubject(user$);
  const business = user?.customerType === 1;
  return {
    business,
    agent: useQuery({
      queryKey: [SUPPORT_QUERY_KEY, 'agent', who(customerId)] as const,
      queryFn: () => client.agent(),
      enabled: business,
    }),
  };
}

const invalidateSupport = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY] });

export function useReply(ticketId: string | undefined) {
  const client = useHelpdesk();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: HelpdeskReply) => client.reply(ticketId!, reply),
    onSuccess: () => invalidateSupport(queryClient),
  });
}

export function useCompose() {
  const client = useHelpdesk();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: HelpdeskComposeTicket) => client.compose(ticket),
    onSuccess: () => invalidateSupport(queryClient),
  });
}
