import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The registration's own state (issue 29). The company it registers is the customer's core records
 * (platform/customer/company-tables.ts).
 */

/** Human-check solutions already spent (issue 29 item 4): a solution is good once, until its challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
