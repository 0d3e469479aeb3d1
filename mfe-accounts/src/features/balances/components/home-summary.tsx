import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Account } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Button, Skeleton } from '@portal/ui/components';
import { useDefaultRates } from '../api/home-data';
import { quickActionsFor, type QuickActionKey } from '../utils/quick-actions';
import { estimateTotal } from '../utils/total-balance';
import styles from './home-page.module.css';

/** 24 px line icons of the quick actions, in the text colour. */
const ICONS: Record<QuickActionKey, string> = {
  send: 'M5 12h14M13 6l6 6-6 6',
  addMoney: 'M12 5v14M5 12h14',
  exchange: 'M4 8h14l-3-3M20 16H6l3 3',
  cards: 'M2 6h20v12H2zM2 10h20M6 15h3',
};

/**
 * The estimated total of the customer's accounts in the main currency, converted at the sandbox's default rates
 * (issue 14). Shown only to users who see balances: the home mounts it in the balances view alone (spec 01 §6).
 * `accounts` undefined while they load: a skeleton of the same height keeps the page from shifting.
 */
export function TotalBalance({ accounts }: { accounts: Account[] | undefined }) {
  const { t, i18n } = useTranslation('accounts');
  const rates = useDefaultRates(accounts !== undefined && accounts.length > 0);
  let figure;
  let note;
  if (accounts !== undefined && accounts.length === 0) return null;
  if (accounts === undefined || rates.isPending) {
    figure = <Skeleton width="12rem" height={40} />;
    note = <Skeleton width="16rem" height={14} />;
  } else if (rates.isError) {
    figure = <span className={styles.totalUnknown}>—</span>;
    note = (
      <>
        {t('home.total.ratesFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void rates.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  } else {
    const estimate = estimateTotal(accounts, rates.data);
    if (estimate.kind === 'total') {
      figure = (
        <span data-testid="total-balance">
          ≈ {formatMoney(estimate.amount, estimate.currencyCode, i18n.language)}
        </span>
      );
      note = t('home.total.estimated', { currency: estimate.currencyCode });
    } else {
      figure = <span className={styles.totalUnknown}>—</span>;
      note = t('home.total.missingRates', { currencies: estimate.missing.join(', ') });
    }
  }
  return (
    <section aria-labelledby="total-heading" className={styles.total}>
      <h2 id="total-heading" className={styles.totalLabel}>
        {t('home.total.title')}
      </h2>
      <p className={styles.totalFigure}>{figure}</p>
      <p className={styles.totalNote}>{note}</p>
    </section>
  );
}

/** Send, add money, exchange, cards: each only where the capability rules allow (spec 02 §6), as the menu. */
export function QuickActions() {
  const { t } = useTranslation('accounts');
  const actions = quickActionsFor(useSubject(user$));
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t('home.quick.title')} className={styles.quick}>
      <ul className={styles.quickList}>
        {actions.map((action) => (
          <li key={action.key}>
            <Link to={action.path} className={styles.quickAction}>
              <span className={styles.quickIcon} aria-hidden="true">
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d={ICONS[action.key]} />
                </svg>
              </span>
              <span>{t(`home.quick.${action.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
