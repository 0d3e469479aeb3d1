import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASSKEYS, type PasskeyItem } from '@portal/api/catalogue';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { localStore } from '@portal/session/storage';
import { Alert, Button, Card, EmptyState, Skeleton, Table, VisuallyHidden } from '@portal/ui/components';
import { formatDateTime } from '../../../utils/date-time';
import { useMayCall } from '../../../utils/may-call';
import { usePasskeys } from '../api/passkeys';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { PasskeyApproval } from './passkey-approval';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import styles from './passkeys-section.module.css';

/**
 * Passkeys (issue 50 item 1): the list, adding one (password, the browser's dialog, a name), renaming and removing
 * one, and payments approved with a passkey. Only the user's own changes show their controls: support acting as
 * the customer reads the list (issue 22). Nothing shows where passkeys cannot be used (the app's webview, a browser
 * without WebAuthn).
 */
export function PasskeysSection() {
  const [available] = useState(() => passkeysAvailable(localStore));
  return available ? <PasskeysCard /> : null;
}

function PasskeysCard() {
  const { t, i18n } = useTranslation('auth');
  const mayAdd = useMayCall('addPasskey');
  const mayRename = useMayCall('renamePasskey');
  const mayRemove = useMayCall('removePasskey');
  const maySetApproval = useMayCall('setPasskeyApproval');
  const list = usePasskeys();
  const limitId = useId();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyItem | null>(null);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const max = list.data?.max ?? MAX_PASSKEYS;
  const atLimit = (list.data?.items.length ?? 0) >= max;

  let body;
  if (list.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('security.passkeys.loading')}</VisuallyHidden>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  else if (list.isError)
    body = (
      <Alert tone="error" title={t('security.common.loadFailed')}>
        <p>{list.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else
    body = (
      <>
        {list.data.items.length === 0 ? (
          <EmptyState title={t('security.passkeys.empty')} text={t('security.passkeys.emptyText')} />
        ) : (
          <Table
            caption={t('security.passkeys.caption')}
            hideCaption
            rows={list.data.items}
            rowKey="id"
            empty={t('security.passkeys.empty')}
            columns={[
              { key: 'name', header: t('security.passkeys.name'), phone: 'primary' },
              {
                key: 'created',
                header: t('security.passkeys.created'),
                phone: 'secondary',
                phoneLabel: true,
                render: (row) => formatDateTime(row.created, i18n.language, false),
              },
              {
                key: 'lastUsed',
                header: t('security.passkeys.lastUsed'),
                phone: 'secondary',
                phoneLabel: true,
                render: (row) =>
                  row.lastUsed
                    ? formatDateTime(row.lastUsed, i18n.language)
                    : t('security.passkeys.neverUsed'),
              },
              ...(mayRename || mayRemove
                ? [
                    {
                      key: 'actions' as const,
                      header: <VisuallyHidden>{t('security.passkeys.actions')}</VisuallyHidden>,
                      align: 'end' as const,
                      phone: 'actions' as const,
                      render: (row: PasskeyItem) => (
                        <span className={styles.rowActions}>
                          {mayRename ? (
                            <Button variant="ghost" size="sm" onClick={() => setRenaming(row)}>
                              {t('security.passkeys.rename')}
                              <VisuallyHidden> {row.name}</VisuallyHidden>
                            </Button>
                          ) : null}
                          {mayRemove ? (
                            <Button variant="ghost" size="sm" onClick={() => setRemoving(row)}>
                              {t('security.passkeys.remove')}
                              <VisuallyHidden> {row.name}</VisuallyHidden>
                            </Button>
                          ) : null}
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
        {mayAdd && atLimit ? (
          <p id={limitId} className={styles.hint}>
            {t('security.passkeys.limit', { max })}
          </p>
        ) : null}
        <PasskeyApproval passkeyCount={list.data.items.length} mayChange={maySetApproval} />
      </>
    );

  return (
    <Card
      className={styles.card}
      title={t('security.passkeys.title')}
      description={t('security.passkeys.description')}
      actions={
        mayAdd ? (
          <Button
            ref={addButton}
            variant="secondary"
            size="sm"
            onClick={() => {
              setAdded(null);
              setRemoved(null);
              setAdding(true);
            }}
            disabled={!list.isSuccess || atLimit}
            aria-describedby={list.isSuccess && atLimit ? limitId : undefined}
          >
            {t('security.passkeys.add')}
          </Button>
        ) : undefined
      }
    >
      <div aria-live="polite">
        {added ? (
          <Alert tone="success" className={styles.notice}>
            {t('security.passkeys.added', { name: added })}
          </Alert>
        ) : null}
        {removed ? (
          <Alert tone="success" className={styles.notice}>
            {t('security.passkeys.removed', { name: removed })}
          </Alert>
        ) : null}
      </div>
      {body}
      {mayAdd ? <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} onAdded={setAdded} /> : null}
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemovePasskeyDialog
        passkey={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => {
          setAdded(null);
          setRemoved(name);
          // Its row's button is gone: focus goes to the section's own action.
          addButton.current?.focus();
        }}
      />
    </Card>
  );
}
