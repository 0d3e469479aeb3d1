import { randomUUID } from 'node:crypto';
import {
  supportStatusId,
  type HelpdeskComposeTicket,
  type HelpdeskReply,
  type HelpdeskThread,
  type HelpdeskTicket,
  type HelpdeskTicketField,
  type HelpdeskTicketList,
  type HelpdeskTicketQuery,
} from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import { HelpdeskApiError, notFound } from './errors';
import { helpdeskThreads, helpdeskTickets, helpdeskUploads } from './schema';
import { createTicketStore, type HelpdeskServiceDeps } from './ticket-store';
import type { HelpdeskCaller } from './tokens-service';

/** The new-ticket form as this provider configures it (`GET /ticketsFields`). */
export const TICKET_CATEGORIES = ['Account', 'Payments', 'Cards', 'Documents', 'Other'] as const;
export const TICKET_FIELDS: HelpdeskTicketField[] = [
  { apiName: 'subject', displayLabel: 'Subject', type: 'Text', isMandatory: true, maxLength: 255 },
  {
    apiName: 'category',
    displayLabel: 'Category',
    type: 'Picklist',
    isMandatory: true,
    allowedValues: [...TICKET_CATEGORIES],
  },
  {
    apiName: 'description',
    displayLabel: 'Description',
    type: 'Textarea',
    isMandatory: true,
    maxLength: 32000,
  },
];

/** The customer's tickets: listed, read, answered, composed, with their uploads. */
export function createTicketService({ db, clock }: HelpdeskServiceDeps) {
  const {
    ticketsOf,
    ticketRow,
    ticket,
    attachmentsOf,
    toThread,
    conversations,
    claimUploads,
    nextNumber,
    contactOf,
  } = createTicketStore(db);

  return {
    async listTickets(caller: HelpdeskCaller, query: HelpdeskTicketQuery): Promise<HelpdeskTicketList> {
      const now = clock.now().getTime();
      const search = query.search?.trim().toLowerCase();
      const all = (await ticketsOf(caller.customerId)).filter(
        (each) =>
          (!query.statusId || query.statusId === 'all' || supportStatusId(each, now) === query.statusId) &&
          (!search || each.subject.toLowerCase().includes(search) || each.ticketNumber.includes(search)),
      );
      const from = query.from ?? 0;
      return { data: all.slice(from, from + (query.limit ?? 20)), total: all.length };
    },

    ticket: (caller: HelpdeskCaller, ticketId: string) => ticket(caller.customerId, ticketId),

    async updateTicket(caller: HelpdeskCaller, ticketId: string, update: { customerReadAt?: string }) {
      await ticketRow(caller.customerId, ticketId);
      if (update.customerReadAt !== undefined) {
        const readAt = new Date(update.customerReadAt);
        if (Number.isNaN(readAt.getTime()))
          throw new HelpdeskApiError(422, 'INVALID_DATA', 'customerReadAt must be a date and time.');
        await db
          .update(helpdeskTickets)
          .set({ customerReadAt: readAt })
          .where(eq(helpdeskTickets.id, ticketId));
      }
      return ticket(caller.customerId, ticketId);
    },

    conversations: (caller: HelpdeskCaller, ticketId: string, page: { from?: number; limit?: number }) =>
      conversations(caller.customerId, ticketId, page),

    async thread(caller: HelpdeskCaller, ticketId: string, threadId: string): Promise<HelpdeskThread> {
      await ticketRow(caller.customerId, ticketId);
      const [row] = await db
        .select()
        .from(helpdeskThreads)
        .where(and(eq(helpdeskThreads.id, threadId), eq(helpdeskThreads.ticketId, ticketId)));
      if (!row) throw notFound('The thread');
      return toThread(row, (await attachmentsOf([row.id])).get(row.id) ?? []);
    },

    /** The customer's reply: a closed ticket opens again. */
    async reply(caller: HelpdeskCaller, ticketId: string, body: HelpdeskReply): Promise<HelpdeskThread> {
      const contact = await contactOf(caller.contactId);
      const current = await ticketRow(caller.customerId, ticketId);
      const now = clock.now();
      const threadId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(helpdeskThreads).values({
          id: threadId,
          ticketId,
          direction: 'in',
          authorName: contact.name,
          content: body.content,
          createdAt: now,
        });
        await claimUploads(tx, caller.customerId, threadId, body.uploads ?? []);
        await tx
          .update(helpdeskTickets)
          .set({ updatedAt: now, status: current.status === 'On Hold' ? 'On Hold' : 'Open' })
          .where(eq(helpdeskTickets.id, ticketId));
      });
      return this.thread(caller, ticketId, threadId);
    },

    ticketFields: () => TICKET_FIELDS,

    async compose(caller: HelpdeskCaller, body: HelpdeskComposeTicket): Promise<HelpdeskTicket> {
      const errors: string[] = [];
      for (const field of TICKET_FIELDS) {
        const value = body.fields[field.apiName]?.trim() ?? '';
        if (field.isMandatory && !value) errors.push(`${field.apiName}: required`);
        if (field.maxLength && value.length > field.maxLength)
          errors.push(`${field.apiName}: at most ${field.maxLength} characters`);
        if (value && field.allowedValues && !field.allowedValues.includes(value))
          errors.push(`${field.apiName}: one of ${field.allowedValues.join(', ')}`);
      }
      if (errors.length) throw new HelpdeskApiError(422, 'INVALID_DATA', errors.join('; '));
      const contact = await contactOf(caller.contactId);
      const now = clock.now();
      const ticketId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(helpdeskTickets).values({
          id: ticketId,
          number: await nextNumber(tx),
          customerId: caller.customerId,
          contactId: contact.id,
          subject: body.fields.subject!.trim(),
          category: body.fields.category!.trim(),
          status: 'Open',
          createdAt: now,
          updatedAt: now,
        });
        const threadId = randomUUID();
        await tx.insert(helpdeskThreads).values({
          id: threadId,
          ticketId,
          direction: 'in',
          authorName: contact.name,
          content: body.fields.description!.trim(),
          createdAt: now,
        });
        await claimUploads(tx, caller.customerId, threadId, body.uploads ?? []);
      });
      return ticket(caller.customerId, ticketId);
    },

    async upload(
      caller: HelpdeskCaller,
      file: { name: string; contentType: string; bytes: Buffer },
    ): Promise<{ id: string; name: string; size: number }> {
      const id = randomUUID();
      await db.insert(helpdeskUploads).values({
        id,
        customerId: caller.customerId,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        bytes: file.bytes,
        createdAt: clock.now(),
      });
      return { id, name: file.name, size: file.bytes.length };
    },

    /** An attachment's bytes: the caller's customer's (or, with no caller, the console's: any ticket). */
    async attachment(
      customerId: number | undefined,
      ticketId: string,
      threadId: string,
      attachmentId: string,
    ) {
      await ticketRow(customerId, ticketId);
      const [row] = await db
        .select({
          name: helpdeskUploads.name,
          contentType: helpdeskUploads.contentType,
          bytes: helpdeskUploads.bytes,
        })
        .from(helpdeskUploads)
        .innerJoin(helpdeskThreads, eq(helpdeskThreads.id, helpdeskUploads.threadId))
        .where(
          and(
            eq(helpdeskUploads.id, attachmentId),
            eq(helpdeskUploads.threadId, threadId),
            eq(helpdeskThreads.ticketId, ticketId),
          ),
        );
      if (!row) throw notFound('The attachment');
      return row;
    },
  };
}
