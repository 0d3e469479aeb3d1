import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@portal/api/money';
import { Button, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { useBalances } from '../../../shared/balance-inquiry';
import { useBalanceHistory } from '../api/home-data';
import { usePaymentInstructions } from '../api/payment-instructions';
import { groupAccounts, historyAccountIds } from '../../../shared/account-groups';
import { accountNumberText } from '../../../shared/account-label';
import { useGreeting } from '../utils/greeting';
import { AccountCard } from './account-card';
import { AccountsWithoutFigures } from './accounts-without-figures';
import { QuickActions, TotalBalance } from './home-summary';
import { LoadError } from '../../../shared/load-error';
import { RecentActivity } from './recent-activity';
import styles from './home-page.module.css';

function LoadingAccounts() {
  const { t } = useTranslation('accounts');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.account}>
            <Skeleton width="60%" height={20} />
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={32} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The dialogs are code of their own, fetched when one opens (or when the pointer or focus reaches the button that
 * opens it): the first screen of home does not pay for them (issue 28 item 1, the /home budget of item 7).
 */
const loadInstructionsDialog = () => import('./payment-instructions-dialog');
const loadAddCurrencyDialog = () => import('./add-currency-dialog');
const loadCreateWalletDialog = () => import('./create-wallet-dialog');
const PaymentInstructionsDialog = lazy(() =>
  loadInstructionsDialog().then((module) => ({ default: module.PaymentInstructionsDialog })),
);
const AddCurrencyDialog = lazy(() =>
  loadAddCurrencyDialog().then((module) => ({ default: module.AddCurrencyDialog })),
);
const CreateWalletDialog = lazy(() =>
  loadCreateWalletDialog().then((module) => ({ default: module.CreateWalletDialog })),
);
/** Starts fetching a dialog's code ahead of the click; a failure shows when the dialog is opened. */
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

type OpenDialog = { kind: 'instructions'; accountId: number } | { kind: 'addCurrency' } | { kind: 'wallet' };

/**
 * The home page (spec 02 §2 home): the estimated total and the quick actions (issue 14), the customer's accounts
 * from the balance inquiry grouped by type, the recent activity across them, closed ones apart, each with its derived meta (spec 02 §3); add a currency and create a crypto wallet where the user's
 * access allows it. A user without balance access sees the accounts without figures (spec 01 §6, issue 22).
 * `notice` is what the app puts above the accounts (the announcements waiting for an answer, spec 02 §4).
 */
export function HomePage({ notice }: { notice?: ReactNode }) {
  const seesBalances = useMayCall('balanceInquiry');
  return seesBalances ? <BalancesHome notice={notice} /> : <AccountsWithoutFigures notice={notice} />;
}

function BalancesHome({ notice }: { notice?: ReactNode }) {
  const { t, i18n } = useTranslation('accounts');
  const balances = useBalances();
  const mayAddCurrency = useMayCall('addCurrency');
  const mayCreateWallet = useMayCall('createWallet');
  const instructions = usePaymentInstructions();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);
  const accounts = balances.data ?? [];
  const greeting = useGreeting();
  const trends = useBalanceHistory(balances.isSuccess && balances.data.length > 0);
  const instructionOf = (accountId: number) =>
    instructions.data?.find((instruction) => instruction.accountId === accountId);

  let body;
  let closedSection;
  // Loading: the activity's skeleton too; one place for it, so that it does not mount twice.
  let activityAccounts: number[] | null | undefined = balances.isPending ? undefined : null;
  if (balances.isPending) body = <LoadingAccounts />;
  else if (balances.isError)
    body = (
      <LoadError title={t('loadFailed')} error={balances.error} onRetry={() => void balances.refetch()} />
    );
  else {
    const { groups, closed } = groupAccounts(balances.data);
    body = (
      <>
        {groups.length === 0 ? (
          <section aria-labelledby="accounts-heading">
            <h2 id="accounts-heading" className={styles.sectionTitle}>
              {t('yourAccounts')}
            </h2>
            <EmptyState title={t('empty.title')} text={t('empty.text')} />
          </section>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`} className={styles.group}>
              <h2 id={`group-${group.key}`} className={styles.sectionTitle}>
                {t(`home.groups.${group.key}`)}
              </h2>
              <ul className={styles.grid}>
                {group.views.map((view) => (
                  <AccountCard
                    key={view.account.accountId}
                    view={view}
                    instruction={instructionOf(view.account.accountId)}
                    instructionsKnown={instructions.isSuccess}
                    onOpenInstructions={() =>
                      setDialog({ kind: 'instructions', accountId: view.account.accountId })
                    }
                    trend={trends.data?.get(view.account.accountId)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </>
    );
    if (groups.length > 0) activityAccounts = historyAccountIds(groups);
    closedSection = (
      <>
        {closed.length > 0 ? (
          <section aria-labelledby="closed-heading" className={styles.closed}>
            <h2 id="closed-heading" className={styles.sectionTitle}>
              {t('closedAccounts')}
            </h2>
            <ul className={styles.closedList}>
              {closed.map(({ account, meta }) => (
                <li key={account.accountId}>
                  <span className={styles.closedName}>
                    {accountNumberText(t, account)} · {account.currencyCode}
                  </span>
                  <span className={styles.closedBalance}>
                    {formatMoney(account.balance, account.currencyCode, i18n.language)}
                  </span>
                  {meta.statementsIsAvailable ? (
                    <Link
                      className={styles.action}
                      to={`/statements?accountId=${account.accountId}`}
                      aria-label={t('home.statementsOf', { account: accountNumberText(t, account) })}
                    >
                      {t('home.statements')}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  const instructionsAccount =
    dialog?.kind === 'instructions'
      ? accounts.find((account) => account.accountId === dialog.accountId)
      : undefined;

  return (
    <PageLayout
      title={greeting}
      documentTitle={t('title')}
      description={t('description')}
      actions={
        balances.isSuccess && (mayAddCurrency || mayCreateWallet) ? (
          <>
            {mayAddCurrency ? (
              <Button
                variant="secondary"
                onPointerEnter={warm(loadAddCurrencyDialog)}
                onFocus={warm(loadAddCurrencyDialog)}
                onClick={() => setDialog({ kind: 'addCurrency' })}
              >
                {t('home.addCurrency.open')}
              </Button>
            ) : null}
            {mayCreateWallet ? (
              <Button
                variant="secondary"
                onPointerEnter={warm(loadCreateWalletDialog)}
                onFocus={warm(loadCreateWalletDialog)}
                onClick={() => setDialog({ kind: 'wallet' })}
              >
                {t('home.wallet.open')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {balances.isFetching && !balances.isPending ? (
        <VisuallyHidden role="status">{t('refreshing')}</VisuallyHidden>
      ) : null}
      {notice}
      {balances.isError ? null : (
        <div className={styles.summary}>
          <TotalBalance accounts={balances.data} />
          <QuickActions />
        </div>
      )}
      {body}
      {activityAccounts !== null ? <RecentActivity accountIds={activityAccounts} /> : null}
      {closedSection}
      {/* Mounted while open only (each is a chunk of its own); fallback null: the page stays as it is meanwhile. */}
      <Suspense fallback={null}>
        {instructionsAccount ? (
          <PaymentInstructionsDialog
            account={instructionsAccount}
            instruction={instructionOf(instructionsAccount.accountId)}
            loading={instructions.isPending}
            error={instructions.isError ? instructions.error : undefined}
            onRetry={() => void instructions.refetch()}
            onClose={close}
          />
        ) : null}
        {mayAddCurrency && dialog?.kind === 'addCurrency' ? (
          <AddCurrencyDialog open accounts={accounts} onClose={close} />
        ) : null}
        {mayCreateWallet && dialog?.kind === 'wallet' ? (
          <CreateWalletDialog open accounts={accounts} onClose={close} />
        ) : null}
      </Suspense>
    </PageLayout>
  );
}
