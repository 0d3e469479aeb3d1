import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers } from '../../../platform/db/tables';
import { logoUrl } from './logos';
import { merchantLogos, merchantSavedButtons } from './tables';

/**
 * What the hosted checkout reads of the merchant tools (issue 33 item 4): a saved button with its merchant's name,
 * and the merchant's default logo. The checkout's `CheckoutButtons` port; the area's index.ts wires it, so that the
 * checkout reads no table of this slice.
 */
export function createCheckoutReads(db: Database) {
  return {
    /** A saved button of a business customer, with the company's name; undefined for an unknown (or deleted) one. */
    async savedButton(buttonId: number) {
      const [row] = await db
        .select({ button: merchantSavedButtons, companyName: customers.businessName })
        .from(merchantSavedButtons)
        .innerJoin(customers, eq(customers.id, merchantSavedButtons.customerId))
        .where(and(eq(merchantSavedButtons.id, buttonId), eq(customers.customerType, 1)));
      return row;
    },

    /** The merchant's default logo (`Logo.file`, served by the back end), if any. */
    async defaultLogoUrl(customerId: number): Promise<string | undefined> {
      const [logo] = await db
        .select({ id: merchantLogos.id, token: merchantLogos.token })
        .from(merchantLogos)
        .where(and(eq(merchantLogos.customerId, customerId), eq(merchantLogos.isDefault, true)));
      return logo ? logoUrl(logo) : undefined;
    },
  };
}
