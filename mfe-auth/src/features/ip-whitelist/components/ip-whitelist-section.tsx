import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessIpEntry } from '@portal/api/catalogue';
import { Alert, Button, Card, Skeleton, Table, VisuallyHidden } from '@portal/ui/components';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog/confirm-removal-dialog';
import { Switch } from '../../../components/switch/switch';
import { formatDateTime } from '../../../utils/date-time';
import { useMayCall } from '../../../utils/may-call';
import { useAccessIpList } from '../api/access-ip-list';
import { useDeleteAccessIp } from '../api/delete-access-ip';
import { useSetAccessIpMode } from '../api/set-access-ip-mode';
import { AddIpDialog } from './add-ip-dialog';
import styles from './ip-whitelist-section.module.css';

function DeleteIpDialog({ entry, onClose }: { entry: AccessIpEntry | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const remove = useDeleteAccessIp();
  const address = entry ? (entry.toIp ? `${entry.ip} – ${entry.toIp}` : entry.ip) : '';
  return (
    <ConfirmRemovalDialog
      open={entry !== null}
      title={t('security.ipWhitelist.deleteTitle')}
      text={t('security.ipWhitelist.deleteText', { ip: address })}
      confirmLabel={t('security.ipWhitelist.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => {
        if (entry) remove.mutate(entry.id, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}

/**
 * IP whitelist (spec 02 §3, §6): mode 0 lets any address sign in, mode 1 only the listed addresses and ranges;
 * add and delete entries. Only a user with the right to each change sees its control (issue 22: full access, never
 * support acting as the customer); the others read the mode and the list.
 */
export function IpWhitelistSection() {
  const { t, i18n } = useTranslation('auth');
  const mayAdd = useMayCall('addAccessIp');
  const mayDelete = useMayCall('deleteAccessIp');
  const maySetMode = useMayCall('setAccessIpMode');
  const list = useAccessIpList();
  const setMode = useSetAccessIpMode();
  const hintId = useId();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AccessIpEntry | null>(null);

  const mode = setMode.isPending ? setMode.variables : list.data?.mode;
  let body;
  if (list.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('security.ipWhitelist.loading')}</VisuallyHidden>
        <Skeleton height={24} width="60%" />
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
        <div className={styles.mode}>
          {maySetMode ? (
            <Switch
              label={t('security.ipWhitelist.modeLabel')}
              checked={mode === 1}
              disabled={setMode.isPending}
              describedBy={hintId}
              onChange={(checked) => setMode.mutate(checked ? 1 : 0)}
            />
          ) : (
            <p className={styles.modeState}>
              {mode === 1 ? t('security.ipWhitelist.modeOn') : t('security.ipWhitelist.modeOff')}
            </p>
          )}
          {maySetMode ? (
            <p id={hintId} className={styles.hint}>
              {t('security.ipWhitelist.modeHint')}
            </p>
          ) : null}
        </div>
        <Table
          caption={t('security.ipWhitelist.caption')}
          hideCaption
          rows={list.data.items}
          rowKey="id"
          empty={t('security.ipWhitelist.empty')}
          columns={[
            {
              key: 'ip',
              header: t('security.ipWhitelist.ip'),
              phone: 'primary',
              render: (row) => <code>{row.ip}</code>,
            },
            {
              key: 'toIp',
              header: t('security.ipWhitelist.toIp'),
              phone: 'secondary',
              phoneLabel: true,
              render: (row) => (row.toIp ? <code>{row.toIp}</code> : t('security.ipWhitelist.noRange')),
            },
            {
              key: 'created',
              header: t('security.ipWhitelist.created'),
              phone: 'secondary',
              render: (row) => formatDateTime(row.created, i18n.language, false),
            },
            ...(mayDelete
              ? [
                  {
                    key: 'actions' as const,
                    header: <VisuallyHidden>{t('security.ipWhitelist.actions')}</VisuallyHidden>,
                    align: 'end' as const,
                    phone: 'actions' as const,
                    render: (row: AccessIpEntry) => (
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(row)}>
                        {t('security.ipWhitelist.delete')}
                        <VisuallyHidden> {row.ip}</VisuallyHidden>
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </>
    );

  return (
    <Card
      className={styles.card}
      title={t('security.ipWhitelist.title')}
      description={t('security.ipWhitelist.description')}
      actions={
        mayAdd ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)} disabled={!list.isSuccess}>
            {t('security.ipWhitelist.add')}
          </Button>
        ) : undefined
      }
    >
      {body}
      <AddIpDialog open={adding} onClose={() => setAdding(false)} />
      <DeleteIpDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
