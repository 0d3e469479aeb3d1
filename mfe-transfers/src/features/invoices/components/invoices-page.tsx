import { useMemo, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_TYPES,
  INVOICE_LIST_FILTERS,
  INVOICE_PAGE_SIZE,
  type Account,
  type Invoice,
  type InvoiceListFilter,
} from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Pagination } from '@portal/remote/pagination';
import {
  Alert,
  Button,
  EmptyState,
  PageLayout,
  Spinner,
  Table,
  type TableColumn,
} from '@portal/ui/components';
import { LoadFailed } from '../../../shared/access-page';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { serverRefusal } from '../../../shared/server-refusal';
import { invalidateTransferAccounts, useTransferAccounts } from '../../../shared/transfer-accounts';
import { useApproval } from '../../../shared/use-approval';
import { useMayCall } from '../../../shared/use-may-call';
import { useTransferP2p } from '../../../shared/transfer-p2p';
import { INVOICES_QUERY_KEY, useInvoiceList, useInvoicesLiveRefresh, type InvoiceTab } from '../api/invoices';
import { isOpen } from '../utils/invoice-forms';
import { dateText } from '../utils/invoice-format';
import { PayInvoiceDialog, RejectInvoiceDialog } from './answer-invoice-dialogs';
import { CreateInvoiceDialog, FundingInvoiceDialog } from './create-invoice-dialog';
import { ViewInvoiceDialog } from './invoice-dialogs';
import styles from './invoices.module.css';

const TABS: readonly InvoiceTab[] = ['received', 'sent'];

type Popup =
  | { kind: 'create' }
  | { kind: 'funding' }
  | { kind: 'view'; invoice: Invoice }
  | { kind: 'pay'; invoice: Invoice }
  | { kind: 'reject'; invoice: Invoice };

type Notice = { tone: 'success' | 'info' | 'error'; title?: string; text: string };

/**
 * `/transfer/invoices` (spec 02 §2, §4 "Invoices", §7): the invoices the customer received (to pay or reject) and
 * sent (to be paid), filtered by unpaid and awaitingPayment, 20 a page; the create, pay, view and reject popups and
 * the funding invoice. Offered with the requestMoney permission (spec 02 §6); the lists follow the live channel.
 */
export function InvoicesPage() {
  const { t } = useTranslation('transfers');
  const user = useSubject(user$);
  const reads = useMayCall('getReceivedInvoices');
  const allowed = reads && user?.permissions.requestMoney === true;
  return (
    <PageLayout title={t('invoices.title')} description={allowed ? t('invoices.description') : undefined}>
      {!user ? (
        <Spinner size="lg" label={t('invoices.loading')} />
      ) : allowed ? (
        <Invoices />
      ) : (
        <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />
      )}
    </PageLayout>
  );
}

