import { sql } from 'drizzle-orm';
import type { HelpdeskDatabase } from './db';
import {
  helpdeskAccounts,
  helpdeskAgents,
  helpdeskContacts,
  helpdeskThreads,
  helpdeskTickets,
  helpdeskUploads,
} from './schema';

const DAY_MS = 86_400_000;

/** The demo customers the provider knows (ids and e-mails of the sandbox's demo data). */
export const HELPDESK_DEMO = {
  paul: { customerId: 20402, email: 'paul.payee@demo.test', name: 'Paul Payne' },
  bianca: {
    customerId: 20003,
    email: 'bianca.business@demo.test',
    name: 'Bianca Rossi',
    company: 'Bianca Studio Ltd',
  },
  manager: {
    id: 'agent-maria',
    name: 'Maria Manager',
    email: 'maria.manager@helpdesk.test',
    hours: 'Monday to Friday, 9:00 to 17:00 CET',
  },
  agent: {
    id: 'agent-alex',
    name: 'Alex Agent',
    email: 'alex.agent@helpdesk.test',
    hours: 'Every day, 8:00 to 20:00 CET',
  },
} as const;

interface SeedThread {
  id: string;
  direction: 'in' | 'out';
  author: string;
  content: string;
  daysAgo: number;
  attachment?: { id: string; name: string; contentType: string; text: string };
}
interface SeedTicket {
  id: string;
  number: number;
  customer: 'paul' | 'bianca';
  subject: string;
  category: string;
  status: 'Open' | 'On Hold' | 'Closed' | 'Closed-no-reply';
  threads: SeedThread[];
  readDaysAgo?: number;
}

/** spec 03 §4 cases: new (agent answered, unread), open, Closed, Closed-no-reply; an attachment on one thread. */
export const HELPDESK_DEMO_TICKETS: SeedTicket[] = [
  {
    id: 'seed-ticket-10234',
    number: 10234,
    customer: 'paul',
    subject: 'Card payment declined at a shop',
    category: 'Cards',
    status: 'Closed',
    readDaysAgo: 39,
    threads: [
      {
        id: 'seed-thread-10234-1',
        direction: 'in',
        author: 'Paul Payne',
        content: 'My card was declined at a shop yesterday. Why?',
        daysAgo: 41,
      },
      {
        id: 'seed-thread-10234-2',
        direction: 'out',
        author: 'Alex Agent',
        content:
          'The shop asked for a payment above your daily limit. You can raise it in the card settings.',
        daysAgo: 40,
      },
    ],
  },
  {
    id: 'seed-ticket-10235',
    number: 10235,
    customer: 'paul',
    subject: 'Statement for March',
    category: 'Account',
    status: 'Closed-no-reply',
    threads: [
      {
        id: 'seed-thread-10235-1',
        direction: 'in',
        author: 'Paul Payne',
        content: 'Please send me the statement for March.',
        daysAgo: 12,
      },
    ],
  },
  {
    id: 'seed-ticket-10236',
    number: 10236,
    customer: 'paul',
    subject: 'Transfer has not arrived',
    category: 'Payments',
    status: 'Open',
    threads: [
      {
        id: 'seed-thread-10236-1',
        direction: 'in',
        author: 'Paul Payne',
        content: 'I sent 50 EUR to a friend three days ago and it has not arrived.',
        daysAgo: 3,
      },
    ],
  },
  {
    id: 'seed-ticket-10237',
    number: 10237,
    customer: 'paul',
    subject: 'Update my address',
    category: 'Documents',
    status: 'Open',
    threads: [
      {
        id: 'seed-thread-10237-1',
        direction: 'in',
        author: 'Paul Payne',
        content: 'I moved. The proof of my new address is attached.',
        daysAgo: 2,
        attachment: {
          id: 'seed-upload-10237-1',
          name: 'proof-of-address.txt',
          contentType: 'text/plain',
          text: 'Utility bill: Paul Payne, Ringstrasse 1, 1010 Vienna\n',
        },
      },
      {
        id: 'seed-thread-10237-2',
        direction: 'out',
        author: 'Alex Agent',
        content: 'Thank you, Paul. Your address is updated.',
        daysAgo: 1,
      },
    ],
  },
  {
    id: 'seed-ticket-10238',
    number: 10238,
    customer: 'bianca',
    subject: 'Add a new user to the company',
    category: 'Account',
    status: 'Open',
    threads: [
      {
        id: 'seed-thread-10238-1',
        direction: 'in',
        author: 'Bianca Rossi',
        content: 'How do I give our accountant access to the company?',
        daysAgo: 4,
      },
      {
        id: 'seed-thread-10238-2',
        direction: 'out',
        author: 'Maria Manager',
        content: 'Invite them from Users in the company settings; I can help on a call.',
        daysAgo: 2,
      },
    ],
  },
  {
    id: 'seed-ticket-10239',
    number: 10239,
    customer: 'bianca',
    subject: 'Invoice numbering',
    category: 'Other',
    status: 'Open',
    threads: [
      {
        id: 'seed-thread-10239-1',
        direction: 'in',
        author: 'Bianca Rossi',
        content: 'Can invoices start from number 1000?',
        daysAgo: 1,
      },
    ],
  },
];

