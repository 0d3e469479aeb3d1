import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { availableCardActions, deriveCardMeta, isCardAccount, type CardAction } from '@portal/api/cards';
import type { Account } from '@portal/api/catalogue';
import { formatMoney, isNonZeroDecimal } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Card, EmptyState, PageLayout, VisuallyHidden } from '@portal/ui/components';
import { permits } from '../../../shared/use-may-call';
import { useAccounts } from '../api/balance-inquiry';
import { cardKindOf } from '../utils/card-accounts';
import { permittedCardActions } from '../utils/card-action-access';
import { ActivateCardDialog } from './activate-card-dialog';
import { CardActionList } from './card-action-list';
import { CardDetailsDialog } from './card-details-dialog';
import { CardDocumentsDialog } from './card-documents-dialog';
import { CardRequirements } from './card-requirements';
import { CardStatusBadge, CardTile, maskedNumberOf, useCardTitle } from './card-tile';
import { ConfirmCardActionDialog, isConfirmedAction } from './confirm-card-action-dialog';
import { EditNameDialog } from './edit-name-dialog';
import { LoadCardDialog } from './load-card-dialog';
import { LoadFailed, LoadingCards } from './page-states';
import { ReissueCardDialog } from './reissue-card-dialog';
import { ShowPinDialog } from './show-pin-dialog';
import styles from './cards.module.css';

/** The dialog an action opens, if any. */
function ActionDialog({
  action,
  account,
  accounts,
  cardLabel,
  onClose,
}: {
  action: CardAction;
  account: Account;
  accounts: readonly Account[];
  cardLabel: string;
  onClose: () => void;
}) {
  const { accountId } = account;
  if (isConfirmedAction(action))
    return (
      <ConfirmCardActionDialog action={action} account={account} cardLabel={cardLabel} onClose={onClose} />
    );
  switch (action) {
    case 'showPin':
      return <ShowPinDialog accountId={accountId} onClose={onClose} />;
    case 'editName':
      return <EditNameDialog account={account} onClose={onClose} />;
    case 'cardDetails':
      return <CardDetailsDialog accountId={accountId} onClose={onClose} />;
    case 'loadCard':
      return <LoadCardDialog account={account} accounts={accounts} onClose={onClose} />;
    case 'activate':
      return <ActivateCardDialog account={account} accounts={accounts} onClose={onClose} />;
    case 'reissue':
      return <ReissueCardDialog account={account} cardLabel={cardLabel} onClose={onClose} />;
    case 'documents':
      return <CardDocumentsDialog accountId={accountId} onClose={onClose} />;
    default:
      return null;
  }
}

function CardDetails({
  account,
  accounts,
  refreshing,
  onRefresh,
}: {
  account: Account;
  accounts: readonly Account[];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const [open, setOpen] = useState<CardAction | null>(null);
  const meta = deriveCardMeta(account);
  const user = useSubject(user$);
  const actions = permittedCardActions(availableCardActions(account), (method) => permits(user, method));
  const title = useCardTitle()(account);
  const number = maskedNumberOf(account);
  const cardLabel = number ? `${title} (${number})` : title;
  const money = (amount: string) => formatMoney(amount, account.currencyCode, i18n.language);

  const onAction = (action: CardAction) => {
    if (action === 'balance') onRefresh();
    else setOpen(action);
  };

  return (
    <PageLayout
      title={title}
      description={t('cards.details.description')}
      actions={
        <Link to={`/cards/${cardKindOf(account)}`} className={styles.secondaryLink}>
          {t('cards.details.allCards')}
        </Link>
      }
    >
      {refreshing ? <VisuallyHidden role="status">{t('cards.details.refreshing')}</VisuallyHidden> : null}
      <div className={styles.detailsGrid} data-testid="card-detail" data-account-id={account.accountId}>
        <div className={styles.summary}>
          <CardTile account={account} headingLevel="none" size="lg" />
          <dl className={styles.summaryList}>
            <div>
              <dt>{t('cards.tile.status')}</dt>
              <dd>
                <CardStatusBadge status={meta.cardStatusText} className={styles.badgeOnSurface} />
              </dd>
            </div>
            {meta.expireDate ? (
              <div>
                <dt>{t('cards.tile.expiry')}</dt>
                <dd>{meta.expireDate}</dd>
              </div>
            ) : null}
            {meta.balanceIsAvailable ? (
              <div>
                <dt>{t('cards.details.balance')}</dt>
                <dd className={styles.balance} data-testid="card-balance">
                  {money(account.balance)}
                </dd>
              </div>
            ) : null}
            {meta.balanceIsAvailable && isNonZeroDecimal(account.pendingAmount) ? (
              <div>
                <dt>{t('cards.details.pending')}</dt>
                <dd>{money(account.pendingAmount)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <Card title={t('cards.details.actionsTitle')} className={styles.actionsCard}>
          <CardActionList
            actions={actions}
            accountId={account.accountId}
            label={t('cards.details.actionsTitle')}
            refreshing={refreshing}
            onAction={onAction}
          />
        </Card>
      </div>
      <CardRequirements accountId={account.accountId} />
      {open ? (
        <ActionDialog
          action={open}
          account={account}
          accounts={accounts}
          cardLabel={cardLabel}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </PageLayout>
  );
}

/**
 * cards/{accountId} (spec 02 §2): one card, its balance and status, and exactly the actions it offers that the
 * user's access allows (issue 22).
 */
export function CardDetailsPage() {
  const { t } = useTranslation('accounts');
  const { accountId } = useParams();
  const accounts = useAccounts();

  // While the card comes, its description already stands where the server painted it (first-paint.ts).
  if (accounts.isPending)
    return (
      <PageLayout title={t('cards.title')} description={t('cards.details.description')}>
        <LoadingCards count={1} />
      </PageLayout>
    );
  if (accounts.isError)
    return (
      <PageLayout title={t('cards.title')}>
        <LoadFailed
          title={t('cards.loadFailed')}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      </PageLayout>
    );
  const account = accounts.data.find((candidate) => String(candidate.accountId) === accountId);
  if (!account || !isCardAccount(account))
    return (
      <PageLayout title={t('cards.title')}>
        <EmptyState
          headingLevel={2}
          title={t('cards.details.notFound.title')}
          text={t('cards.details.notFound.text')}
          action={
            <Link to="/cards" className={styles.buttonLink}>
              {t('cards.details.allCards')}
            </Link>
          }
        />
      </PageLayout>
    );
  return (
    <CardDetails
      account={account}
      accounts={accounts.data}
      refreshing={accounts.isFetching}
      onRefresh={() => void accounts.refetch()}
    />
  );
}
