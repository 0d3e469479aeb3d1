import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers } from '../../../platform/db/tables';
import { createApiKeyQueries } from './api-key-queries';
import { createPaymentQueries } from './payment-queries';
import { merchantAllowedIps, merchantApiKeys, merchantWebhooks } from './tables';
import { createWebhookQueries } from './webhook-queries';

export type { ApiRequestFilter } from './api-key-queries';
export type { JournalEntryRecord, Party } from './payment-queries';
export type { WebhookLogFilter, WebhookLogPage } from './webhook-queries';

/** The kinds of things a merchant may have only so many of. */
const COUNTED = {
  webhooks: merchantWebhooks,
  apiKeys: merchantApiKeys,
  allowedIps: merchantAllowedIps,
} as const;
export type CountedKind = keyof typeof COUNTED;

/**
 * The reads and writes of the merchant webhooks slice (issue 48): webhooks and their request log, API keys with
 * their call log, allowed IPs, payment requests, and the ledger as a merchant's received payments and refunds read
 * it. Rows become `@portal/api` answers or the slice's records here.
 */
function createMerchantWebhooksQueries(db: Database) {
  return {
    ...createWebhookQueries(db),
    ...createApiKeyQueries(db),
    ...createPaymentQueries(db),

    /** The customer's type (1 business), if there is such a customer. */
    async customerType(customerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType;
    },

    /** How many webhooks, API keys or allowed IP ranges the customer has. */
    async countOf(kind: CountedKind, customerId: number): Promise<number> {
      const table = COUNTED[kind];
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
      return row?.n ?? 0;
    },
  };
}

export type MerchantWebhooksQueries = ReturnType<typeof createMerchantWebhooksQueries>;

/** The merchant webhooks slice's reads and writes, on the database or inside one transaction. */
export function createMerchantWebhooksRepository(db: Database) {
  return {
    ...createMerchantWebhooksQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: MerchantWebhooksQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createMerchantWebhooksQueries(tx)));
    },
  };
}

export type MerchantWebhooksRepository = ReturnType<typeof createMerchantWebhooksRepository>;
