import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentInstruction } from '@portal/api/contract';
import { currencySymbol, formatMoney, isNonZeroDecimal } from '@portal/api/money';
import { useMayCall } from '../../access/hooks/use-may-call';
import type { AccountView } from '../utils/account-groups';
import { accountName, accountNumberText } from '../utils/account-label';
import { CopyButton } from './copy-button';
import styles from './home-page.module.css';

/**
 * One live account on the home page: balance, pending amount, remaining value, and what the derived account meta
 * of spec 02 §3 offers (history, statements, payment instructions, a card).
 */
export function AccountCard({
  view,
  instruction,
  instructionsKnown,
  onOpenInstructions,
}: {
  view: AccountView;
  /** The account's payment instruction, once the list is loaded. */
  instruction: PaymentInstruction | undefined;
  /** False while the instructions list loads or failed: the button stays, the dialog explains. */
  instructionsKnown: boolean;
  onOpenInstructions: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const { account, meta } = view;
  const money = (amount: string) => formatMoney(amount, account.currencyCode, i18n.language);
  const titleId = `account-${account.accountId}-title`;
  const showInstructions = meta.instructionsIsAvailable && (!instructionsKnown || instruction !== undefined);
  const unviewed = instruction !== undefined && !instruction.viewed;
  const query = `?accountId=${account.accountId}`;
  const mayRequestCard = useMayCall('applyForCard');

  return (
    <li className={styles.account}>
      <article aria-labelledby={titleId} className={styles.accountBody}>
        <header className={styles.accountHeader}>
          <span className={styles.currency} aria-hidden="true">
            {currencySymbol(account.currencyCode)}
          </span>
          <div className={styles.accountTitles}>
            <h3 id={titleId} className={styles.accountName}>
              {accountName(t, account)} · {account.currencyCode}
            </h3>
            <p className={styles.accountNumber}>{accountNumberText(t, account)}</p>
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
          {meta.remainingValue !== undefined ? (
            <div>
              <dt>{t('remainingValue')}</dt>
              <dd>{money(meta.remainingValue)}</dd>
            </div>
          ) : null}
        </dl>
        {account.address ? (
          <div className={styles.walletAddress}>
            <p className={styles.balanceLabel}>{t('home.wallet.address')}</p>
            <div className={styles.addressRow}>
              <code className={styles.address}>{account.address}</code>
              <CopyButton value={account.address} label={t('home.wallet.copyAddress')} />
            </div>
          </div>
        ) : null}
        {meta.cardIsRequested ? <p className={styles.note}>{t('home.cardRequested')}</p> : null}
        <ul className={styles.actions} aria-label={t('home.actionsOf', { account: accountName(t, account) })}>
          {view.kind === 'card' ? (
            <li>
              <Link className={styles.action} to={`/cards/${account.accountId}`}>
                {t('home.cardDetails')}
              </Link>
            </li>
          ) : null}
          {meta.transactionHistoryIsAvailable ? (
            <li>
              <Link className={styles.action} to={`/history${query}`}>
                {t('home.history')}
              </Link>
            </li>
          ) : null}
          {meta.statementsIsAvailable ? (
            <li>
              <Link className={styles.action} to={`/statements${query}`}>
                {t('home.statements')}
              </Link>
            </li>
          ) : null}
          {showInstructions ? (
            <li>
              <button type="button" className={styles.action} onClick={onOpenInstructions}>
                {t('home.instructions.open')}
                {unviewed ? <span className={styles.badge}>{t('home.instructions.new')}</span> : null}
              </button>
            </li>
          ) : null}
          {meta.cardCanBeRequested && mayRequestCard ? (
            <li>
              <Link
                className={styles.action}
                to={`/cards/apply?currency=${encodeURIComponent(account.currencyCode)}`}
              >
                {t('home.requestCard')}
              </Link>
            </li>
          ) : null}
        </ul>
      </article>
    </li>
  );
}
