import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState, Skeleton } from '@portal/ui/components';
import { ConfirmDialog } from './confirm-dialog';
import styles from './merchant.module.css';
import { StatusChip } from './status-chip';

/** An item the merchant keeps a list of and switches on and off (a webhook, an API key, an allowed IP range). */
export interface ManagedItem {
  id: number;
  name: string;
  enabled: boolean;
}

/**
 * A card listing what the merchant manages (webhooks, API keys, allowed IPs): its add button, whatever shows over the
 * list (`children`: a form, a secret shown once), the list's states (loading, failed with a retry, empty), and a row
 * per item with its name, enabled or disabled, `details` and its actions: `extraActions`, enable or disable, edit
 * (with `onEdit`), and delete after a confirmation. Its texts are under `texts` (`title`, `description`, `add`,
 * `empty`, `emptyText`, `deleteTitle`, `deleteText`).
 */
export function ManagedList<Item extends ManagedItem>({
  texts,
  query,
  adding,
  onAdd,
  details,
  extraActions,
  onToggle,
  onEdit,
  onDelete,
  deleteBusy,
  children,
}: {
  texts: string;
  query: { isPending: boolean; isError: boolean; data: readonly Item[] | undefined; refetch: () => unknown };
  /** While a new item is being added the add button is away. */
  adding: boolean;
  onAdd: () => void;
  details: (item: Item) => ReactNode;
  extraActions?: (item: Item) => ReactNode;
  onToggle: (item: Item) => void;
  onEdit?: (item: Item) => void;
  /** Called once the merchant confirmed; the dialog closes at once. */
  onDelete: (item: Item) => void;
  deleteBusy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('merchant');
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = query.data ?? [];
  return (
    <Card
      title={t(`${texts}.title`)}
      titleLevel={2}
      description={t(`${texts}.description`)}
      actions={
        adding ? null : (
          <Button type="button" size="sm" onClick={onAdd}>
            {t(`${texts}.add`)}
          </Button>
        )
      }
    >
      <div className={styles.stack}>
        {children}
        {query.isPending ? (
          <Skeleton height="6rem" />
        ) : query.isError ? (
          <Alert tone="error" title={t('shared.loadFailed')}>
            <Button type="button" size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('shared.retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState title={t(`${texts}.empty`)} text={t(`${texts}.emptyText`)} headingLevel={3} />
        ) : (
          <ul className={styles.list} aria-label={t(`${texts}.title`)}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <h3 className={styles.itemTitle}>
                    {item.name}{' '}
                    <StatusChip tone={item.enabled ? 'success' : 'neutral'}>
                      {t(item.enabled ? 'shared.enabled' : 'shared.disabled')}
                    </StatusChip>
                  </h3>
                  {details(item)}
                </div>
                <div className={styles.rowActions}>
                  {extraActions?.(item)}
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={t(item.enabled ? 'shared.disableNamed' : 'shared.enableNamed', {
                      name: item.name,
                    })}
                    onClick={() => onToggle(item)}
                  >
                    {t(item.enabled ? 'shared.disable' : 'shared.enable')}
                  </Button>
                  {onEdit ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t('shared.editNamed', { name: item.name })}
                      onClick={() => onEdit(item)}
                    >
                      {t('shared.edit')}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('shared.deleteNamed', { name: item.name })}
                    onClick={() => setDeleting(item)}
                  >
                    {t('shared.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${texts}.deleteTitle`)}
        confirmLabel={t('shared.delete')}
        cancelLabel={t('shared.cancel')}
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          onDelete(deleting);
          setDeleting(null);
        }}
      >
        <p>{t(`${texts}.deleteText`, { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
