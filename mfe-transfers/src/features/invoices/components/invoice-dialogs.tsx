import { useState, type FocusEvent, type ReactNode } from 'react';
import { useFormik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Account, Invoice } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useServices } from '@portal/session/react';
import { Alert, Button, Dialog, Select, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { parseAmount } from '../../../shared/amount';
import { schemaErrors } from '../../../shared/form-validation';
import { MoneyInput } from '../../../shared/money-input';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import { useCreateFundingInvoice, useCreateInvoice, useRejectInvoice } from '../api/invoices';
import {
  INVOICE_NOTE_MAX,
  createInvoiceSchema,
  fundingInvoiceSchema,
  localToday,
  rejectInvoiceSchema,
  toCreateInvoiceRequest,
  type CreateInvoiceValues,
} from '../utils/invoice-forms';
import styles from './invoices.module.css';

/**
 * The back end's PDF link, absolute (the shell would resolve a relative one against the portal's address), asking
 * for the document in the portal's language (issue 35: the sandbox writes it in the `lang` the link carries).
 */
export function absolutePdfUrl(url: string, apiBaseUrl: string, language?: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url)
    ? url
    : `${apiBaseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
  if (!language) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** A date as the customer reads it; a due date is a calendar day. */
export const dateText = (value: string, language: string, withTime = false) =>
  new Intl.DateTimeFormat(language === 'ua' ? 'uk' : language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    // A due date is a calendar day: read it as such wherever the customer is.
    ...(withTime ? {} : { timeZone: 'UTC' }),
  }).format(new Date(withTime ? value : `${value}T00:00:00Z`));

/** A multi-line note with its label, error and length hint, wired like the shared fields. */
function NoteField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      <textarea
        id={props.id}
        className={styles.textarea}
        value={props.value}
        maxLength={INVOICE_NOTE_MAX}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {props.error && (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}

interface FormDialogProps {
  open: boolean;
  formId: string;
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
  danger?: boolean;
}

/** A popup holding one form: its submit button sits in the dialog's actions. */
function FormDialog({ open, formId, title, submitLabel, busy, onClose, children, danger }: FormDialogProps) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog
      open={open}
      title={title}
      closeLabel={t('close')}
      closeOnBackdropClick={false}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * A dialog form's server refusal and its submit: a refusal is cleared on a new submit; once the operation answers,
 * the form is reset and `onDone` gets the answer.
 */
function useRefusal<Answer>(onDone: (answer: Answer) => void) {
  const { t } = useTranslation('transfers');
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const submit = async (run: () => Promise<Answer>, reset: () => void) => {
    setRefusal(undefined);
    try {
      const answer = await run();
      reset();
      onDone(answer);
    } catch (error) {
      setRefusal(serverRefusal(error, t));
    }
  };
  return { refusal, setRefusal, submit };
}

/** A field's message: the server's refusal of it, else its own error once touched or the form submitted. */
function shownError<Values>(
  form: FormikProps<Values>,
  refusal: ServerRefusal | undefined,
  field: keyof Values & string,
): string | undefined {
  return (
    refusal?.fieldErrors[field] ??
    (form.submitCount > 0 || form.touched[field] ? (form.errors[field] as string | undefined) : undefined)
  );
}

/** The amount and its currency side by side (the currencies of the customer's active accounts). */
function AmountCurrencyFields(props: {
  idPrefix: string;
  currencies: readonly string[];
  amount: string;
  currency: string;
  amountError?: string;
  currencyError?: string;
  currencyPlaceholder?: string;
  onBlur: (event: FocusEvent) => void;
  onAmount: (amount: string) => void;
  onCurrency: (currency: string) => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <div className={styles.toolbar}>
      <MoneyInput
        id={`${props.idPrefix}-amount`}
        name="amount"
        label={t('invoices.fields.amount')}
        currencyCode={props.currency || undefined}
        required
        value={props.amount}
        error={props.amountError}
        onBlur={props.onBlur}
        onChange={props.onAmount}
      />
      <Select
        id={`${props.idPrefix}-currency`}
        name="currency"
        label={t('invoices.fields.currency')}
        required
        placeholder={props.currencyPlaceholder}
        options={props.currencies.map((code) => ({ value: code, label: code }))}
        value={props.currency}
        error={props.currencyError}
        onBlur={props.onBlur}
        onChange={(event) => props.onCurrency(event.target.value)}
      />
    </div>
  );
}

/** An invoice's amount, fee and total, in a details list. */
function MoneyDetails({ invoice, money }: { invoice: Invoice; money: (value: string) => string }) {
  const { t } = useTranslation('transfers');
  return (
    <>
      <dt>{t('invoices.view.amount')}</dt>
      <dd>{money(invoice.amount)}</dd>
      <dt>{t('invoices.view.fee')}</dt>
      <dd>{money(invoice.feePayment)}</dd>
      <dt>{t('invoices.view.total')}</dt>
      <dd>
        <strong>{money(invoice.total)}</strong>
      </dd>
    </>
  );
}

const EMPTY_CREATE: CreateInvoiceValues = {
  toEmail: '',
  amount: '',
  currency: '',
  dueDate: '',
  noteBody: '',
};

/** Create invoice (spec 02 §2 popups, §7): the payer by e-mail, amount and currency, due date and a note. */
export function CreateInvoiceDialog({
  open,
  currencies,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The currencies the customer can be paid in (their active accounts). */
  currencies: readonly string[];
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('transfers');
  const create = useCreateInvoice();
  const { refusal, setRefusal, submit } = useRefusal(onCreated);
  const today = localToday();
  const form = useFormik<CreateInvoiceValues>({
    initialValues: { ...EMPTY_CREATE, currency: currencies.length === 1 ? (currencies[0] ?? '') : '' },
    enableReinitialize: true,
    validate: (values) =>
      schemaErrors(createInvoiceSchema, values, { currencyCode: values.currency || undefined, today }, t),
    onSubmit: (values) =>
      submit(
        () => create.mutateAsync(toCreateInvoiceRequest(values)),
        () => form.resetForm(),
      ),
  });
  const shown = (field: keyof CreateInvoiceValues) => shownError(form, refusal, field);
  const change = (patch: Partial<CreateInvoiceValues>) => {
    void form.setValues((current) => ({ ...current, ...patch }));
    setRefusal(undefined);
  };
  const close = () => {
    form.resetForm();
    setRefusal(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      formId="invoice-create-form"
      title={t('invoices.create.title')}
      submitLabel={t('invoices.create.submit')}
      busy={create.isPending}
      onClose={close}
    >
      <form id="invoice-create-form" noValidate className={styles.form} onSubmit={form.handleSubmit}>
        {refusal && (
          <Alert tone="error" title={t('invoices.create.failed')}>
            {refusal.message}
          </Alert>
        )}
        {currencies.length === 0 && <Alert tone="warning">{t('invoices.create.noAccounts')}</Alert>}
        <TextField
          id="invoice-to-email"
          name="toEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('invoices.fields.toEmail')}
          hint={t('invoices.fields.toEmailHint')}
          required
          value={form.values.toEmail}
          error={shown('toEmail')}
          onBlur={form.handleBlur}
          onChange={(event) => change({ toEmail: event.target.value })}
        />
        <AmountCurrencyFields
          idPrefix="invoice"
          currencies={currencies}
          amount={form.values.amount}
          currency={form.values.currency}
          amountError={shown('amount')}
          currencyError={shown('currency')}
          currencyPlaceholder={t('invoices.fields.currency')}
          onBlur={form.handleBlur}
          onAmount={(amount) => change({ amount })}
          onCurrency={(currency) => change({ currency })}
        />
        <TextField
          id="invoice-due-date"
          name="dueDate"
          type="date"
          min={today}
          label={t('invoices.fields.dueDate')}
          required
          value={form.values.dueDate}
          error={shown('dueDate')}
          onBlur={form.handleBlur}
          onChange={(event) => change({ dueDate: event.target.value })}
        />
        <NoteField
          id="invoice-note"
          label={t('invoices.fields.noteBody')}
          value={form.values.noteBody}
          error={shown('noteBody')}
          onBlur={() => void form.setFieldTouched('noteBody', true)}
          onChange={(noteBody) => change({ noteBody })}
        />
      </form>
    </FormDialog>
  );
}

/** Funding invoice (spec 02 §7 "Create funding invoice (amount)"); its failure text is spec 02 §8's. */
export function FundingInvoiceDialog({
  open,
  currencies,
  onClose,
  onCreated,
}: {
  open: boolean;
  currencies: readonly string[];
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('transfers');
  const create = useCreateFundingInvoice();
  const { refusal: failure, setRefusal: setFailure, submit } = useRefusal(onCreated);
  const form = useFormik({
    initialValues: { amount: '', currency: currencies.includes('EUR') ? 'EUR' : (currencies[0] ?? '') },
    enableReinitialize: true,
    validate: (values) =>
      schemaErrors(fundingInvoiceSchema, values, { currencyCode: values.currency || undefined }, t),
    onSubmit: (values) =>
      submit(
        () =>
          create.mutateAsync({
            amount: parseAmount(values.amount) ?? values.amount,
            currency: values.currency,
          }),
        () => form.resetForm(),
      ),
  });
  const shown = (field: 'amount' | 'currency') => shownError(form, failure, field);
  const close = () => {
    form.resetForm();
    setFailure(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      formId="invoice-funding-form"
      title={t('invoices.funding.title')}
      submitLabel={t('invoices.funding.submit')}
      busy={create.isPending}
      onClose={close}
    >
      <form id="invoice-funding-form" noValidate className={styles.form} onSubmit={form.handleSubmit}>
        <p className={styles.muted}>{t('invoices.funding.text')}</p>
        {failure && (
          <Alert tone="error">
            {Object.keys(failure.fieldErrors).length > 0 ? failure.message : t('invoices.funding.failed')}
          </Alert>
        )}
        <AmountCurrencyFields
          idPrefix="funding"
          currencies={currencies}
          amount={form.values.amount}
          currency={form.values.currency}
          amountError={shown('amount')}
          currencyError={shown('currency')}
          onBlur={form.handleBlur}
          onAmount={(amount) => {
            setFailure(undefined);
            void form.setFieldValue('amount', amount);
          }}
          onCurrency={(currency) => void form.setFieldValue('currency', currency)}
        />
      </form>
    </FormDialog>
  );
}

/** Reject invoice (spec 02 §7 "Reject (invoiceId, note)"): the payee reads the note. */
export function RejectInvoiceDialog({
  invoice,
  onClose,
  onRejected,
}: {
  invoice: Invoice | undefined;
  onClose: () => void;
  onRejected: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('transfers');
  const reject = useRejectInvoice();
  const { refusal, setRefusal, submit } = useRefusal(onRejected);
  const form = useFormik({
    initialValues: { note: '' },
    validate: (values) => schemaErrors(rejectInvoiceSchema, values, {}, t),
    onSubmit: async (values) => {
      if (!invoice) return;
      await submit(
        () => reject.mutateAsync({ invoiceId: invoice.id, note: values.note.trim() }),
        () => form.resetForm(),
      );
    },
  });
  const close = () => {
    form.resetForm();
    setRefusal(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={invoice !== undefined}
      formId="invoice-reject-form"
      title={t('invoices.reject.title', { id: invoice?.id })}
      submitLabel={t('invoices.reject.submit')}
      busy={reject.isPending}
      danger
      onClose={close}
    >
      <form id="invoice-reject-form" noValidate className={styles.form} onSubmit={form.handleSubmit}>
        <p>{t('invoices.reject.text', { payee: invoice?.payeeName })}</p>
        {refusal && (
          <Alert tone="error" title={t('invoices.reject.failed')}>
            {refusal.message}
          </Alert>
        )}
        <NoteField
          id="invoice-reject-note"
          label={t('invoices.fields.rejectNote')}
          required
          value={form.values.note}
          error={shownError(form, refusal, 'note')}
          onBlur={() => void form.setFieldTouched('note', true)}
          onChange={(note) => {
            setRefusal(undefined);
            void form.setFieldValue('note', note);
          }}
        />
      </form>
    </FormDialog>
  );
}

/**
 * Pay invoice: the account to pay from (the invoice's currency) and the total; the submit is the p2p transfer with
 * the invoice's id (spec 02 §7 "P2P"), approved through the shell's popups by the page.
 */
export function PayInvoiceDialog({
  invoice,
  accounts,
  busy,
  refusal,
  onClose,
  onPay,
}: {
  invoice: Invoice | undefined;
  accounts: readonly Account[];
  busy: boolean;
  refusal?: string;
  onClose: () => void;
  onPay: (invoice: Invoice, account: Account) => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const usable = accounts.filter((account) => account.currencyCode === invoice?.currencyCode);
  const [chosen, setChosen] = useState<number>();
  const [touched, setTouched] = useState(false);
  const accountId = chosen ?? (usable.length === 1 ? usable[0]?.accountId : undefined);
  const account = usable.find((item) => item.accountId === accountId);
  const money = (value: string) => formatMoney(value, invoice?.currencyCode ?? '', i18n.language);
  const close = () => {
    setChosen(undefined);
    setTouched(false);
    onClose();
  };
  return (
    <FormDialog
      open={invoice !== undefined}
      formId="invoice-pay-form"
      title={t('invoices.pay.title', { id: invoice?.id })}
      submitLabel={invoice ? t('invoices.pay.submit', { total: money(invoice.total) }) : ''}
      busy={busy}
      onClose={close}
    >
      {invoice && (
        <form
          id="invoice-pay-form"
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (account) onPay(invoice, account);
          }}
        >
          {refusal && (
            <Alert tone="error" title={t('invoices.pay.failed')}>
              {refusal}
            </Alert>
          )}
          <dl className={styles.details}>
            <dt>{t('invoices.view.payee')}</dt>
            <dd>
              {invoice.payeeName} · {invoice.payeeEmail}
            </dd>
            <MoneyDetails invoice={invoice} money={money} />
            <dt>{t('invoices.view.due')}</dt>
            <dd>{dateText(invoice.dueDate, i18n.language)}</dd>
          </dl>
          {usable.length === 0 ? (
            <Alert tone="warning">{t('invoices.errors.noAccount', { currency: invoice.currencyCode })}</Alert>
          ) : (
            <AccountSelect
              id="invoice-pay-account"
              name="accountId"
              label={t('invoices.fields.account')}
              accounts={usable}
              value={accountId}
              required
              error={touched && !account ? t('invoices.errors.accountRequired') : undefined}
              onChange={(next) => setChosen(next)}
            />
          )}
        </form>
      )}
    </FormDialog>
  );
}

/** View invoice: every field of spec 02 §3 a customer reads, and the PDF. */
export function ViewInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const { apiBaseUrl } = useServices();
  const money = (value: string) => formatMoney(value, invoice?.currencyCode ?? '', i18n.language);
  return (
    <Dialog
      open={invoice !== undefined}
      title={
        invoice?.isFunding
          ? t('invoices.view.fundingTitle', { id: invoice.id })
          : t('invoices.view.title', { id: invoice?.id })
      }
      closeLabel={t('close')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {invoice && (
        <div className={styles.form}>
          {invoice.isSystem && <Alert tone="info">{t('invoices.view.systemNote')}</Alert>}
          <dl className={styles.details}>
            <dt>{t('invoices.view.status')}</dt>
            <dd>
              <span className={`${styles.pill} ${styles[invoice.status]}`}>
                {t(`invoices.status.${invoice.status}`)}
              </span>
            </dd>
            <dt>{t('invoices.view.payee')}</dt>
            <dd>
              {invoice.payeeName}
              <br />
              <span className={styles.email}>{invoice.payeeEmail}</span>
            </dd>
            <dt>{t('invoices.view.payer')}</dt>
            <dd>
              {invoice.payerName}
              <br />
              <span className={styles.email}>{invoice.payerEmail}</span>
            </dd>
            <MoneyDetails invoice={invoice} money={money} />
            <dt>{t('invoices.view.sent')}</dt>
            <dd>{dateText(invoice.sentDate, i18n.language, true)}</dd>
            <dt>{t('invoices.view.due')}</dt>
            <dd>{dateText(invoice.dueDate, i18n.language)}</dd>
            <dt>{t('invoices.view.updated')}</dt>
            <dd>{dateText(invoice.updatedDate, i18n.language, true)}</dd>
            {invoice.noteBody && (
              <>
                <dt>{t('invoices.view.note')}</dt>
                <dd>{invoice.noteBody}</dd>
              </>
            )}
            {invoice.rejectNote && (
              <>
                <dt>{t('invoices.view.rejectNote')}</dt>
                <dd>{invoice.rejectNote}</dd>
              </>
            )}
          </dl>
          <p>
            <a
              href={absolutePdfUrl(invoice.urlPdf, apiBaseUrl, i18n.language)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('invoices.view.pdf')}
            </a>{' '}
            <span className={styles.muted}>({t('invoices.view.pdfHint')})</span>
          </p>
        </div>
      )}
    </Dialog>
  );
}
