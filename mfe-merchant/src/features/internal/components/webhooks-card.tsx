import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookRequestLogItem } from '@portal/api/contract';
import { Alert, Button, Card, EmptyState, Skeleton } from '@portal/ui/components';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import styles from '../../../shared/merchant.module.css';
import { SecretOnce } from '../../../shared/secret-once';
import { StatusChip } from '../../../shared/status-chip';
import {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/merchant-rest';
import { WebhookForm } from './webhook-form';

/** What the target answered to a ping. */
function PingAnswer({ request, onDone }: { request: WebhookRequestLogItem; onDone: () => void }) {
  const { t } = useTranslation('merchant');
  const ok = request.responseStatus !== null && request.responseStatus >= 200 && request.responseStatus < 300;
  return (
    <Alert
      tone={ok ? 'success' : 'error'}
      title={
        request.responseStatus === null
          ? t('internal.webhooks.pingNoAnswer')
          : t('internal.webhooks.pingAnswer', { status: request.responseStatus })
      }
    >
      <p className={styles.meta}>{request.url}</p>
      {request.error ? <p>{request.error}</p> : null}
      {request.responseBody ? <pre className={styles.code}>{request.responseBody}</pre> : null}
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('shared.close')}
      </Button>
    </Alert>
  );
}

/**
 * The merchant's webhooks (spec 03 §7 `public-api/webhook`): create, edit, enable or disable, delete after a
 * confirmation, ping; the signing secret shown once after create. A refused create shows the response popup (the
 * client publishes it, spec 03 §8); a success clears the message here and reloads the list.
 */
export function WebhooksCard() {
  const { t } = useTranslation('merchant');
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const ping = usePingWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [pinged, setPinged] = useState<WebhookRequestLogItem | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const clear = () => {
    setSecret(null);
    setPinged(null);
  };

  return (
    <Card
      title={t('internal.webhooks.title')}
      titleLevel={2}
      description={t('internal.webhooks.description')}
      actions={
        editing === null ? (
          <Button
            type="button"
            size="sm"
            onClick={() => {
              clear();
              setEditing('new');
            }}
          >
            {t('internal.webhooks.add')}
          </Button>
        ) : null
      }
    >
      <div className={styles.stack}>
        {secret ? (
          <SecretOnce
            title={t('internal.webhooks.secretTitle', { name: secret.name })}
            secret={secret.secret}
            copyLabel={t('shared.copy')}
            onDone={() => setSecret(null)}
          />
        ) : null}
        {pinged ? <PingAnswer request={pinged} onDone={() => setPinged(null)} /> : null}
        {editing !== null ? (
          <WebhookForm
            webhook={editing === 'new' ? undefined : editing}
            busy={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (editing === 'new') {
                const answer = await create.mutateAsync(values);
                clear();
                setSecret({ name: answer.webhook.name, secret: answer.secret });
              } else {
                await update.mutateAsync({ id: editing.id, ...values });
                clear();
              }
              setEditing(null);
            }}
          />
        ) : null}
        {webhooks.isPending ? (
          <Skeleton height="6rem" />
        ) : webhooks.isError ? (
          <Alert tone="error" title={t('shared.loadFailed')}>
            <Button type="button" size="sm" variant="secondary" onClick={() => void webhooks.refetch()}>
              {t('shared.retry')}
            </Button>
          </Alert>
        ) : webhooks.data.length === 0 ? (
          <EmptyState
            title={t('internal.webhooks.empty')}
            text={t('internal.webhooks.emptyText')}
            headingLevel={3}
          />
        ) : (
          <ul className={styles.list} aria-label={t('internal.webhooks.title')}>
            {webhooks.data.map((webhook) => (
              <li key={webhook.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <h3 className={styles.itemTitle}>
                    {webhook.name}{' '}
                    <StatusChip tone={webhook.enabled ? 'success' : 'neutral'}>
                      {t(webhook.enabled ? 'shared.enabled' : 'shared.disabled')}
                    </StatusChip>
                  </h3>
                  <p className={styles.meta}>{webhook.url}</p>
                  <p className={styles.meta}>
                    {t('internal.webhooks.secretHint', { hint: webhook.secretHint })}
                  </p>
                </div>
                <div className={styles.rowActions}>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    loading={ping.isPending && ping.variables === webhook.url}
                    aria-label={t('internal.webhooks.pingNamed', { name: webhook.name })}
                    onClick={() => {
                      clear();
                      void ping.mutateAsync(webhook.url).then(
                        (answer) => setPinged(answer.request),
                        () => undefined,
                      );
                    }}
                  >
                    {t('internal.webhooks.ping')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={t(webhook.enabled ? 'shared.disableNamed' : 'shared.enableNamed', {
                      name: webhook.name,
                    })}
                    onClick={() =>
                      void update
                        .mutateAsync({
                          id: webhook.id,
                          name: webhook.name,
                          url: webhook.url,
                          enabled: !webhook.enabled,
                        })
                        .then(clear, () => undefined)
                    }
                  >
                    {t(webhook.enabled ? 'shared.disable' : 'shared.enable')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('shared.editNamed', { name: webhook.name })}
                    onClick={() => {
                      clear();
                      setEditing(webhook);
                    }}
                  >
                    {t('shared.edit')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('shared.deleteNamed', { name: webhook.name })}
                    onClick={() => setDeleting(webhook)}
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
        title={t('internal.webhooks.deleteTitle')}
        confirmLabel={t('shared.delete')}
        cancelLabel={t('shared.cancel')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync(deleting.id).then(clear, () => undefined);
          setDeleting(null);
        }}
      >
        <p>{t('internal.webhooks.deleteText', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
