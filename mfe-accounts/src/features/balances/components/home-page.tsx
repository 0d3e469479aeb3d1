import { useTranslation } from 'react-i18next';
import { currencySymbol, formatMoney, isNonZeroDecimal } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useBalances } from '../api/balance-inquiry';
import { groupAccounts, type AccountView } from '../utils/account-groups';
import styles from './home-page.module.css';

function AccountCard({ view, language }: { view: AccountView; language: string }) {
  const { t } = useTranslation('accounts');
  const { account } = view;
  const money = (amount: string) => formatMoney(amount, account.currencyCode, language);
  const titleId = `account-${account.accountId}-title`;
  return (
    <li className={styles.account}>
      <article aria-labelledby={titleId}>
        <header className={styles.accountHeader}>
          <span className={styles.currency} aria-hidden="true">
            {currencySymbol(account.currencyCode)}
          </span>
          <div>
            <h3 id={titleId} className={styles.accountName}>
              {t(`accountType.${view.kind}`)} · {account.currencyCode}
            </h3>
            <p className={styles.accountNumber}>{t('accountNumber', { id: account.accountId })}</p>
          </div>
        </header>
        <p className={styles.balanceLabel}>{t('balance')}</p>
        <p className={styles.balance} data-testid={`balance-${account.accountId}`}>
          {money(account.balance)}
        </p>
        <dl className={styles.meta}>
          {isNonZeroDecimal(account.pendingAmount) ? (
            <div>
              <dt>{t('pending')}</dt>
              <dd>{money(account.pendingAmount)}</dd>
            </div>
          ) : null}
          {view.remainingValue !== undefined ? (
            <div>
              <dt>{t('remainingValue')}</dt>
              <dd>{money(view.remainingValue)}</dd>
            </div>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

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

/** The home page: the customer's accounts and balances from the balance inquiry (spec 02 §3). */
export function HomePage() {
  const { t, i18n } = useTranslation('accounts');
  const user = useSubject(user$);
  const balances = useBalances();
  const greeting = user
    ? t('greeting', {
        name: user.customerType === 1 && user.businessName ? user.businessName : user.firstName,
      })
    : t('title');

  let body;
  if (balances.isPending) body = <LoadingAccounts />;
  else if (balances.isError)
    body = (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{balances.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void balances.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else {
    const { live, closed } = groupAccounts(balances.data);
    body = (
      <>
        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading" className={styles.sectionTitle}>
            {t('yourAccounts')}
          </h2>
          {live.length === 0 ? (
            <EmptyState title={t('empty.title')} text={t('empty.text')} />
          ) : (
            <ul className={styles.grid}>
              {live.map((view) => (
                <AccountCard key={view.account.accountId} view={view} language={i18n.language} />
              ))}
            </ul>
          )}
        </section>
        {closed.length > 0 ? (
          <section aria-labelledby="closed-heading" className={styles.closed}>
            <h2 id="closed-heading" className={styles.sectionTitle}>
              {t('closedAccounts')}
            </h2>
            <ul className={styles.closedList}>
              {closed.map(({ account }) => (
                <li key={account.accountId}>
                  <span>
                    {t('accountNumber', { id: account.accountId })} · {account.currencyCode}
                  </span>
                  <span>{formatMoney(account.balance, account.currencyCode, i18n.language)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <PageLayout title={greeting} description={t('description')}>
      {balances.isFetching && !balances.isPending ? (
        <VisuallyHidden role="status">{t('refreshing')}</VisuallyHidden>
      ) : null}
      {body}
    </PageLayout>
  );
}
