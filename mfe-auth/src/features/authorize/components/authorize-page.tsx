import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import type { AuthorizeRequestInfo } from '@portal/api/catalogue';
import { reportError } from '@portal/api/client';
import { ApiError } from '@portal/api/errors';
import { useServices } from '@portal/session/react';
import { isSignedIn, rememberTargetPath } from '@portal/session/session';
import { Alert, Button, EmptyState, Spinner } from '@portal/ui/components';
import { AccessCard } from '../../../components/access-card';
import { PortalLink } from '../../../components/portal-link';
import { readAuthorizeQuery, redirectHost } from '../utils/authorize-query';
import { leaveTo } from '../utils/leave-to';
import styles from './authorize-page.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; info: AuthorizeRequestInfo }
  | { kind: 'incomplete' }
  | { kind: 'failed' }
  | { kind: 'redirecting' };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * OAuth-style authorize, `/oau` and `/auth/sei` (spec 01 §2): a visitor who is not signed in is sent to sign in
 * with this request remembered; a signed-in user approves or denies the client's access and is sent to the address
 * the server answers. A request the server does not know (404) goes to the root.
 */
export function AuthorizePage() {
  const { t } = useTranslation('auth');
  const { security } = useServices();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [deciding, setDeciding] = useState<'approve' | 'deny' | null>(null);

  const load = useCallback(() => {
    if (!isSignedIn()) {
      // spec 01 §2: authorize stores the requested path and requires login.
      rememberTargetPath(pathname + search);
      navigateToUrl('/login');
      return undefined;
    }
    const query = readAuthorizeQuery(search);
    if (!query) {
      setState({ kind: 'incomplete' });
      return undefined;
    }
    let active = true;
    setState({ kind: 'loading' });
    security.authorizeInfo(query).then(
      (info) => {
        if (active) setState({ kind: 'ready', info });
      },
      (error: unknown) => {
        if (!active) return;
        if (isNotFound(error)) {
          navigateToUrl('/');
          return;
        }
        reportError(error instanceof ApiError ? error : ApiError.noResponse());
        setState({ kind: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [pathname, search, security]);
  useEffect(load, [load]);

  const decide = async (info: AuthorizeRequestInfo, approve: boolean) => {
    setDeciding(approve ? 'approve' : 'deny');
    try {
      const { redirectUrl } = await security.authorizeDecision(info.authorizationId, { approve });
      setState({ kind: 'redirecting' });
      leaveTo(redirectUrl);
    } catch (error) {
      setDeciding(null);
      if (isNotFound(error)) {
        navigateToUrl('/');
        return;
      }
      reportError(error instanceof ApiError ? error : ApiError.noResponse());
    }
  };

  const title =
    state.kind === 'ready' ? t('authorize.wants', { client: state.info.clientName }) : t('authorize.title');
  return (
    <AccessCard title={title}>
      <div aria-live="polite" className={styles.status}>
        {state.kind === 'loading' ? <Spinner label={t('authorize.loading')} /> : null}
        {state.kind === 'redirecting' ? <Spinner label={t('authorize.redirecting')} /> : null}
      </div>
      {state.kind === 'ready' ? (
        <>
          {state.info.scopes.length > 0 ? (
            <div>
              <p className={styles.lead}>{t('authorize.scopesIntro')}</p>
              <ul className={styles.scopes}>
                {state.info.scopes.map((scope) => (
                  <li key={scope}>{t(`authorize.scopes.${scope}`, { defaultValue: scope })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={styles.muted}>
            {t('authorize.redirectNote', { host: redirectHost(state.info.redirectUri) })}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={deciding === 'deny'}
              disabled={deciding !== null}
              onClick={() => void decide(state.info, false)}
            >
              {t('authorize.deny')}
            </Button>
            <Button
              loading={deciding === 'approve'}
              disabled={deciding !== null}
              onClick={() => void decide(state.info, true)}
            >
              {t('authorize.approve')}
            </Button>
          </div>
        </>
      ) : null}
      {state.kind === 'incomplete' ? (
        <EmptyState
          title={t('authorize.incompleteTitle')}
          text={t('authorize.incompleteText')}
          headingLevel={2}
          action={
            <PortalLink href="/" variant="button">
              {t('authorize.goHome')}
            </PortalLink>
          }
        />
      ) : null}
      {state.kind === 'failed' ? (
        <Alert tone="error" title={t('authorize.failed')}>
          <Button size="sm" variant="secondary" onClick={load}>
            {t('authorize.retry')}
          </Button>
        </Alert>
      ) : null}
    </AccessCard>
  );
}
