import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, PageLayout, VisuallyHidden } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { useAccounts } from '../api/balance-inquiry';
import { closedCardsOfKind, liveCardsOfKind, type CardKind } from '../utils/card-accounts';
import { CardTile } from './card-tile';
import { LoadFailed, LoadingCards } from './page-states';
import styles from './cards.module.css';

const KINDS: readonly CardKind[] = ['physical', 'virtual'];

/**
 * cards/physical and cards/virtual (spec 02 §2): the live cards of the kind, closed and cancelled ones apart; the
 * links to apply for or add a card only for a user who may (issue 22).
 */
export function CardListPage({ kind }: { kind: CardKind }) {
  const { t } = useTranslation('accounts');
  const accounts = useAccounts();
  const mayApply = useMayCall('applyForCard');
  const mayAddExternal = useMayCall('addCard');
  const all = accounts.data ?? [];
  const live = liveCardsOfKind(all, kind);
  const closed = closedCardsOfKind(all, kind);

  const tabs = (
    <nav aria-label={t('cards.list.kinds')} className={styles.tabs}>
      {KINDS.map((other) => (
        <Link
          key={other}
          to={`/cards/${other}`}
          className={styles.tab}
          aria-current={other === kind ? 'page' : undefined}
        >
          {t(`cards.list.${other}Tab`)}
          {accounts.isSuccess ? (
            <span className={styles.count}>
              <span aria-hidden="true">{liveCardsOfKind(all, other).length}</span>
              <VisuallyHidden>
                {' '}
                ({t('cards.list.count', { count: liveCardsOfKind(all, other).length })})
              </VisuallyHidden>
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );

  let body;
  if (accounts.isPending) body = <LoadingCards />;
  else if (accounts.isError)
    body = (
      <LoadFailed
        title={t('cards.loadFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  else
    body = (
      <>
        <section aria-labelledby="cards-live-heading">
          <h2 id="cards-live-heading" className={styles.sectionTitle}>
            {t('cards.list.yourCards')}
          </h2>
          {live.length === 0 ? (
            <EmptyState
              title={t(`cards.list.${kind === 'physical' ? 'emptyPhysical' : 'emptyVirtual'}.title`)}
              text={t(`cards.list.${kind === 'physical' ? 'emptyPhysical' : 'emptyVirtual'}.text`)}
              action={
                mayApply ? (
                  <Link to="/cards/apply" className={styles.buttonLink}>
                    {t('cards.list.apply')}
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.grid}>
              {live.map((account) => (
                <li key={account.accountId}>
                  <CardTile account={account} to={`/cards/${account.accountId}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {closed.length > 0 ? (
          <section aria-labelledby="cards-closed-heading" className={styles.closedSection}>
            <h2 id="cards-closed-heading" className={styles.sectionTitle}>
              {t('cards.list.closedTitle')}
            </h2>
            <p className={styles.muted}>{t('cards.list.closedHint')}</p>
            <ul className={styles.grid}>
              {closed.map((account) => (
                <li key={account.accountId}>
                  <CardTile account={account} closed />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );

  return (
    <PageLayout
      title={t(kind === 'physical' ? 'cards.list.physicalTitle' : 'cards.list.virtualTitle')}
      description={t('cards.list.description')}
      actions={
        mayApply || mayAddExternal ? (
          <div className={styles.pageActions}>
            {mayAddExternal ? (
              <Link to="/add-card" className={styles.secondaryLink}>
                {t('cards.list.addExternal')}
              </Link>
            ) : null}
            {mayApply ? (
              <Link to="/cards/apply" className={styles.buttonLink}>
                {t('cards.list.apply')}
              </Link>
            ) : null}
          </div>
        ) : undefined
      }
    >
      {tabs}
      {body}
    </PageLayout>
  );
}
