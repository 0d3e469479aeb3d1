import { INVOICE_PDF_PATH, RESPONSE_CODES } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  createFundingInvoiceRequestSchema,
  createInvoiceRequestSchema,
  invoiceListResponseSchema,
  invoicePdfSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
  receivedInvoicesRequestSchema,
  rejectInvoiceRequestSchema,
  sentInvoicesRequestSchema,
} from './schemas';
import type { InvoiceService } from './service';

type InvoiceMethodName =
  | 'getReceivedInvoices'
  | 'getSentInvoices'
  | 'getInvoice'
  | 'createInvoice'
  | 'rejectInvoice'
  | 'createFundingInvoice';

/** The invoice operations of the method API (spec 02 §7 "Invoices"), for the acting customer. */
export function createInvoiceMethods(invoices: InvoiceService): Pick<MethodDefinitions, InvoiceMethodName> {
  return {
    getReceivedInvoices: {
      requestSchema: receivedInvoicesRequestSchema,
      responseSchema: invoiceListResponseSchema,
      handle: async (context) => invoices.received(await context.actingCustomerId(), context.request),
    },
    getSentInvoices: {
      requestSchema: sentInvoicesRequestSchema,
      responseSchema: invoiceListResponseSchema,
      handle: async (context) => invoices.sent(await context.actingCustomerId(), context.request),
    },
    getInvoice: {
      requestSchema: invoiceRequestSchema,
      responseSchema: invoiceResponseSchema,
      handle: async (context) => invoices.get(await context.actingCustomerId(), context.request.invoiceId),
    },
    createInvoice: {
      requestSchema: createInvoiceRequestSchema,
      responseSchema: invoiceResponseSchema,
      handle: async (context) =>
        invoices.create(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request,
          context.origin(),
        ),
    },
    rejectInvoice: {
      requestSchema: rejectInvoiceRequestSchema,
      responseSchema: invoiceResponseSchema,
      handle: async (context) => invoices.reject(await context.actingCustomerId(), context.request),
    },
    createFundingInvoice: {
      requestSchema: createFundingInvoiceRequestSchema,
      responseSchema: invoiceResponseSchema,
      handle: async (context) =>
        invoices.createFunding(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request,
          context.origin(),
        ),
    },
  };
}

/** `GET /files/invoices/{id}?token=` — an invoice's PDF (`urlPdf`); any link that is not its own is a 404. */
export const invoicePdfRoutes: FastifyPluginAsync<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get<{ Params: { invoiceId: string }; Querystring: { token?: string; lang?: string } }>(
    `${INVOICE_PDF_PATH}/:invoiceId`,
    { schema: invoicePdfSchema, config: { inputErrorStatus: 404, answers: 'file' } },
    async (request, reply) => {
      // The document's language: the link's `lang` (the portal adds its own), else the browser's first choice.
      const file = await invoices.pdf(
        request.params.invoiceId,
        request.query.token,
        request.query.lang ?? request.headers['accept-language']?.split(',')[0],
      );
      if (!file)
        return reply
          .code(404)
          .send({ responseCode: RESPONSE_CODES.notFound, responseDescription: 'Invoice not found' });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
};
