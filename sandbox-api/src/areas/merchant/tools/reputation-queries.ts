import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, users } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { merchantPayerEvents } from './tables';

/** One payer's facts as reputation counts them (e-mail lower case). */
export interface PayerFacts {
  email: string;
  payments: number;
  refunds: number;
  disputes: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** A refund of a received payment: the payment's journal, and when it was refunded. */
export interface PaymentRefund {
  paymentJournalId: number;
  at: Date;
}

/**
 * The refunds the public merchant API made of a merchant's received payments (webhooks/payments.ts `refundsOf`): the
 * area's index.ts wires it, so that reputation counts them without reading another slice's table.
 */
export interface PaymentRefunds {
  of(customerId: number): Promise<PaymentRefund[]>;
}

/** What the ledger and the records say about the merchant's payers. */
export function createReputationQueries(db: Database) {
  return {
    /**
     * Per payer: the completed p2p payments the ledger shows into the merchant's accounts (the payer is the
     * journal's customer, by their first user's e-mail; a payment booked on the merchant's side names the payer
     * as counterparty), the refunds of those payments (`refunds`: the public merchant API's) and the refunds and
     * disputes on record.
     */
    async payerFacts(customerId: number, refunds: PaymentRefunds): Promise<PayerFacts[]> {
      const payerEmail = sql<string>`lower(trim(case when ${journals.customerId} = ${customerId}
        then ${journals.counterpartyEmail}
        else (select ${users.email} from ${users} where ${users.customerId} = ${journals.customerId}
              order by ${users.id} limit 1) end))`;
      const payments = await db
        .select({
          journalId: journals.id,
          email: payerEmail,
          at: journals.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(ledgerEntries.kind, 'principal'),
            sql`${ledgerEntries.amount} > 0`,
            eq(journals.type, 'p2p'),
            eq(journals.status, 'completed'),
          ),
        );
      const refunded = await refunds.of(customerId);
      const events = await db
        .select({
          email: merchantPayerEvents.email,
          kind: merchantPayerEvents.kind,
          at: merchantPayerEvents.occurredAt,
        })
        .from(merchantPayerEvents)
        .where(eq(merchantPayerEvents.customerId, customerId));

      const byEmail = new Map<string, PayerFacts>();
      const factsOf = (email: string, at: Date) => {
        let facts = byEmail.get(email);
        if (!facts) {
          facts = { email, payments: 0, refunds: 0, disputes: 0, firstSeenAt: at, lastSeenAt: at };
          byEmail.set(email, facts);
        }
        if (at < facts.firstSeenAt) facts.firstSeenAt = at;
        if (at > facts.lastSeenAt) facts.lastSeenAt = at;
        return facts;
      };
      const payerOfJournal = new Map<number, string>();
      for (const payment of payments) {
        if (!payment.email || payerOfJournal.has(payment.journalId)) continue;
        payerOfJournal.set(payment.journalId, payment.email);
        factsOf(payment.email, payment.at).payments += 1;
      }
      for (const refund of refunded) {
        const email = payerOfJournal.get(refund.paymentJournalId);
        if (email) factsOf(email, refund.at).refunds += 1;
      }
      for (const event of events) {
        const facts = factsOf(event.email.trim().toLowerCase(), event.at);
        if (event.kind === 'refund') facts.refunds += 1;
        else facts.disputes += 1;
      }
      return [...byEmail.values()];
    },

    /** The e-mail a payer is known by: their customer's first user's (as merchant-hooks' partyOf). */
    async payerEmail(customerId: number): Promise<string> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.email ?? '';
    },
  };
}
