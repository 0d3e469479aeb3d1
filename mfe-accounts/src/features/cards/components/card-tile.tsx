import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deriveCardMeta, isCardAccount, maskCardNumber } from '@portal/api/cards';
import type { Account, CardStatusName } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { VisuallyHidden } from '@portal/ui/components';
import { productKey } from '../utils/card-accounts';
import styles from './card-tile.module.css';

type BadgeTone = 'success' | 'warning' | 'danger' | 'info';

const STATUS_TONE: Record<CardStatusName, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  pendingDocument: 'warning',
  limited: 'warning',
  expired: 'warning',
  canceled: 'danger',
  fraud: 'danger',
  submitted: 'info',
  printing: 'info',
  printed: 'info',
  shipped: 'info',
  pending: 'info',
  processing: 'info',
};

/** The status of a card as a badge: its text for every status id of spec 02 §3. */
export function CardStatusBadge({ status, className }: { status: CardStatusName; className?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <span className={[styles.badge, styles[STATUS_TONE[status]], className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`cards.status.${status}`)}
    </span>
  );
}

/** The name a card is shown by: its alias, else its product name. */
export function useCardTitle() {
  const { t } = useTranslation('accounts');
  return (account: Account) => account.cardAliasName?.trim() || t(productKey(account));
}

/** The masked number of a card account (spec 02 §9), or a dash while none is assigned. */
export function maskedNumberOf(account: Account): string | undefined {
  return account.cardNumber ? maskCardNumber(account.cardNumber) : undefined;
}

export interface CardTileProps {
  account: Account;
  /** The card's detail route: the title becomes a link and the whole tile clickable. */
  to?: string;
  /** `none` where the page heading already names the card. */
  headingLevel?: 2 | 3 | 'none';
  size?: 'md' | 'lg';
  /** Closed and cancelled cards: muted, no balance; a closed account (type 11) reads "Closed". */
  closed?: boolean;
}

/**
 * A card as a visual card: name, masked number, expiry (MM/YY), status badge and balance (when the card's status
 * lets it show one, spec 02 §3 balanceIsAvailable).
 */
export function CardTile({ account, to, headingLevel = 3, size = 'md', closed = false }: CardTileProps) {
  const { t, i18n } = useTranslation('accounts');
  const meta = deriveCardMeta(account);
  const title = useCardTitle()(account);
  const number = maskedNumberOf(account);
  const Heading = headingLevel === 'none' ? 'p' : (`h${headingLevel}` as const);
  const virtual = account.cardIsVirtual === true;
  return (
    <article
      className={[
        styles.tile,
        size === 'lg' && styles.large,
        virtual && styles.virtual,
        closed && styles.closed,
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid={`card-${account.accountId}`}
    >
      <div className={styles.top}>
        <span className={styles.product}>
          {t(productKey(account))} · {account.currencyCode}
        </span>
        {closed && !isCardAccount(account) ? (
          <span className={[styles.badge, styles.danger].join(' ')}>
            <span className={styles.dot} aria-hidden="true" />
            {t('cards.list.closedBadge')}
          </span>
        ) : (
          <CardStatusBadge status={meta.cardStatusText} />
        )}
      </div>
      <Heading className={styles.title}>
        {to ? (
          <Link to={to} className={styles.link}>
            {title}
            {number ? <VisuallyHidden> {number}</VisuallyHidden> : null}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <span className={styles.chip} aria-hidden="true" />
      <dl className={styles.facts}>
        <div className={styles.number}>
          <dt>
            <VisuallyHidden>{t('cards.tile.number')}</VisuallyHidden>
          </dt>
          <dd>{number ?? t('cards.tile.noNumber')}</dd>
        </div>
        <div>
          <dt>{t('cards.tile.expiry')}</dt>
          <dd>{meta.expireDate || t('cards.tile.noExpiry')}</dd>
        </div>
        {!closed && meta.balanceIsAvailable ? (
          <div className={styles.balance}>
            <dt>{t('cards.tile.balance')}</dt>
            <dd>{formatMoney(account.balance, account.currencyCode, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
