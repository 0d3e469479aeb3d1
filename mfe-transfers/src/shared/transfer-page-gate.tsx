import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, TransferType } from '@portal/api/contract';
import { Alert, Button, EmptyState, Spinner } from '@portal/ui/components';
import { useTransferAccounts } from './transfer-accounts';
import { useCanSend } from './transfer-capabilities';

/**
 * What every transfer page shows before its form (spec 02 §6): no access when the capability groups do not offer
 * the kind, the accounts loading, a failed load with a retry, too few accounts; else the form with the accounts.
 */
export function TransferPageGate({
  type,
  loadingLabel,
  minimumAccounts,
  tooFew,
  children,
}: {
  type: TransferType;
  loadingLabel: string;
  /** How many accounts the form needs (two between own accounts). */
  minimumAccounts: number;
  tooFew: { title: string; text: string };
  children: (accounts: readonly Account[]) => ReactNode;
}) {
  const { t } = useTranslation('transfers');
  const accounts = useTransferAccounts();
  const canSend = useCanSend(type);
  if (!canSend) return <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />;
  if (accounts.isPending) return <Spinner size="lg" label={loadingLabel} />;
  if (accounts.isError)
    return (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{t('loadFailedText')}</p>
        <Button variant="secondary" onClick={() => void accounts.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (accounts.data.length < minimumAccounts)
    return <EmptyState headingLevel={2} title={tooFew.title} text={tooFew.text} />;
  return children(accounts.data);
}
