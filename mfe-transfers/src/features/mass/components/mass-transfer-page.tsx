import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageNotFound } from '@portal/remote/fallback-pages';
import { EmptyState, PageLayout, Spinner } from '@portal/ui/components';
import { LoadFailed } from '../../../shared/access-page';
import { useTransferAccounts } from '../../../shared/transfer-accounts';
import { useTransferCapabilities } from '../../../shared/transfer-capabilities';
import { useMayCall } from '../../../shared/use-may-call';
import { isMassTab, massTabPath, massTabsOf, type MassTab } from '../utils/mass-tabs';
import { MassUpload } from './mass-upload';
import styles from './mass.module.css';

/**
 * `/transfer/mass/:tab` and `/transfer/mass/p2p` (spec 02 §2): the mass transfer tabs the user's mass capabilities
 * offer (spec 02 §6 "Mass"), as links that say which one is open; `/transfer/mass` opens the first. The global tab
 * shows `globalTab`, global pay's upload, which the app composes in (features do not import each other).
 */
export function MassTransferPage({ globalTab }: { globalTab?: ReactNode }) {
  const { t } = useTranslation('transfers');
  const { tab } = useParams();
  const navigate = useNavigate();
  const capabilities = useTransferCapabilities();
  const tabs = massTabsOf(capabilities?.mass ?? []);
  // `/transfer/mass` shows its first tab at once, then puts the tab in the address: a redirect that rendered nothing
  // first left the page blank for a frame, and the page then moved in (issue 49: CLS 0.83).
  const first = tab === undefined ? tabs[0] : undefined;
  useEffect(() => {
    if (first) navigate(massTabPath(first), { replace: true });
  }, [first, navigate]);
  if (tab !== undefined && !isMassTab(tab)) return <PageNotFound />;
  const open: MassTab | undefined = tab ?? first;
  return (
    <PageLayout
      title={open ? t('mass.titleOf', { method: t(`mass.tabs.${open}`) }) : t('mass.title')}
      description={t('mass.description')}
    >
      {tabs.length > 0 ? (
        <nav aria-label={t('mass.tabsLabel')} className={styles.tabs}>
          <ul className={styles.tabList}>
            {tabs.map((item) => (
              <li key={item}>
                <Link
                  to={massTabPath(item)}
                  className={styles.tab}
                  aria-current={item === open ? 'page' : undefined}
                >
                  {t(`mass.tabs.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {open && tabs.includes(open) ? (
        <MassTab tab={open} globalTab={globalTab} />
      ) : (
        <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />
      )}
    </PageLayout>
  );
}

function MassTab({ tab, globalTab }: { tab: MassTab; globalTab?: ReactNode }) {
  const { t } = useTranslation('transfers');
  // The upload starts from the accounts' balances: a user who may not see them has no use of it (issue 22).
  const seesBalances = useMayCall('balanceInquiry');
  if (tab === 'global') return globalTab ?? null;
  if (!seesBalances)
    return <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />;
  return <MassAccounts tab={tab} />;
}

function MassAccounts({ tab }: { tab: Exclude<MassTab, 'global'> }) {
  const { t } = useTranslation('transfers');
  const accounts = useTransferAccounts();
  if (accounts.isPending) return <Spinner size="lg" label={t('mass.loading')} />;
  if (accounts.isError) return <LoadFailed onRetry={() => void accounts.refetch()} />;
  if (accounts.data.length === 0)
    return <EmptyState headingLevel={2} title={t('noAccounts.title')} text={t('noAccounts.text')} />;
  return <MassUpload key={tab} method={tab} accounts={accounts.data} />;
}
