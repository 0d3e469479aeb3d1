import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  HELPDESK_REPLY_MAX_UPLOADS,
  supportStatusId,
  type HelpdeskAttachment,
  type HelpdeskComposeTicket,
  type HelpdeskContact,
  type HelpdeskConversations,
  type HelpdeskLastThread,
  type HelpdeskReply,
  type HelpdeskThread,
  type HelpdeskTicket,
  type HelpdeskTicketField,
  type HelpdeskTicketList,
  type HelpdeskTicketQuery,
  type HelpdeskTicketStatus,
  type SupportAgent,
  type SupportTicketSummary,
} from '@portal/api/catalogue';
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { HelpdeskConfig } from './config';
import type { HelpdeskDatabase } from './db';
import type { EventSender, HelpdeskEvent } from './events';
import {
  helpdeskAccounts,
  helpdeskAgents,
  helpdeskContacts,
  helpdeskThreads,
  helpdeskTickets,
  helpdeskTokens,
  helpdeskUploads,
} from './schema';

/** A refusal of the provider, answered as `HelpdeskError` with its status. */
export class HelpdeskApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HelpdeskApiError';
  }
}

export const notFound = (what = 'The ticket') =>
  new HelpdeskApiError(404, 'NOT_FOUND', `${what} was not found.`);
const unauthorized = (message: string) => new HelpdeskApiError(401, 'UNAUTHORIZED', message);

/** The first ticket number: tickets read like `#10234`. */
export const FIRST_TICKET_NUMBER = 10234;

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

export interface Clock {
  now(): Date;
}

/** Who calls with a provider token. */
export interface HelpdeskCaller {
  contactId: string;
  customerId: number;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type TicketRow = typeof helpdeskTickets.$inferSelect;
type ThreadRow = typeof helpdeskThreads.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const ticketNumberOf = (row: Pick<TicketRow, 'number'>) => String(row.number);

export function createHelpdeskService({
  db,
  config,
  clock,
  events,
}: {
  db: HelpdeskDatabase;
  config: Pick<HelpdeskConfig, 'tokenTtlSeconds' | 'rateLimit'>;
  clock: Clock;
  events: EventSender;
}) {
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

  async function tell(event: Omit<HelpdeskEvent, 'occurredAt'>) {
    await events.send({ ...event, occurredAt: clock.now().toISOString() });
  }

  return {
    /** The contact of the JWT's customer and e-mail, made on first use (the name follows the latest JWT). */
    async ensureContact(customerId: number, email: string, name: string): Promise<HelpdeskContact> {
      const normalized = email.trim().toLowerCase();
      const [row] = await db
        .insert(helpdeskContacts)
        .values({ id: randomUUID(), customerId, email: normalized, name })
        .onConflictDoUpdate({
          target: [helpdeskContacts.customerId, helpdeskContacts.email],
          set: { name },
        })
        .returning();
      await db
        .insert(helpdeskAccounts)
        .values({ customerId, name })
        .onConflictDoNothing({ target: helpdeskAccounts.customerId });
      return { id: row!.id, customerId, name: row!.name, email: row!.email };
    },

    /** A new random access token; only its digest is stored. */
    async issueToken(contact: HelpdeskContact) {
      const accessToken = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.insert(helpdeskTokens).values({
        tokenHash: hashToken(accessToken),
        contactId: contact.id,
        customerId: contact.customerId,
        expiresAt: new Date(now.getTime() + config.tokenTtlSeconds * 1000),
        windowStartedAt: now,
        windowCount: 0,
      });
      // Expired tokens are forgotten as new ones come.
      await db
        .delete(helpdeskTokens)
        .where(sql`${helpdeskTokens.expiresAt} < ${new Date(now.getTime() - 86_400_000)}`);
      return { accessToken, expiresIn: config.tokenTtlSeconds };
    },

    /**
     * The console's provider faults (issue 47 item 7), for the journeys that show how the portal meets them: every
     * token of the customer has its window's calls used up, so its next call is answered 429 with about `seconds` to
     * wait, after which the window ends and calls are answered again.
     */
    async throttle(customerId: number, seconds: number): Promise<number> {
      const now = clock.now();
      const rows = await db
        .update(helpdeskTokens)
        .set({
          windowStartedAt: new Date(now.getTime() - config.rateLimit.windowMs + seconds * 1000),
          windowCount: config.rateLimit.max,
        })
        .where(and(eq(helpdeskTokens.customerId, customerId), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning({ tokenHash: helpdeskTokens.tokenHash });
      return rows.length;
    },

    /** A provider fault: every token of the customer expires now, so its next call is answered 401. */
    async expireTokens(customerId: number): Promise<number> {
      const now = clock.now();
      const rows = await db
        .update(helpdeskTokens)
        .set({ expiresAt: now })
        .where(and(eq(helpdeskTokens.customerId, customerId), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning({ tokenHash: helpdeskTokens.tokenHash });
      return rows.length;
    },

    /**
     * The caller of a bearer token, counted against its window: 401 when unknown or expired, 429 (with the seconds
     * to wait) once the window's calls are used.
     */
    async authenticate(token: string | undefined): Promise<HelpdeskCaller> {
      if (!token) throw unauthorized('An access token is required.');
      const tokenHash = hashToken(token);
      const now = clock.now();
      const windowMs = config.rateLimit.windowMs;
      // One statement: a new window starts when the old one ended; the count goes up either way.
      const [row] = await db
        .update(helpdeskTokens)
        .set({
          windowStartedAt: sql`case when ${helpdeskTokens.windowStartedAt} <= ${new Date(now.getTime() - windowMs)} then ${now} else ${helpdeskTokens.windowStartedAt} end`,
          windowCount: sql`case when ${helpdeskTokens.windowStartedAt} <= ${new Date(now.getTime() - windowMs)} then 1 else ${helpdeskTokens.windowCount} + 1 end`,
        })
        .where(and(eq(helpdeskTokens.tokenHash, tokenHash), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning();
      if (!row) throw unauthorized('The access token is expired or not valid.');
      if (row.windowCount > config.rateLimit.max) {
        const retryAfter = Math.max(
          1,
          Math.ceil((row.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000),
        );
        throw new HelpdeskApiError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many requests; try again later.',
          retryAfter,
        );
      }
      return { contactId: row.contactId, customerId: row.customerId, tokenHash };
    },

    async me(caller: HelpdeskCaller): Promise<HelpdeskContact> {
      const row = await contactOf(caller.contactId);
      return { id: row.id, customerId: row.customerId, name: row.name, email: row.email };
    },

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

export type HelpdeskService = ReturnType<typeof createHelpdeskService>;
