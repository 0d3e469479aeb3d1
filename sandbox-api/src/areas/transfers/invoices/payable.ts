import type { Database } from '../../../platform/db/client';
import type { PayableInvoices } from '../../../money/incoming';
import { createInvoiceQueries } from './repository';
import { invoicePaymentRefusal } from './service';

/** The invoices a p2p payment pays, as the payment engine sees them (money/incoming.ts), on `db` or its transaction. */
export function createPayableInvoices(db: Database): PayableInvoices {
  const queries = createInvoiceQueries(db);
  return {
    paymentRefusal: async (invoiceId, payment) =>
      invoicePaymentRefusal(await queries.byId(invoiceId), payment),
    lockOpen: async (invoiceId) => (await queries.lockOpen(invoiceId)) !== null,
    markPaid: (invoiceId, paid) => queries.markPaid(invoiceId, paid),
  };
}
