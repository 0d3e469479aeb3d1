import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@portal/api/catalogue';
import { Alert, TextField } from '@portal/ui/components';
import { parseAmount } from '../../../shared/amount';
import { schemaErrors } from '../../../shared/form-validation';
import { useCreateFundingInvoice, useCreateInvoice } from '../api/invoices';
import {
  createInvoiceSchema,
  fundingInvoiceSchema,
  localToday,
  toCreateInvoiceRequest,
  type CreateInvoiceValues,
} from '../utils/invoice-forms';
import { useRefusal } from '../hooks/use-refusal';
import styles from './invoices.module.css';
import { NoteField, FormDialog, shownError, AmountCurrencyFields } from './invoice-form-parts';

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
