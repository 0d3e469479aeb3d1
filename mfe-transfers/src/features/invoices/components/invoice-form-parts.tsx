import { type FocusEvent, type ReactNode } from 'react';
import { type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@portal/api/catalogue';
import { Button, Dialog, Select } from '@portal/ui/components';
import { MoneyInput } from '../../../shared/money-input';
import { type ServerRefusal } from '../../../shared/server-refusal';
import { INVOICE_NOTE_MAX } from '../utils/invoice-forms';
import styles from './invoices.module.css';

/** A multi-line note with its label, error and length hint, wired like the shared fields. */
export function NoteField(props: {
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
export function FormDialog({
  open,
  formId,
  title,
  submitLabel,
  busy,
  onClose,
  children,
  danger,
}: FormDialogProps) {
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

/** A field's message: the server's refusal of it, else its own error once touched or the form submitted. */
export function shownError<Values>(
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
export function AmountCurrencyFields(props: {
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
export function MoneyDetails({ invoice, money }: { invoice: Invoice; money: (value: string) => string }) {
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
