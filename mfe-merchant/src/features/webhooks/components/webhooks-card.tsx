import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookRequestLogItem } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { ManagedList } from '../../../shared/managed-list';
import styles from '../../../shared/merchant.module.css';
import { SecretOnce } from '../../../shared/secret-once';
import {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhooks-api';
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
          ? t('webhooks.webhooks.pingNoAnswer')
          : t('webhooks.webhooks.pingAnswer', { status: request.responseStatus })
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
  const clear = () => {
    setSecret(null);
    setPinged(null);
  };

  return (
    <ManagedList
      texts="webhooks.webhooks"
      query={webhooks}
      adding={editing !== null}
      onAdd={() => {
        clear();
        setEditing('new');
      }}
      details={(webhook) => (
        <>
          <p className={styles.meta}>{webhook.url}</p>
          <p className={styles.meta}>{t('webhooks.webhooks.secretHint', { hint: webhook.secretHint })}</p>
        </>
      )}
      extraActions={(webhook) => (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={ping.isPending && ping.variables === webhook.url}
          aria-label={t('webhooks.webhooks.pingNamed', { name: webhook.name })}
          onClick={() => {
            clear();
            void ping.mutateAsync(webhook.url).then(
              (answer) => setPinged(answer.request),
              () => undefined,
            );
          }}
        >
          {t('webhooks.webhooks.ping')}
        </Button>
      )}
      onToggle={(webhook) =>
        void update
          .mutateAsync({ id: webhook.id, name: webhook.name, url: webhook.url, enabled: !webhook.enabled })
          .then(clear, () => undefined)
      }
      onEdit={(webhook) => {
        clear();
        setEditing(webhook);
      }}
      onDelete={(webhook) => void remove.mutateAsync(webhook.id).then(clear, () => undefined)}
      deleteBusy={remove.isPending}
    >
      {secret ? (
        <SecretOnce
          title={t('webhooks.webhooks.secretTitle', { name: secret.name })}
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
    </ManagedList>
  );
}
