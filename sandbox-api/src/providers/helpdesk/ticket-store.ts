import {
  HELPDESK_REPLY_MAX_UPLOADS,
  type HelpdeskAttachment,
  type HelpdeskConversations,
  type HelpdeskLastThread,
  type HelpdeskThread,
  type HelpdeskTicket,
  type HelpdeskTicketStatus,
} from '@portal/api/catalogue';
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { HelpdeskConfig } from './config';
import type { HelpdeskDatabase } from './db';
import { HelpdeskApiError, notFound, unauthorized } from './errors';
import type { EventSender } from './events';
import { helpdeskContacts, helpdeskThreads, helpdeskTickets, helpdeskUploads } from './schema';

/** The first ticket number: tickets read like `#10234`. */
export const FIRST_TICKET_NUMBER = 10234;

export interface Clock {
  now(): Date;
}

export interface HelpdeskServiceDeps {
  db: HelpdeskDatabase;
  config: Pick<HelpdeskConfig, 'tokenTtlSeconds' | 'rateLimit'>;
  clock: Clock;
  events: EventSender;
}

type TicketRow = typeof helpdeskTickets.$inferSelect;
type ThreadRow = typeof helpdeskThreads.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const ticketNumberOf = (row: Pick<TicketRow, 'number'>) => String(row.number);

