import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CardAction } from '@portal/api/cards';
import { Button } from '@portal/ui/components';
import styles from './cards.module.css';

/** Actions that go to another page; the rest open a dialog on this one (or, for the balance, refresh it). */
function actionLink(action: CardAction, accountId: number): string | undefined {
  if (action === 'transactionHistory') return `/history?accountId=${accountId}`;
  if (action === 'changePin') return `/card/${accountId}/pin`;
  return undefined;
}

const DANGER: readonly CardAction[] = ['cardBlock'];

/**
 * The card's actions: exactly those `availableCardActions` offers (spec 02 §4), each a link or a button named by
 * its text and marked with `data-action`.
 */
export function CardActionList({
  actions,
  accountId,
  label,
  refreshing,
  onAction,
}: {
  actions: readonly CardAction[];
  accountId: number;
  label: string;
  refreshing: boolean;
  onAction: (action: CardAction) => void;
}) {
  const { t } = useTranslation('accounts');
  if (actions.length === 0) return <p className={styles.muted}>{t('cards.details.noActions')}</p>;
  return (
    <ul className={styles.actionList} aria-label={label}>
      {actions.map((action) => {
        const to = actionLink(action, accountId);
        return (
          <li key={action}>
            {to ? (
              <Link to={to} data-action={action} className={styles.actionLink}>
                {t(`cards.actions.${action}`)}
              </Link>
            ) : (
              <Button
                variant={DANGER.includes(action) ? 'danger' : 'secondary'}
                fullWidth
                data-action={action}
                loading={action === 'balance' && refreshing}
                onClick={() => onAction(action)}
              >
                {t(`cards.actions.${action}`)}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
