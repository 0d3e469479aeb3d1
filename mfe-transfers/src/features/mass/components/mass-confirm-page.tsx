import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MassSubmitResult, MassSummary } from '@portal/api/catalogue';
import { massRowsToCsv } from '@portal/api/mass';
import { formatMoney } from '@portal/api/money';
import { Alert, Button, Card, EmptyState, PageLayout, Table, type TableColumn } from '@portal/ui/components';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { PortalLink } from '../../../shared/portal-link';
import { serverRefusal } from '../../../shared/server-refusal';
import shared from '../../../shared/shared.module.css';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { TransferSummary } from '../../../shared/transfer-summary';
import { useApproval } from '../../../shared/use-approval';
import { useMassSubmit } from '../api/transfer-mass';
import { massDraft, type MassDraft } from '../utils/mass-draft';
import { massPayeeText } from '../utils/mass-texts';
import { massTabPath } from '../utils/mass-tabs';
import { originalLine } from '../utils/server-rows';
import styles from './mass.module.css';

type Outcome = { result: MassSubmitResult; queued: boolean };
type Notice = { tone: 'error' | 'info'; title?: string; text: string };

/**
 * `/transfer/external/mass/confirm` and `/transfer/mass/p2p/confirm` (spec 02 §2, §4 "Mass transfer (two steps)",
 * step 2): the summary the sandbox answered (count, total, fees, each row's fee), then the real submit of the same
 * rows and its approval through the shell's popups. An initiator's batch goes to the approval queue: the title then
 * says 'approval transaction created' (spec 02 §4).
 */
