import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AccountBalanceHistory, PaymentInstruction } from '@portal/api/catalogue';
import { currencySymbol, formatMoney, isNonZeroDecimal } from '@portal/api/money';
import { Menu, type MenuAction } from '@portal/ui/menu';
import { useMayCall } from '../../../shared/use-may-call';
import type { AccountView } from '../../../shared/account-groups';
import { accountName, accountNumberText } from '../../../shared/account-label';
import { BalanceSparkline } from './balance-sparkline';
import { CopyButton } from '../../../shared/copy-button';
import styles from './home-page.module.css';

/**
 * One live account on the home page: balance, pending amount, remaining value, and what the derived account meta
 * of spec 02 §3 offers (history, statements, payment instructions, a card) in one actions menu, and the balance's
 * last 30 days as a small line (issue 14).
 */
export function AccountCard({
  view,
  instruction,
  instructionsKnown,
  onOpenInstructions,
  trend,
}: {
  view: AccountView;
  /** The account's payment instruction, once the list is loaded. */
  instruction: PaymentInstruction | undefined;
  /** False while the instructions list loads or failed: the button stays, the dialog explains. */
  instructionsKnown: boolean;
  onOpenInstructions: () => void;
  /** The last 30 days' closing balances; undefined while they load (the space stays) or when unknown. */
  trend: AccountBalanceHistory | undefined;
}) {
  const { t, i18n } = useTranslation('accounts');
  const { account, meta } = view;
  const money = (amount: string) => formatMoney(amount, account.currencyCode, i18n.language);
  const titleId = `account-${account.accountId}-title`;
  const showInstructions = meta.instructionsIsAvailable && (!instructionsKnown || instruction !== undefined);
  const unviewed = instruction !== undefined && !instruction.viewed;
  const query = `?accountId=${account.accountId}`;
  const mayRequestCard = useMayCall('applyForCard');
  const navigate = useNavigate();
  const title = `${accountName(t, account)} · ${account.currencyCode}`;

  // What the derived account meta offers (spec 02 §3), in one menu per tile (issue 14).
  const actions: MenuAction[] = [];
  if (view.kind === 'card')
    actions.push({
      id: 'card',
      label: t('home.cardDetails'),
      onSelect: () => navigate(`/cards/${account.accountId}`),
    });
  if (meta.transactionHistoryIsAvailable)
    actions.push({ id: 'history', label: t('home.history'), onSelect: () => navigate(`/history${query}`) });
  if (meta.statementsIsAvailable)
    actions.push({
      id: 'statements',
      label: t('home.statements'),
      onSelect: () => navigate(`/statements${query}`),
    });
  if (showInstructions)
    actions.push({
      id: 'instructions',
      label: (
        <>
          {t('home.instructions.open')}
          {unviewed ? <span className={styles.badge}>{t('home.instructions.new')}</span> : null}
        </>
      ),
      onSelect: onOpenInstructions,
    });
  if (meta.cardCanBeRequested && mayRequestCard)
    actions.push({
      id: 'requestCard',
      label: t('home.requestCard'),
      onSelect: () => navigate(`/cards/apply?currency=${encodeURIComponent(account.currencyCode)}`),
    });

  return (
    <li className={styles.account}>
      <article aria-labelledby={titleId} className={styles.accountBody}>
        <header className={styles.accountHeader}>
          <span className={styles.currency} aria-hidden="true">
            {currencySymbol(account.currencyCode)}
          </span>
          <div className={styles.accountTitles}>
            <h3 id={titleId} className={styles.accountName}>
              {title}
            </h3>
            <p className={styles.accountNumber}>{accountNumberText(t, account)}</p>
          </div>
          <div className={styles.menu}>
            {/* Beside the button, not in it: the button shows no text, so its name is the label alone (the label
                says "new payment instructions"; axe: label-content-name-mismatch). */}
            {unviewed ? (
              <span className={styles.badge} aria-hidden="true">
                {t('home.instructions.new')}
              </span>
            ) : null}
            <Menu
              label={t(unviewed ? 'home.menuOfNew' : 'home.actionsOf', { account: title })}
              actions={actions}
              buttonContent={
                <span className={styles.menuIcon} aria-hidden="true">
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                    <circle cx="5" cy="12" r="2" />
                    <circle cx="12" cy="12" r="2" />
                    <circle cx="19" cy="12" r="2" />
                  </svg>
                </span>
              }
            />
          </div>
        </header>
        <p className={styles.balanceLabel}>{t('balance')}</p>
        <p className={styles.balance} data-testid={`balance-${account.accountId}`}>
          {money(account.balance)}
        </p>
        {trend && trend.points.length > 1 ? (
          <BalanceSparkline points={trend.points} currencyCode={account.currencyCode} />
        ) : (
          <div className={styles.sparkline} aria-hidden="true" />
        )}
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
      </article>
    </li>
  );
}
