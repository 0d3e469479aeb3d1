import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/api/catalogue';
import { reportError } from '@portal/api/client';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';
import { isSignedIn, signOut } from '@portal/session/session';
import { Alert, Button, EmptyState, Spinner } from '@portal/ui/components';
import { AccessCard } from '../../../components/access-card';
import { PortalLink } from '../../../components/portal-link';
import { pendingTerms } from '../utils/pending-terms';
import styles from './terms-page.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'pending'; terms: TermsItem[] }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'accepted' };

function AcceptForm({ terms, onAccepted }: { terms: TermsItem[]; onAccepted: () => void }) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setShowError(true);
      document.getElementById(checkboxId)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // A refusal goes to the shell's error popup (spec 01 §8).
      await method.call('acceptTerms', { termIds: terms.map((item) => item.id) });
      onAccepted();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <ul className={styles.list}>
        {terms.map((item) => (
          <li key={item.id} className={styles.item}>
            <a href={item.url} target="_blank" rel="noreferrer" className={styles.document}>
              {item.title}
              <span className={styles.newTab}> {t('terms.opensInNewTab')}</span>
            </a>
            {item.version ? (
              <span className={styles.version}>{t('terms.version', { version: item.version })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.agree}>
        <input
          id={checkboxId}
          type="checkbox"
          className={styles.checkbox}
          checked={agreed}
          aria-invalid={showError && !agreed ? true : undefined}
          aria-describedby={showError && !agreed ? errorId : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setShowError(false);
          }}
        />
        <label htmlFor={checkboxId}>{t('terms.agree')}</label>
      </div>
      {showError && !agreed ? (
        <p id={errorId} className={styles.error}>
          {t('terms.mustAgree')}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={submitting}>
        {t('terms.accept')}
      </Button>
    </form>
  );
}

/**
 * The legal terms page (spec 01 §3, §4, §8): the shell sends a signed-in user here when customer info answers `TE`.
 * The user reads the pending documents and accepts them; the shell then reloads the user and routes on.
 */
export function TermsPage() {
  // The page is public: signed out, it lists the brand's documents and calls nothing that needs a session
  // (issue 14: it asked for customer info and showed "Unauthorized").
  return isSignedIn() ? <PendingTerms /> : <PublicTerms />;
}

/** The brand's legal documents for a visitor who is not signed in, with the way to sign in. */
function PublicTerms() {
  const { t } = useTranslation('auth');
  const { brand } = useServices();
  const documents = [
    { key: 'termsAndConditions', href: brand.terms.termsAndConditions },
    { key: 'privacyPolicy', href: brand.terms.privacyPolicy },
  ] as const;
  return (
    <AccessCard wide title={t('terms.title')} description={t('terms.publicIntro')}>
      <ul className={styles.list}>
        {documents.map(({ key, href }) => (
          <li key={key} className={styles.item}>
            <a href={href} target="_blank" rel="noreferrer" className={styles.document}>
              {t(`terms.${key}`)}
              <span className={styles.newTab}> {t('terms.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <PortalLink href="/login" variant="button">
        {t('terms.signIn')}
      </PortalLink>
    </AccessCard>
  );
}

/** A signed-in user's pending documents, to accept (spec 01 §3, §4, §8). */
function PendingTerms() {
  const { t } = useTranslation('auth');
  const { method, auth } = useServices();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    method.call('getCustomerInfo', {}, { popup: false }).then(
      () => setState({ kind: 'none' }),
      (error: unknown) => {
        const terms = pendingTerms(error);
        if (terms) {
          setState(terms.length > 0 ? { kind: 'pending', terms } : { kind: 'none' });
          return;
        }
        reportError(error instanceof ApiError ? error : ApiError.noResponse());
        setState({ kind: 'failed' });
      },
    );
  }, [method]);
  useEffect(load, [load]);

  const accepted = () => {
    setState({ kind: 'accepted' });
    bus.publish('session.reloadUser', {});
  };

  return (
    <AccessCard
      wide
      title={t('terms.title')}
      description={state.kind === 'pending' ? t('terms.intro') : undefined}
    >
      <div aria-live="polite" className={styles.status}>
        {state.kind === 'loading' ? <Spinner label={t('terms.loading')} /> : null}
        {state.kind === 'accepted' ? <Spinner label={t('terms.accepted')} /> : null}
      </div>
      {state.kind === 'pending' ? <AcceptForm terms={state.terms} onAccepted={accepted} /> : null}
      {state.kind === 'none' ? (
        <EmptyState
          title={t('terms.noneTitle')}
          text={t('terms.noneText')}
          headingLevel={2}
          action={
            <PortalLink href="/" variant="button">
              {t('terms.goHome')}
            </PortalLink>
          }
        />
      ) : null}
      {state.kind === 'failed' ? (
        <Alert tone="error" title={t('terms.failed')}>
          <Button size="sm" variant="secondary" onClick={load}>
            {t('terms.retry')}
          </Button>
        </Alert>
      ) : null}
      <Button variant="ghost" fullWidth onClick={() => void signOut(auth)}>
        {t('terms.signOut')}
      </Button>
    </AccessCard>
  );
}
