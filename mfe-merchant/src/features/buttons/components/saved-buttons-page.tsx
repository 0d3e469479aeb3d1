import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedButton } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, Card, EmptyState, Table, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadState } from '../../../shared/load-state';
import { useMayCall } from '../../../shared/may-call';
import { useMerchantAccounts } from '../../../shared/merchant-accounts';
import styles from '../../../shared/merchant.module.css';
import { useLogos } from '../api/logos';
import { useDeleteButton, useSavedButtons } from '../api/saved-buttons';
import { ButtonEditor } from './button-editor';
import { ButtonSnippet } from './button-snippet';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; button: SavedButton };

/**
 * `/merchant/buttons/my_saved_buttons` (spec 03 §2, §3 "Saved button", §7; issue 33 item 4): the saved payment
 * buttons, each with its HTML snippet to copy; create and edit with a live preview; delete after a confirmation.
 * A user who may only read sees the list and the snippets.
 */
export function SavedButtonsPage() {
  const { t, i18n } = useTranslation('merchant');
  const buttons = useSavedButtons();
  const mayChange = useMayCall('createSavedButton');
  const accounts = useMerchantAccounts(mayChange);
  const logos = useLogos();
  const remove = useDeleteButton();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [codeFor, setCodeFor] = useState<SavedButton | null>(null);
  const [deleting, setDeleting] = useState<SavedButton | null>(null);
  const [notice, setNotice] = useState('');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice(t('buttons.list.deleted', { name: deleting.name }));
      if (codeFor?.id === deleting.id) setCodeFor(null);
      setDeleting(null);
    } catch {
      // The client showed the response popup (spec 03 §8).
      setDeleting(null);
    }
  };

  const columns: TableColumn<SavedButton>[] = [
    { key: 'name', header: t('buttons.list.name'), phone: 'primary' },
    {
      key: 'buttonType',
      header: t('buttons.list.type'),
      render: (row) => t(`buttons.types.${row.buttonType}`),
      phoneLabel: true,
    },
    { key: 'itemName', header: t('buttons.list.item'), phoneLabel: true },
    {
      key: 'amount',
      header: t('buttons.list.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) =>
        row.amount
          ? row.buttonType === 'subscribe' && row.period
            ? t('buttons.preview.perPeriod', {
                amount: formatMoney(String(row.amount), row.currencyCode, i18n.language),
                period: t(`buttons.periods.${row.period}`),
              })
            : formatMoney(String(row.amount), row.currencyCode, i18n.language)
          : t('buttons.preview.payerChooses'),
    },
    {
      key: 'actions',
      header: t('buttons.list.actions'),
      phone: 'actions',
      render: (row) => (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('buttons.list.codeFor', { name: row.name })}
            onClick={() => setCodeFor(row)}
          >
            {t('buttons.list.code')}
          </Button>
          {mayChange ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('buttons.list.editFor', { name: row.name })}
                onClick={() => {
                  setEditing({ kind: 'edit', button: row });
                  setNotice('');
                }}
              >
                {t('buttons.list.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('buttons.list.deleteFor', { name: row.name })}
                onClick={() => setDeleting(row)}
              >
                {t('buttons.list.delete')}
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  const editorReady = accounts.data !== undefined;
  return (
    <MerchantPageLayout
      title={t('buttons.title')}
      description={t('buttons.description')}
      actions={
        mayChange && editing.kind === 'none' ? (
          <Button
            onClick={() => {
              setEditing({ kind: 'new' });
              setNotice('');
            }}
          >
            {t('buttons.list.new')}
          </Button>
        ) : null
      }
    >
      <div role="status" className={styles.muted}>
        {notice}
      </div>
      {editing.kind !== 'none' ? (
        editorReady ? (
          <ButtonEditor
            key={editing.kind === 'edit' ? editing.button.id : 'new'}
            button={editing.kind === 'edit' ? editing.button : undefined}
            accounts={accounts.data ?? []}
            logos={logos.data ?? []}
            onCancel={() => setEditing({ kind: 'none' })}
            onSaved={(saved) => {
              setNotice(t('buttons.form.saved', { name: saved.name }));
              setEditing({ kind: 'none' });
              setCodeFor(saved);
            }}
          />
        ) : (
          <LoadState
            pending={accounts.isPending}
            error={accounts.isError}
            label={t('buttons.form.accountsLoading')}
            failedTitle={t('buttons.form.accountsFailed')}
            onRetry={() => void accounts.refetch()}
          >
            {null}
          </LoadState>
        )
      ) : null}
      {codeFor ? <ButtonSnippet button={codeFor} /> : null}
      <Card title={t('buttons.list.title')} titleLevel={2}>
        <LoadState
          pending={buttons.isPending}
          error={buttons.isError}
          label={t('buttons.list.loading')}
          failedTitle={t('buttons.list.failed')}
          onRetry={() => void buttons.refetch()}
        >
          <Table
            caption={t('buttons.list.title')}
            hideCaption
            columns={columns}
            rows={buttons.data ?? []}
            rowKey="id"
            empty={
              <EmptyState
                title={t('buttons.list.emptyTitle')}
                text={mayChange ? t('buttons.list.emptyText') : t('buttons.list.emptyReadOnly')}
                headingLevel={3}
              />
            }
          />
        </LoadState>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('buttons.delete.title')}
        confirmLabel={t('buttons.delete.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('buttons.delete.text', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </MerchantPageLayout>
  );
}