/** The reads and writes every part of the help desk shares: tickets, their threads and uploads, contacts. */
export function createTicketStore(db: HelpdeskDatabase) {
  /** Last thread and count of each ticket. */
  async function threadFacts(ticketIds: string[]) {
    const facts = new Map<
      string,
      { last: HelpdeskLastThread | null; count: number; agentReplied: boolean }
    >();
    for (const id of ticketIds) facts.set(id, { last: null, count: 0, agentReplied: false });
    if (ticketIds.length === 0) return facts;
    const rows = await db
      .select({
        ticketId: helpdeskThreads.ticketId,
        direction: helpdeskThreads.direction,
        createdAt: helpdeskThreads.createdAt,
      })
      .from(helpdeskThreads)
      .where(inArray(helpdeskThreads.ticketId, ticketIds))
      .orderBy(asc(helpdeskThreads.createdAt), asc(helpdeskThreads.id));
    for (const row of rows) {
      const fact = facts.get(row.ticketId)!;
      fact.count += 1;
      if (row.direction === 'out') fact.agentReplied = true;
      fact.last = {
        createdAt: row.createdAt.toISOString(),
        to: row.direction === 'out' ? 'customer' : 'agent',
      };
    }
    return facts;
  }

  function toTicket(
    row: TicketRow,
    fact: { last: HelpdeskLastThread | null; count: number },
  ): HelpdeskTicket {
    return {
      id: row.id,
      ticketNumber: ticketNumberOf(row),
      subject: row.subject,
      status: row.status as HelpdeskTicketStatus,
      category: row.category,
      lastThread: fact.last,
      customerReadAt: iso(row.customerReadAt),
      threadCount: fact.count,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function ticketsOf(customerId: number | undefined, status?: HelpdeskTicketStatus) {
    const conditions = [];
    if (customerId !== undefined) conditions.push(eq(helpdeskTickets.customerId, customerId));
    if (status) conditions.push(eq(helpdeskTickets.status, status));
    const rows = await db
      .select()
      .from(helpdeskTickets)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(helpdeskTickets.createdAt), desc(helpdeskTickets.number));
    const facts = await threadFacts(rows.map((row) => row.id));
    return rows.map((row) => toTicket(row, facts.get(row.id)!));
  }

  /**
   * A ticket by its id, or by its number: a link to a ticket (`/messages/{ticketNumber}`, spec 03 §2) carries the
   * number, and the page reads the ticket by it with one `GET /tickets/{id}` (issue 47 item 7). Ids are never all
   * digits, numbers always are.
   */
  async function ticketRow(customerId: number | undefined, ticketId: string) {
    const conditions = [
      /^\d{1,9}$/.test(ticketId)
        ? eq(helpdeskTickets.number, Number(ticketId))
        : eq(helpdeskTickets.id, ticketId),
    ];
    if (customerId !== undefined) conditions.push(eq(helpdeskTickets.customerId, customerId));
    const [row] = await db
      .select()
      .from(helpdeskTickets)
      .where(and(...conditions));
    if (!row) throw notFound();
    return row;
  }

  async function ticket(customerId: number | undefined, ticketId: string) {
    const row = await ticketRow(customerId, ticketId);
    const facts = await threadFacts([row.id]);
    return toTicket(row, facts.get(row.id)!);
  }

  async function attachmentsOf(threadIds: string[]) {
    const byThread = new Map<string, HelpdeskAttachment[]>();
    if (threadIds.length === 0) return byThread;
    const rows = await db
      .select({
        id: helpdeskUploads.id,
        threadId: helpdeskUploads.threadId,
        name: helpdeskUploads.name,
        size: helpdeskUploads.size,
        contentType: helpdeskUploads.contentType,
      })
      .from(helpdeskUploads)
      .where(inArray(helpdeskUploads.threadId, threadIds))
      .orderBy(asc(helpdeskUploads.createdAt), asc(helpdeskUploads.id));
    for (const { threadId, ...attachment } of rows) {
      const list = byThread.get(threadId!) ?? [];
      list.push(attachment);
      byThread.set(threadId!, list);
    }
    return byThread;
  }

  function toThread(row: ThreadRow, attachments: HelpdeskAttachment[]): HelpdeskThread {
    return {
      id: row.id,
      direction: row.direction as 'in' | 'out',
      author: { name: row.authorName, type: row.direction === 'out' ? 'AGENT' : 'END_USER' },
      content: row.content,
      summary: row.content.slice(0, 200),
      attachments,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function conversations(
    customerId: number | undefined,
    ticketId: string,
    { from = 0, limit = 100, order = 'desc' }: { from?: number; limit?: number; order?: 'asc' | 'desc' } = {},
  ): Promise<HelpdeskConversations> {
    await ticketRow(customerId, ticketId);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(helpdeskThreads)
      .where(eq(helpdeskThreads.ticketId, ticketId));
    const sort = order === 'desc' ? desc : asc;
    const rows = await db
      .select()
      .from(helpdeskThreads)
      .where(eq(helpdeskThreads.ticketId, ticketId))
      .orderBy(sort(helpdeskThreads.createdAt), sort(helpdeskThreads.id))
      .offset(from)
      .limit(limit);
    const attachments = await attachmentsOf(rows.map((row) => row.id));
    return { data: rows.map((row) => toThread(row, attachments.get(row.id) ?? [])), total: Number(total) };
  }

  /** Attaches the caller's unused uploads to a thread; an id that is not one is refused. */
  async function claimUploads(tx: HelpdeskDatabase, customerId: number, threadId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    if (unique.length > HELPDESK_REPLY_MAX_UPLOADS)
      throw new HelpdeskApiError(
        422,
        'TOO_MANY_UPLOADS',
        `At most ${HELPDESK_REPLY_MAX_UPLOADS} attachments.`,
      );
    const claimed = await tx
      .update(helpdeskUploads)
      .set({ threadId })
      .where(
        and(
          inArray(helpdeskUploads.id, unique),
          eq(helpdeskUploads.customerId, customerId),
          isNull(helpdeskUploads.threadId),
        ),
      )
      .returning({ id: helpdeskUploads.id });
    if (claimed.length !== unique.length)
      throw new HelpdeskApiError(422, 'UNKNOWN_UPLOAD', 'An upload is unknown or already used.');
  }

  async function nextNumber(tx: HelpdeskDatabase) {
    const [{ top } = { top: null }] = await tx
      .select({ top: max(helpdeskTickets.number) })
      .from(helpdeskTickets);
    return Math.max(FIRST_TICKET_NUMBER, (top ?? FIRST_TICKET_NUMBER - 1) + 1);
  }

  async function contactOf(contactId: string) {
    const [row] = await db.select().from(helpdeskContacts).where(eq(helpdeskContacts.id, contactId));
    if (!row) throw unauthorized('The token is not valid.');
    return row;
  }

  return {
    threadFacts,
    ticketsOf,
    ticketRow,
    ticket,
    attachmentsOf,
    toThread,
    conversations,
    claimUploads,
    nextNumber,
    contactOf,
  };
}
