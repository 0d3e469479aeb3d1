import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Account, Invoice } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { schemaErrors } from '../../../shared/form-validation';
import { useRejectInvoice } from '../api/invoices';
import { rejectInvoiceSchema } from '../utils/invoice-forms';
import { dateText } from '../utils/invoice-format';
import { useRefusal } from '../hooks/use-refusal';
import styles from './invoices.module.css';
import { NoteField, FormDialog, shownError, MoneyDetails } from './invoice-form-parts';

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
