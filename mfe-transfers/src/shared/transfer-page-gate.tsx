import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, TransferType } from '@portal/api/catalogue';
import { Alert, Button, EmptyState, Spinner } from '@portal/ui/components';
import { useTransferAccounts } from './transfer-accounts';
import { useCanSend } from './transfer-capabilities';
import { useMayCall } from './use-may-call';

/**
 * What every transfer page shows before its form (spec 02 §6): no access when the capability groups do not offer
 * the kind or the access has no balances (and then the accounts are not asked for), the accounts loading, a failed
 * load with a retry, too few accounts; else the form with the accounts.
 */
export function TransferPageGate(props: TransferPageGateProps) {
  const { t } = useTranslation('transfers');
  const canSend = useCanSend(props.type);
  // The form starts from the accounts' balances: a user who may not see them has no use of it (issue 22).
  const seesBalances = useMayCall('balanceInquiry');
  if (!canSend || !seesBalances)
    return <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />;
  return <TransferAccountsGate {...props} />;
}

interface TransferPageGateProps {
  type: TransferType;
  loadingLabel: string;
  /** How many accounts the form needs (two between own accounts). */
  minimumAccounts: number;
  tooFew: { title: string; text: string };
  children: (accounts: readonly Account[]) => ReactNode;
}

/** The accounts, asked for only once the user may send this kind and see balances. */
function TransferAccountsGate({ loadingLabel, minimumAccounts, tooFew, children }: TransferPageGateProps) {
  const { t } = useTranslation('transfers');
  const accounts = useTransferAccounts();
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
