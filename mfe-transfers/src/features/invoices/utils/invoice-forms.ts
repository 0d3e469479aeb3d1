import { object, string } from 'yup';
import type { CreateInvoiceRequest, InvoiceStatus } from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { amountSchema, parseAmount } from '../../../shared/amount';
import { fieldProblem } from '../../../shared/form-validation';

/** Ours, as the sandbox: a note keeps up to 500 characters. */
export const INVOICE_NOTE_MAX = 500;

/** Today as `YYYY-MM-DD` in the customer's own time zone (a due date is a calendar day). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const boundedNote = (required: boolean) =>
  string()
    .default('')
    .test(
      'required',
      fieldProblem('invoices.errors.noteRequired'),
      (value) => !required || (value ?? '').trim() !== '',
    )
    .test(
      'length',
      fieldProblem('invoices.errors.tooLong', { count: INVOICE_NOTE_MAX }),
      (value) => (value ?? '').trim().length <= INVOICE_NOTE_MAX,
    );

export interface CreateInvoiceValues {
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
  noteBody: string;
}

/** What the create form reads from the validation context: the currency of the amount and today. */
export interface CreateInvoiceContext {
  currencyCode?: string;
  today: string;
}

/**
 * The create popup (spec 02 §7 "Invoices: Create (noteBody, toEmail, amount, currency, dueDate)"): an e-mail by the
 * spec's rule (spec 02 §5), an amount over 0 in the currency's minor units, a currency, a due date from today on.
 */
export const createInvoiceSchema = object({
  toEmail: string()
    .default('')
    .test('required', fieldProblem('invoices.errors.emailRequired'), (value) => (value ?? '').trim() !== '')
    .test('email', fieldProblem('invoices.errors.emailInvalid'), (value) => {
      const email = (value ?? '').trim();
      return email === '' || isCheckableEmail(email);
    }),
  amount: amountSchema,
  currency: string().default('').test('required', fieldProblem('invoices.errors.currencyRequired'), Boolean),
  dueDate: string()
    .default('')
    .test('required', fieldProblem('invoices.errors.dueDateRequired'), Boolean)
    .test('future', fieldProblem('invoices.errors.dueDatePast'), function (value) {
      const { today } = this.options.context as CreateInvoiceContext;
      return !value || value >= today;
    }),
  noteBody: boundedNote(false),
});

export function toCreateInvoiceRequest(values: CreateInvoiceValues): CreateInvoiceRequest {
  const note = values.noteBody.trim();
  return {
    toEmail: values.toEmail.trim(),
    amount: parseAmount(values.amount) ?? values.amount,
    currency: values.currency,
    dueDate: values.dueDate,
    ...(note ? { noteBody: note } : {}),
  };
}

/** The reject popup: a note the payee reads (spec 02 §7 "Reject (invoiceId, note)"). */
export const rejectInvoiceSchema = object({ note: boundedNote(true) });

/** The funding popup: an amount in the chosen currency (spec 02 §7 "Create funding invoice (amount)"). */
export const fundingInvoiceSchema = object({
  amount: amountSchema,
  currency: string().default('').test('required', fieldProblem('invoices.errors.currencyRequired'), Boolean),
});

/** Only an open invoice is paid or rejected, and a system one is paid by bank transfer (its PDF). */
export const isOpen = (status: InvoiceStatus) => status === 'awaitingPayment' || status === 'unpaid';