/** Demo data of the provider: deterministic ids, dates relative to `now`; idempotent (a second run adds nothing). */
export async function seedHelpdesk(db: HelpdeskDatabase, now: Date = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { paul, bianca, manager, agent } = HELPDESK_DEMO;
  await db.transaction(async (tx) => {
    // One seed at a time (two processes on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(31031)`);
    await tx.insert(helpdeskAgents).values([manager, agent]).onConflictDoNothing();
    await tx
      .insert(helpdeskAccounts)
      .values([
        { customerId: paul.customerId, name: paul.name },
        { customerId: bianca.customerId, name: bianca.company, managerAgentId: manager.id },
      ])
      .onConflictDoNothing();
    const contacts = { paul: 'seed-contact-paul', bianca: 'seed-contact-bianca' } as const;
    await tx
      .insert(helpdeskContacts)
      .values([
        { id: contacts.paul, customerId: paul.customerId, email: paul.email, name: paul.name },
        { id: contacts.bianca, customerId: bianca.customerId, email: bianca.email, name: bianca.name },
      ])
      .onConflictDoNothing();
    for (const ticket of HELPDESK_DEMO_TICKETS) {
      const inserted = await tx
        .insert(helpdeskTickets)
        .values({
          id: ticket.id,
          number: ticket.number,
          customerId: HELPDESK_DEMO[ticket.customer].customerId,
          contactId: contacts[ticket.customer],
          subject: ticket.subject,
          category: ticket.category,
          status: ticket.status,
          customerReadAt: ticket.readDaysAgo === undefined ? null : ago(ticket.readDaysAgo),
          createdAt: ago(ticket.threads[0]!.daysAgo),
          updatedAt: ago(ticket.threads.at(-1)!.daysAgo),
        })
        .onConflictDoNothing()
        .returning({ id: helpdeskTickets.id });
      if (inserted.length === 0) continue;
      for (const thread of ticket.threads) {
        await tx.insert(helpdeskThreads).values({
          id: thread.id,
          ticketId: ticket.id,
          direction: thread.direction,
          authorName: thread.author,
          content: thread.content,
          createdAt: ago(thread.daysAgo),
        });
        if (thread.attachment) {
          const bytes = Buffer.from(thread.attachment.text, 'utf8');
          await tx.insert(helpdeskUploads).values({
            id: thread.attachment.id,
            customerId: HELPDESK_DEMO[ticket.customer].customerId,
            threadId: thread.id,
            name: thread.attachment.name,
            contentType: thread.attachment.contentType,
            size: bytes.length,
            bytes,
            createdAt: ago(thread.daysAgo),
          });
        }
      }
    }
  });
}
