import { randomUUID } from 'node:crypto';
import type { HelpdeskTicketStatus, SupportAgent, SupportTicketSummary } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { HelpdeskEvent } from './events';
import {
  helpdeskAccounts,
  helpdeskAgents,
  helpdeskContacts,
  helpdeskThreads,
  helpdeskTickets,
} from './schema';
import { createTicketStore, ticketNumberOf, type HelpdeskServiceDeps } from './ticket-store';

/** The agent console, and what the product asks with the service key. */
export function createConsoleService({ db, clock, events }: HelpdeskServiceDeps) {
  const { threadFacts, ticketsOf, ticketRow, ticket, conversations } = createTicketStore(db);

  async function tell(event: Omit<HelpdeskEvent, 'occurredAt'>) {
    await events.send({ ...event, occurredAt: clock.now().toISOString() });
  }

  return {
    // ---- The agent console ------------------------------------------------------------------------------------

    consoleTickets: (status?: HelpdeskTicketStatus) => ticketsOf(undefined, status),

    async consoleTicket(ticketId: string) {
      const found = await ticket(undefined, ticketId);
      const [account] = await db
        .select()
        .from(helpdeskAccounts)
        .innerJoin(helpdeskTickets, eq(helpdeskTickets.customerId, helpdeskAccounts.customerId))
        .where(eq(helpdeskTickets.id, ticketId));
      const [contact] = await db
        .select({ name: helpdeskContacts.name, email: helpdeskContacts.email })
        .from(helpdeskContacts)
        .innerJoin(helpdeskTickets, eq(helpdeskTickets.contactId, helpdeskContacts.id))
        .where(eq(helpdeskTickets.id, ticketId));
      const threads = await conversations(undefined, ticketId, { limit: 1000, order: 'asc' });
      return {
        ticket: found,
        customerId: (await ticketRow(undefined, ticketId)).customerId,
        customerName: account?.helpdesk_accounts.name ?? '',
        contact: contact ?? null,
        threads: threads.data,
      };
    },

    /** An agent's answer: the ticket waits on the customer; the product is told (a failure to tell is logged). */
    async agentReply(ticketId: string, content: string, agentName: string) {
      const row = await ticketRow(undefined, ticketId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(helpdeskThreads).values({
          id: randomUUID(),
          ticketId,
          direction: 'out',
          authorName: agentName,
          content,
          createdAt: now,
        });
        await tx
          .update(helpdeskTickets)
          .set({ updatedAt: now, status: 'Open' })
          .where(eq(helpdeskTickets.id, ticketId));
      });
      await tell({
        type: 'agentReply',
        customerId: row.customerId,
        ticketId,
        ticketNumber: ticketNumberOf(row),
        status: 'Open',
      });
    },

    /** Closes a ticket: `Closed-no-reply` when no agent ever answered it. */
    async close(ticketId: string): Promise<HelpdeskTicketStatus> {
      const row = await ticketRow(undefined, ticketId);
      const facts = await threadFacts([ticketId]);
      const status: HelpdeskTicketStatus = facts.get(ticketId)!.agentReplied ? 'Closed' : 'Closed-no-reply';
      await db
        .update(helpdeskTickets)
        .set({ status, updatedAt: clock.now() })
        .where(eq(helpdeskTickets.id, ticketId));
      await tell({
        type: 'ticketClosed',
        customerId: row.customerId,
        ticketId,
        ticketNumber: ticketNumberOf(row),
        status,
      });
      return status;
    },

    // ---- Server to server (the product, with the service key) -------------------------------------------------

    async customerTickets(customerId: number): Promise<SupportTicketSummary[]> {
      return (await ticketsOf(customerId)).map((each) => ({
        ticketNumber: each.ticketNumber,
        status: each.status,
        customerReadAt: each.customerReadAt,
        lastThread: each.lastThread,
      }));
    },

    async agentOf(customerId: number): Promise<SupportAgent | null> {
      const [row] = await db
        .select({
          id: helpdeskAgents.id,
          name: helpdeskAgents.name,
          email: helpdeskAgents.email,
          hours: helpdeskAgents.hours,
        })
        .from(helpdeskAccounts)
        .innerJoin(helpdeskAgents, eq(helpdeskAgents.id, helpdeskAccounts.managerAgentId))
        .where(eq(helpdeskAccounts.customerId, customerId));
      return row ?? null;
    },
  };
}
