import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@portal/ui/components';
import { ConfirmDialog } from './confirm-dialog';
import { LoadState } from './load-state';
import styles from './merchant.module.css';
import { SecretOnce } from './secret-once';

interface SecretMutation {
  mutateAsync: (variables: void) => Promise<{ secretKey: string }>;
  isPending: boolean;
}

/**
 * A page's notification settings (button payments, IPN) once loaded: the settings form (`children`) in a card, and
 * the secret key card for a user who may make one (`secret`, the mutation making it). Its texts are under `texts`
 * (`loading`, `failed`, `formTitle`, and the secret key's below).
 */
export function NotificationSettings<Settings extends { hasSecretKey: boolean }>({
  texts,
  query,
  secret,
  children,
}: {
  texts: string;
  query: { isPending: boolean; isError: boolean; data: Settings | undefined; refetch: () => unknown };
  secret: SecretMutation | null;
  children: (settings: Settings) => ReactNode;
}) {
  const { t } = useTranslation('merchant');
  return (
    <LoadState
      pending={query.isPending}
      error={query.isError}
      label={t(`${texts}.loading`)}
      failedTitle={t(`${texts}.failed`)}
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <>
          <Card title={t(`${texts}.formTitle`)} titleLevel={2}>
            {children(query.data)}
          </Card>
          {secret ? (
            <NewSecretCard texts={texts} hasSecretKey={query.data.hasSecretKey} mutation={secret} />
          ) : null}
        </>
      ) : null}
    </LoadState>
  );
}

/**
 * A notification secret key (button payments, IPN): whether one exists, a button making a new one (after asking when
 * it replaces one), and the new key shown once. A refused request shows the response popup (the client publishes it,
 * spec 03 §8). Its texts are under `texts` (`secretTitle`, `hasSecret`, `noSecret`, `newSecret`, `replaceTitle`,
 * `replaceConfirm`, `replaceText`).
 */
function NewSecretCard({
  texts,
  hasSecretKey,
  mutation,
}: {
  texts: string;
  hasSecretKey: boolean;
  mutation: SecretMutation;
}) {
  const { t } = useTranslation('merchant');
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const make = async () => {
    setAsking(false);
    try {
      setSecret((await mutation.mutateAsync()).secretKey);
    } catch {
      // The client showed the response popup (spec 03 §8).
    }
  };
  return (
    <Card title={t(`${texts}.secretTitle`)} titleLevel={2}>
      <p className={styles.hint}>{t(hasSecretKey ? `${texts}.hasSecret` : `${texts}.noSecret`)}</p>
      {secret ? <SecretOnce secret={secret} label={t('shared.secretLabel')} /> : null}
      <div>
        <Button
          variant="secondary"
          loading={mutation.isPending}
          onClick={() => (hasSecretKey ? setAsking(true) : void make())}
        >
          {t(`${texts}.newSecret`)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t(`${texts}.replaceTitle`)}
        confirmLabel={t(`${texts}.replaceConfirm`)}
        onConfirm={() => void make()}
        onClose={() => setAsking(false)}
      >
        <p>{t(`${texts}.replaceText`)}</p>
      </ConfirmDialog>
    </Card>
  );
}