/** The two lists, their filters and pages, and the popups. */
export function Invoices() {
  const { t, i18n } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<InvoiceTab>('received');
  const [filters, setFilters] = useState<InvoiceListFilter[]>([]);
  const [page, setPage] = useState(1);
  const [popup, setPopup] = useState<Popup>();
  const [notice, setNotice] = useState<Notice>();
  const [payRefusal, setPayRefusal] = useState<string>();
  useInvoicesLiveRefresh();
  const list = useInvoiceList(tab, filters, page);
  const seesBalances = useMayCall('balanceInquiry');
  const accounts = useTransferAccounts();
  const payable = useMemo(
    () => (accounts.data ?? []).filter((account) => account.type === ACCOUNT_TYPES.payment),
    [accounts.data],
  );
  const currencies = useMemo(
    () => [...new Set(payable.map((account) => account.currencyCode))].sort(),
    [payable],
  );
  const transfer = useTransferP2p();
  const { requestApproval, pending: approving } = useApproval({ resultShownOnPage: true });
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const switchTab = (next: InvoiceTab) => {
    setTab(next);
    setPage(1);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    if (!next) return;
    switchTab(next);
    document.getElementById(`invoices-tab-${next}`)?.focus();
  };
  const toggleFilter = (filter: InvoiceListFilter) => {
    setFilters((current) =>
      current.includes(filter) ? current.filter((item) => item !== filter) : [...current, filter].sort(),
    );
    setPage(1);
  };

  /** The payment: the p2p transfer carrying the invoice's id, approved through the shell's popups (spec 02 §4). */
  const pay = async (invoice: Invoice, account: Account) => {
    if (transfer.isPending || approving) return;
    setPayRefusal(undefined);
    let result;
    try {
      result = await transfer.mutateAsync({
        accountId: account.accountId,
        amount: invoice.amount,
        currency: invoice.currencyCode,
        toEmail: invoice.payeeEmail,
        invoiceId: invoice.id,
        idempotencyKey: newIdempotencyKey(),
      });
    } catch (error) {
      setPayRefusal(serverRefusal(error, t).message);
      return;
    }
    setPopup(undefined);
    const outcome = await requestApproval(result);
    if (outcome.status === 'approved') {
      void invalidateTransferAccounts(queryClient);
      void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
      setNotice({
        tone: 'success',
        text: t(outcome.queued ? 'invoices.pay.queued' : 'invoices.pay.done', { id: invoice.id }),
      });
    } else if (outcome.status === 'cancelled') {
      setNotice({ tone: 'info', text: t('invoices.pay.cancelled') });
    } else {
      setNotice({
        tone: 'error',
        title: t('invoices.pay.failed'),
        text: outcome.message ?? t('approvalFailedText'),
      });
    }
  };

  const columns: TableColumn<Invoice>[] = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      phone: 'secondary',
      render: (row) => (
        <>
          {t('invoices.numberShort', { id: row.id })}
          {row.isFunding && row.isSystem && (
            <span className={`${styles.pill} ${styles.funding}`}>{t('invoices.fundingBadge')}</span>
          )}
        </>
      ),
    },
    {
      key: 'counterparty',
      header: tab === 'received' ? t('invoices.columns.from') : t('invoices.columns.to'),
      phone: 'primary',
      render: (row) => {
        const [name, email] =
          tab === 'received' ? [row.payeeName, row.payeeEmail] : [row.payerName, row.payerEmail];
        return (
          <span className={styles.counterparty}>
            <span>{name}</span>
            <span className={styles.email}>{email}</span>
          </span>
        );
      },
      phoneRender: (row) => (tab === 'received' ? row.payeeName : row.payerName),
    },
    {
      key: 'due',
      header: t('invoices.columns.due'),
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => dateText(row.dueDate, i18n.language),
    },
    {
      key: 'amount',
      header: t('invoices.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'status',
      header: t('invoices.columns.status'),
      phone: 'status',
      render: (row) => (
        <span className={`${styles.pill} ${styles[row.status]}`}>{t(`invoices.status.${row.status}`)}</span>
      ),
    },
    {
      key: 'actions',
      header: t('invoices.columns.actions'),
      phone: 'actions',
      render: (row) => (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('invoices.actions.viewInvoice', { id: row.id })}
            onClick={() => setPopup({ kind: 'view', invoice: row })}
          >
            {t('invoices.actions.view')}
          </Button>
          {tab === 'received' && isOpen(row.status) && !row.isSystem && seesBalances && (
            <Button
              size="sm"
              aria-label={t('invoices.actions.payInvoice', { id: row.id })}
              onClick={() => {
                setPayRefusal(undefined);
                setPopup({ kind: 'pay', invoice: row });
              }}
            >
              {t('invoices.actions.pay')}
            </Button>
          )}
          {tab === 'received' && isOpen(row.status) && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('invoices.actions.rejectInvoice', { id: row.id })}
              onClick={() => setPopup({ kind: 'reject', invoice: row })}
            >
              {t('invoices.actions.reject')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE));
  const created = (invoice: Invoice, key: 'invoices.create.done' | 'invoices.funding.done') => {
    setPopup(undefined);
    setNotice({ tone: 'success', text: t(key, { id: invoice.id, email: invoice.payerEmail }) });
    if (key === 'invoices.create.done') switchTab('sent');
    else switchTab('received');
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Button onClick={() => setPopup({ kind: 'create' })}>{t('invoices.newInvoice')}</Button>
        <Button variant="secondary" onClick={() => setPopup({ kind: 'funding' })}>
          {t('invoices.newFunding')}
        </Button>
      </div>
      <div aria-live="polite">
        {notice && (
          <Alert tone={notice.tone} title={notice.title}>
            {notice.text}
          </Alert>
        )}
      </div>
      <div role="tablist" aria-label={t('invoices.tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`invoices-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="invoices-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onKeyDown={onTabKey}
            onClick={() => switchTab(name)}
          >
            {t(`invoices.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id="invoices-panel"
        role="tabpanel"
        aria-labelledby={`invoices-tab-${tab}`}
        className={styles.stack}
      >
        <fieldset className={styles.filters}>
          <legend>{t('invoices.filters.legend')}</legend>
          {INVOICE_LIST_FILTERS.map((filter) => (
            <label key={filter} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.includes(filter)}
                onChange={() => toggleFilter(filter)}
              />
              {t(`invoices.filters.${filter}`)}
            </label>
          ))}
          {list.data && (
            <span className={styles.muted} aria-live="polite">
              {t('invoices.count', { count: total })}
            </span>
          )}
        </fieldset>
        {list.isPending ? (
          <Spinner size="lg" label={t('invoices.loading')} />
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : (
          <Table
            caption={t(`invoices.tabs.${tab}`)}
            hideCaption
            columns={columns}
            rows={list.data.invoices}
            rowKey="id"
            empty={filters.length > 0 ? t('invoices.empty.filtered') : t(`invoices.empty.${tab}`)}
          />
        )}
        {pages > 1 && (
          <Pagination label={t('invoices.pager.label')} page={page} pages={pages} onPage={setPage} />
        )}
      </div>
      <CreateInvoiceDialog
        open={popup?.kind === 'create'}
        currencies={currencies}
        onClose={() => setPopup(undefined)}
        onCreated={(invoice) => created(invoice, 'invoices.create.done')}
      />
      <FundingInvoiceDialog
        open={popup?.kind === 'funding'}
        currencies={currencies}
        onClose={() => setPopup(undefined)}
        onCreated={(invoice) => created(invoice, 'invoices.funding.done')}
      />
      <ViewInvoiceDialog
        invoice={popup?.kind === 'view' ? popup.invoice : undefined}
        onClose={() => setPopup(undefined)}
      />
      <PayInvoiceDialog
        invoice={popup?.kind === 'pay' ? popup.invoice : undefined}
        accounts={payable}
        busy={transfer.isPending || approving}
        refusal={payRefusal}
        onClose={() => setPopup(undefined)}
        onPay={(invoice, account) => void pay(invoice, account)}
      />
      <RejectInvoiceDialog
        invoice={popup?.kind === 'reject' ? popup.invoice : undefined}
        onClose={() => setPopup(undefined)}
        onRejected={(invoice) => {
          setPopup(undefined);
          setNotice({ tone: 'success', text: t('invoices.reject.done', { id: invoice.id }) });
        }}
      />
    </div>
  );
}
