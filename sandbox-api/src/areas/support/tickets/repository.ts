import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';

/**
 * What the product side of support (spec 03 §7) reads of the portal's own data: whether a customer is a business
 * (only one has a manager agent), and the acting user named in the JWT for the provider's remote auth.
 */

/** The acting user as the support JWT names it. */
export interface SupportUser {
  email: string;
  /** First and last name, trimmed. */
  name: string;
}

export function createSupportRepository(db: Database) {
  return {
    /** Whether the customer exists and is a business (customer type other than 0). */
    async isBusiness(customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ type: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row !== undefined && row.type !== 0;
    },

    /** The user's e-mail and name; undefined for an unknown user. */
    async user(userId: number): Promise<SupportUser | undefined> {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return user && { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
