import {
  FUNDING_INVOICE_FAILED_TEXT,
  INVOICE_PAGE_SIZE,
  INVOICE_PDF_PATH,
  INVOICE_STATUS_IDS,
  RESPONSE_CODES,
  type CreateFundingInvoiceRequest,
  type CreateInvoiceRequest,
  type Invoice,
  type InvoiceListResponse,
  type InvoiceStatus,
  type ReceivedInvoicesRequest,
  type RejectInvoiceRequest,
  type SentInvoicesRequest,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { invalidField, parseAmount } from '../../../money/amounts';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import {
  DEFAULT_DOCUMENT_BRAND,
  DOCUMENT_BRANDS,
  type DocumentBrand,
} from '../../../documents/document-brands';
import type { LivePublisher } from '../../../platform/live/service';
import { formatAmount, minorUnitsOf, transferFee } from '../../../money/fees';
import { invoicePdf } from './invoice-document';
import { documentLanguage } from '../../../documents/texts';
import type { InvoiceQueries, InvoiceRow, InvoiceSide } from './repository';

/**
 * Invoices (spec 02 §3 "Invoice", §4 "Invoices", §7 "Invoices"; issue 15 item 4). The payee issues an invoice and
 * is paid; the payer it is addressed to pays it with a p2p transfer carrying its `invoiceId` (spec 02 §7 "P2P"),
 * or rejects it with a note. Paying is checked and recorded by the transfer engine in the transaction that posts
 * the payment (transfers/operations.ts), so an invoice is paid at most once.
 */

export const INVOICE_TEXTS = {
  notFound: 'No such invoice.',
  needsRequestMoney: 'Issuing invoices needs the request-money permission.',
  notPayable: 'This invoice is not open for payment: it was paid or rejected.',
  notYours: 'Only the payer of an invoice can pay or reject it.',
  systemInvoice: 'A funding invoice is paid by bank transfer to the details in its PDF.',
  mismatch: 'The payment must be the invoice’s amount, in its currency, to its payee.',
} as const;

/** How far ahead a due date may be (ours). */
const MAX_DUE_DAYS = 365;
/** A funding invoice is due two weeks after it is made (ours). */
const FUNDING_DUE_DAYS = 14;
const NOTE_MAX = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The key of a document brand (stored with an invoice, so its PDF keeps the letterhead it was issued under). */
function brandKeyOf(brand: DocumentBrand): string {
  return Object.entries(DOCUMENT_BRANDS).find(([, value]) => value === brand)?.[0] ?? 'aurora';
}

function brandOf(key: string): DocumentBrand {
  return Object.hasOwn(DOCUMENT_BRANDS, key)
    ? DOCUMENT_BRANDS[key as keyof typeof DOCUMENT_BRANDS]
    : DEFAULT_DOCUMENT_BRAND;
}

/** An invoice's status on a day: what was done to it, else awaiting payment until its due date, then unpaid. */
export function invoiceStatusOf(row: Pick<InvoiceRow, 'state' | 'dueDate'>, today: string): InvoiceStatus {
  if (row.state === 'paid' || row.state === 'rejected') return row.state;
  return row.dueDate < today ? 'unpaid' : 'awaitingPayment';
}

/** The fee of paying an invoice: the p2p fee on its amount (spec 02 §3 feePayment); none for a funding one. */
export function invoiceFee(row: Pick<InvoiceRow, 'isFunding' | 'amount' | 'currencyCode'>): string {
  return row.isFunding ? '0' : transferFee('p2p', row.amount, row.currencyCode);
}

export function toInvoice(row: InvoiceRow, today: string): Invoice {
  const status = invoiceStatusOf(row, today);
  const fee = invoiceFee(row);
  return {
    id: row.id,
    payerName: row.payerName,
    payeeName: row.payeeName,
    payerEmail: row.payerEmail,
    payeeEmail: row.payeeEmail,
    ...(row.payerAccountId !== null ? { payerAccountId: row.payerAccountId } : {}),
    ...(row.payeeAccountId !== null ? { payeeAccountId: row.payeeAccountId } : {}),
    currencyCode: row.currencyCode,
    amount: formatAmount(row.amount, row.currencyCode),
    total: formatAmount(new Decimal(row.amount).plus(fee), row.currencyCode),
    feePayment: formatAmount(fee, row.currencyCode),
    statusId: INVOICE_STATUS_IDS[status],
    status,
    ...(row.noteBody ? { noteBody: row.noteBody } : {}),
    dueDate: row.dueDate,
    sentDate: row.sentAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    isFunding: row.isFunding,
    isSystem: row.isSystem,
    urlPdf: `${INVOICE_PDF_PATH}/${row.id}?token=${row.pdfToken}`,
    ...(row.rejectNote ? { rejectNote: row.rejectNote } : {}),
  };
}

/**
 * Why a p2p transfer may not pay this invoice, or null: only its payer pays it, only while open, not a system
 * invoice, and exactly its amount and currency to its payee (the transfer engine checks the state again when it
 * posts).
 */
export function invoicePaymentRefusal(
  row: InvoiceRow | null,
  payment: { customerId: number; amount: string; currencyCode: string; toEmail: string },
) {
  if (!row || (row.payerCustomerId !== payment.customerId && row.payeeCustomerId !== payment.customerId))
    return methodError(RESPONSE_CODES.notFound, INVOICE_TEXTS.notFound);
  if (row.payerCustomerId !== payment.customerId)
    return methodError(RESPONSE_CODES.noAccess, INVOICE_TEXTS.notYours);
  if (row.isSystem) return invalidField('invoiceId', INVOICE_TEXTS.systemInvoice);
  if (row.state !== 'open') return invalidField('invoiceId', INVOICE_TEXTS.notPayable);
  if (
    row.currencyCode !== payment.currencyCode ||
    !new Decimal(row.amount).equals(payment.amount) ||
    row.payeeEmail !== payment.toEmail
  )
    return invalidField('invoiceId', INVOICE_TEXTS.mismatch);
  return null;
}

export interface InvoiceServiceDeps {
  queries: InvoiceQueries;
  live: LivePublisher;
  clock: Clock;
}

export function createInvoiceService({ queries, live, clock }: InvoiceServiceDeps) {
  const today = () => isoDay(clock.now());

  function tell(customerId: number | null, row: InvoiceRow): void {
    if (customerId === null) return;
    live.publish(customerId, {
      type: 'invoices.changed',
      payload: { invoiceId: row.id, status: invoiceStatusOf(row, today()) },
    });
  }

  async function list(
    side: InvoiceSide,
    customerId: number,
    request: { filters?: readonly ('unpaid' | 'awaitingPayment')[]; pageNumber?: number },
    counterpartyEmail: string | undefined,
  ): Promise<InvoiceListResponse> {
    const pageNumber = request.pageNumber ?? 1;
    const day = today();
    const { rows, total } = await queries.list({
      side,
      customerId,
      ...(counterpartyEmail ? { counterpartyEmail } : {}),
      filters: [...new Set(request.filters ?? [])],
      today: day,
      offset: (pageNumber - 1) * INVOICE_PAGE_SIZE,
      limit: INVOICE_PAGE_SIZE,
    });
    return { invoices: rows.map((row) => toInvoice(row, day)), total };
  }

  /** An invoice its payer or payee may see; NF for anyone else, as for one that does not exist. */
  async function visible(customerId: number, invoiceId: number): Promise<InvoiceRow> {
    const row = await queries.byId(invoiceId);
    if (!row || (row.payerCustomerId !== customerId && row.payeeCustomerId !== customerId))
      throw methodError(RESPONSE_CODES.notFound, INVOICE_TEXTS.notFound);
    return row;
  }

  function note(field: string, text: string | undefined, required: boolean): string | null {
    const trimmed = text?.trim() ?? '';
    if (required && trimmed === '') throw invalidField(field, 'is required');
    if (trimmed.length > NOTE_MAX) throw invalidField(field, `at most ${NOTE_MAX} characters`);
    return trimmed === '' ? null : trimmed;
  }

  return {
    received: (customerId: number, request: ReceivedInvoicesRequest) =>
      list('payer', customerId, request, request.payeeEmail),
    sent: (customerId: number, request: SentInvoicesRequest) =>
      list('payee', customerId, request, request.payerEmail),

    async get(customerId: number, invoiceId: number): Promise<Invoice> {
      return toInvoice(await visible(customerId, invoiceId), today());
    },

    /** The acting customer (the payee) bills a user of the product (the payer) by e-mail. */
    async create(
      customerId: number,
      userId: number,
      request: CreateInvoiceRequest,
      origin: string | undefined,
    ): Promise<Invoice> {
      const payee = await queries.actingParty(customerId, userId);
      if (!payee) throw methodError(RESPONSE_CODES.notFound, INVOICE_TEXTS.notFound);
      // spec 02 §6: the requestMoney permission offers invoices (permission flags are a business's, spec 01 §3).
      if (payee.permissions?.requestMoney !== true)
        throw methodError(RESPONSE_CODES.transferUnavailable, INVOICE_TEXTS.needsRequestMoney);
      const currencyCode = request.currency;
      const amount = parseAmount('amount', request.amount, currencyCode, minorUnitsOf(currencyCode));
      const payeeAccountId = await queries.paymentAccount(customerId, currencyCode);
      if (payeeAccountId === null)
        throw invalidField('currency', `you have no ${currencyCode} account to be paid to`);
      const payer = await queries.partyByEmail(request.toEmail);
      if (!payer) throw invalidField('toEmail', 'there is no user with this e-mail');
      if (payer.customerId === customerId) throw invalidField('toEmail', 'cannot be yourself');
      const day = today();
      const latest = isoDay(new Date(clock.now().getTime() + MAX_DUE_DAYS * DAY_MS));
      if (request.dueDate < day) throw invalidField('dueDate', 'cannot be in the past');
      if (request.dueDate > latest) throw invalidField('dueDate', `at most ${MAX_DUE_DAYS} days ahead`);
      const now = clock.now();
      const row = await queries.insert({
        payerCustomerId: payer.customerId,
        payeeCustomerId: customerId,
        payerEmail: payer.email,
        payeeEmail: payee.email,
        payerName: payer.name,
        payeeName: payee.name,
        payeeAccountId,
        currencyCode,
        amount,
        noteBody: note('noteBody', request.noteBody, false),
        dueDate: request.dueDate,
        brand: brandKeyOf(brandOfOrigin(origin)),
        sentAt: now,
        updatedAt: now,
      });
      tell(payer.customerId, row);
      return toInvoice(row, day);
    },

    /** Only the payer rejects, only an open invoice, with a note the payee reads. */
    async reject(customerId: number, request: RejectInvoiceRequest): Promise<Invoice> {
      const found = await visible(customerId, request.invoiceId);
      if (found.payerCustomerId !== customerId)
        throw methodError(RESPONSE_CODES.noAccess, INVOICE_TEXTS.notYours);
      const text = note('note', request.note, true)!;
      const row = await queries.reject(found.id, customerId, text, clock.now());
      if (!row) throw invalidField('invoiceId', INVOICE_TEXTS.notPayable);
      tell(row.payeeCustomerId, row);
      return toInvoice(row, today());
    },

    /**
     * A system funding invoice (isFunding and isSystem): the bank bills the customer for money to add to their
     * payment account in the currency, paid by bank transfer to the details in its PDF. Without such an account
     * it cannot be made: 'Failed to generate invoice. Please, try again.' (spec 02 §8).
     */
    async createFunding(
      customerId: number,
      userId: number,
      request: CreateFundingInvoiceRequest,
      origin: string | undefined,
    ): Promise<Invoice> {
      const currencyCode = request.currency ?? 'EUR';
      const amount = parseAmount('amount', request.amount, currencyCode, minorUnitsOf(currencyCode));
      const [payer, accountId] = await Promise.all([
        queries.actingParty(customerId, userId),
        queries.paymentAccount(customerId, currencyCode),
      ]);
      if (!payer || accountId === null)
        throw methodError(RESPONSE_CODES.invalidParameters, FUNDING_INVOICE_FAILED_TEXT);
      const brand = brandOfOrigin(origin);
      const now = clock.now();
      const row = await queries.insert({
        payerCustomerId: customerId,
        payeeCustomerId: null,
        payerEmail: payer.email,
        payeeEmail: brand.letterhead.email,
        payerName: payer.name,
        payeeName: brand.letterhead.legalEntityName,
        payerAccountId: accountId,
        currencyCode,
        amount,
        dueDate: isoDay(new Date(now.getTime() + FUNDING_DUE_DAYS * DAY_MS)),
        isFunding: true,
        isSystem: true,
        brand: brandKeyOf(brand),
        sentAt: now,
        updatedAt: now,
      });
      return toInvoice(row, today());
    },

    /**
     * The PDF its link names, in `lang` (the link's, else the browser's; issue 35), or null for a link that is not
     * its own (404: never says which part was wrong).
     */
    async pdf(
      invoiceId: string,
      token: string | undefined,
      lang?: string,
    ): Promise<{ fileName: string; bytes: Buffer } | null> {
      if (!/^[1-9][0-9]{0,9}$/.test(invoiceId) || !token || !/^[0-9a-f-]{36}$/i.test(token)) return null;
      const row = await queries.byPdfLink(Number(invoiceId), token.toLowerCase());
      if (!row) return null;
      return {
        fileName: `invoice-${row.id}.pdf`,
        bytes: await invoicePdf(
          brandOf(row.brand),
          toInvoice(row, today()),
          clock.now(),
          documentLanguage(lang),
        ),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