export function MassConfirmPage() {
  const { t } = useTranslation('transfers');
  const draft = massDraft.get();
  // Arriving from the bottom of the upload, the page starts at its heading (DESIGN §4: focus on the new page's h1).
  useEffect(() => {
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <PageLayout title={t('mass.confirm.title')} description={t('mass.confirm.description')}>
      {draft?.summary ? (
        <MassConfirm draft={draft as MassDraft & { summary: MassSummary }} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={t('mass.confirm.nothing')}
          text={t('mass.confirm.nothingText')}
          action={
            <Link to="/transfer/mass" className={styles.link}>
              {t('mass.confirm.toUpload')}
            </Link>
          }
        />
      )}
    </PageLayout>
  );
}

interface SummaryLine {
  line: number;
  amount: string;
  fee: string;
  values: Record<string, string>;
}

function MassConfirm({ draft }: { draft: MassDraft & { summary: MassSummary } }) {
  const { t, i18n } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const submit = useMassSubmit();
  const { requestApproval, pending: approving } = useApproval({ resultShownOnPage: true });
  const [outcome, setOutcome] = useState<Outcome>();
  const [notice, setNotice] = useState<Notice>();
  // One key per confirm page: a double click, or a retry after a lost answer, is one batch.
  const idempotencyKey = useRef(newIdempotencyKey());
  const { summary } = draft;
  const currency = summary.currencyCode || draft.currencyCode;
  const money = (value: string | number) => formatMoney(String(value), currency, i18n.language);
  // The summary counts lines of the file sent; the customer knows the rows by the lines of their own file.
  const lines: SummaryLine[] = summary.rows.map((row) => ({
    line: originalLine(Number(row.line), draft.rows),
    amount: String(row.amount),
    fee: String(row.fee),
    values: row.values,
  }));

  const send = async () => {
    if (submit.isPending || approving) return;
    setNotice(undefined);
    let result: MassSubmitResult;
    try {
      result = await submit.mutateAsync({
        request: {
          batchName: draft.batchName,
          accountId: draft.accountId,
          method: draft.method,
          // The submit names the summary the customer confirmed (the sandbox refuses other rows: MSC).
          summaryHash: summary.summaryHash,
          idempotencyKey: idempotencyKey.current,
        },
        file: new File([massRowsToCsv(draft.method, draft.rows)], `${draft.method}-batch.csv`, {
          type: 'text/csv',
        }),
      });
    } catch (failure) {
      setNotice({ tone: 'error', title: t('mass.confirm.refused'), text: serverRefusal(failure, t).message });
      return;
    }
    const approval = await requestApproval(result);
    if (approval.status === 'approved') {
      massDraft.clear();
      void invalidateTransferAccounts(queryClient);
      setOutcome({ result, queued: approval.queued });
    } else if (approval.status === 'cancelled') {
      setNotice({ tone: 'info', text: t('approvalCancelled') });
    } else {
      // A new submit after a failed approval is a new operation.
      idempotencyKey.current = newIdempotencyKey();
      setNotice({
        tone: 'error',
        title: t('approvalFailed'),
        text: [approval.message, t('approvalFailedText')].filter(Boolean).join(' '),
      });
    }
  };

  const summaryRows = [
    { label: t('mass.confirm.batchName'), value: draft.batchName },
    { label: t('summary.from'), value: t('account.accountShort', { currency, id: draft.accountId }) },
    { label: t('mass.confirm.method'), value: t(`mass.tabs.${draft.method}`) },
    { label: t('mass.confirm.count'), value: t('mass.confirm.payments', { count: Number(summary.count) }) },
    { label: t('summary.amount'), value: money(summary.totalAmount) },
    { label: t('mass.confirm.fees'), value: money(summary.totalFee) },
    { label: t('summary.total'), value: money(summary.total) },
  ];

  if (outcome)
    return (
      <Card>
        <div className={shared.stack}>
          {outcome.queued ? (
            <Alert tone="success" title={t('queuedTitle')}>
              {t('queuedText')}
            </Alert>
          ) : (
            <Alert tone="success" title={t('mass.done.title')}>
              {t('mass.done.text', { count: Number(summary.count), total: money(summary.total) })}
            </Alert>
          )}
          <TransferSummary label={t('mass.done.title')} rows={summaryRows} />
          <div className={shared.actions}>
            {outcome.queued ? (
              <PortalLink href="/transfer/approved" className={styles.link}>
                {t('mass.done.approvalsLink')}
              </PortalLink>
            ) : (
              <PortalLink href="/history/batch-transfers" className={styles.link}>
                {t('mass.done.batchesLink')}
              </PortalLink>
            )}
            <Link to={massTabPath(draft.method)} className={styles.link}>
              {t('mass.done.another')}
            </Link>
          </div>
        </div>
      </Card>
    );

  const columns: TableColumn<SummaryLine>[] = [
    { key: 'line', header: t('mass.table.line'), phone: 'secondary', phoneLabel: true },
    {
      key: 'payee',
      header: t('mass.table.payee'),
      phone: 'primary',
      render: (row) => {
        const payee = massPayeeText(draft.method, row.values);
        return (
          <span className={styles.payee}>
            <span>{payee.name || '—'}</span>
            {payee.account ? <span className={styles.muted}>{payee.account}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'amount',
      header: t('mass.table.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount),
    },
    {
      key: 'fee',
      header: t('mass.table.fee'),
      align: 'end',
      phone: 'secondary',
      render: (row) => money(row.fee),
    },
  ];
  const busy = submit.isPending || approving;
  return (
    <div className={shared.stack}>
      <Card title={t('mass.confirm.summaryTitle')} titleLevel={2}>
        <div className={shared.stack}>
          {notice ? (
            <Alert tone={notice.tone} title={notice.title}>
              {notice.text}
            </Alert>
          ) : null}
          <TransferSummary label={t('mass.confirm.summaryTitle')} rows={summaryRows} />
          <div className={shared.actions}>
            <Link to={massTabPath(draft.method)} className={`${styles.link} ${styles.backLink}`}>
              {t('mass.confirm.back')}
            </Link>
            <Button loading={busy} onClick={() => void send()}>
              {t('mass.confirm.submit')}
            </Button>
          </div>
        </div>
      </Card>
      <Table
        caption={t('mass.confirm.rowsCaption')}
        columns={columns}
        rows={lines}
        rowKey={(row) => row.line}
        empty={t('mass.table.empty')}
      />
    </div>
  );
}
