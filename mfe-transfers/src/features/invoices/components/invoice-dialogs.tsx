import { useTranslation } from 'react-i18next';
import type { Invoice } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useServices } from '@portal/session/react';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { absolutePdfUrl, dateText } from '../utils/invoice-format';
import styles from './invoices.module.css';
import { MoneyDetails } from './invoice-form-parts';

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
