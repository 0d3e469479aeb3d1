import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@portal/ui/components';
import { SignInHistory } from '../features/login-history/components/sign-in-history';
import { SupportActions } from '../features/support-actions/components/support-actions';
import styles from './login-history-page.module.css';
import { LOGIN_HISTORY_PATH, SUPPORT_ACTIONS_PATH } from './security-paths';

/**
 * `login-history` (spec 01 §2): the sign-ins (spec 02 §7) and, beside them, the actions by support (issue 22),
 * each a view of its own; it combines two features, so it lives in `app/` (STYLE.md "Layout inside an app").
 */
export function LoginHistoryPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const support = params.get('view') === 'support';
  return (
    <PageLayout
      title={support ? t('security.supportActions.title') : t('security.loginHistory.title')}
      description={
        support ? t('security.supportActions.description') : t('security.loginHistory.description')
      }
    >
      <nav aria-label={t('security.loginHistory.views')} className={styles.tabs}>
        <Link to={LOGIN_HISTORY_PATH} className={styles.tab} aria-current={support ? undefined : 'page'}>
          {t('security.loginHistory.signInsTab')}
        </Link>
        <Link to={SUPPORT_ACTIONS_PATH} className={styles.tab} aria-current={support ? 'page' : undefined}>
          {t('security.supportActions.title')}
        </Link>
      </nav>
      {support ? <SupportActions /> : <SignInHistory />}
    </PageLayout>
  );
}
