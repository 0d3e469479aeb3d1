import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import {
  identityVerificationPagePath,
  type IdentityWorkflowRun,
  type VerificationChannel,
} from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { useSubject } from '@portal/session/react';
import { tokens$ } from '@portal/session/session';
import { Alert, Button, PageLayout, Skeleton } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import { AreaLink } from '../../../shared/portal-navigation';
import { useCheckedCustomer, useIdentityRun, useStartIdentityCheck } from '../api/identity-check';
import styles from './identity-check.module.css';

/** The way on once the check is over: the accounts when signed in, else the sign-in. */
function OnwardLink() {
  const { t } = useTranslation('onboarding');
  const signedIn = useSubject(tokens$) !== null;
  return (
    <AreaLink href={signedIn ? '/home' : '/login'} className={styles.link}>
      {t(signedIn ? 'identityCheck.page.toAccounts' : 'identityCheck.page.toSignIn')}
    </AreaLink>
  );
}

/** A failed check: signed in, a new one starts at once on the same channel; else the KYC page (after sign-in). */
function TryAgain({ channel }: { channel: VerificationChannel | null }) {
  const { t } = useTranslation('onboarding');
  const customer = useCheckedCustomer();
  const start = useStartIdentityCheck();
  const [failure, setFailure] = useState<string[]>([]);
  if (!customer)
    return (
      <AreaLink href="/kyc" className={styles.link}>
        {t('identityCheck.page.tryAgain')}
      </AreaLink>
    );
  const again = async () => {
    setFailure([]);
    try {
      const { started } = await start.mutateAsync({ ...customer, type: channel ?? 'camera' });
      navigateToUrl(identityVerificationPagePath(started.workflowRunId, started.token));
    } catch (error) {
      setFailure(failureLines(error, t));
    }
  };
  return (
    <>
      <div>
        <Button onClick={() => void again()} loading={start.isPending} disabled={start.isPending}>
          {t('identityCheck.page.tryAgain')}
        </Button>
      </div>
      {failure.length > 0 ? (
        <Alert tone="error" title={t('identityCheck.page.tryAgainFailed')}>
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      ) : null}
    </>
  );
}

/** Where the run stands, what to do next, and the outcome once the provider decided. */
function RunState({ run, withProvider }: { run: IdentityWorkflowRun; withProvider: boolean }) {
  const { t } = useTranslation('onboarding');
  const open = run.status === 'created' || run.status === 'submitted';
  return (
    <div className={styles.panel}>
      {run.customerName ? (
        <p className={styles.muted}>{t('identityCheck.page.checking', { name: run.customerName })}</p>
      ) : null}
      {/* Announced when it changes: the decision arrives live (or by polling) while the customer is here. */}
      <p role="status" className={styles.status}>
        {t('identityCheck.page.statusLine', { status: t(`identityCheck.page.status.${run.status}`) })}
      </p>
      {run.status === 'passed' ? (
        <Alert tone="success" title={t('identityCheck.page.passedTitle')}>
          <p>{t('identityCheck.page.passedText')}</p>
        </Alert>
      ) : null}
      {run.status === 'failed' ? (
        <Alert tone="error" title={t('identityCheck.page.failedTitle')}>
          <p>{t(`identityCheck.page.reason.${run.failureReason || 'unknown'}`)}</p>
        </Alert>
      ) : null}
      {open && withProvider ? (
        <>
          <p className={styles.muted}>{t(`identityCheck.page.sentBy.${run.channel ?? 'camera'}`)}</p>
          {run.url ? (
            <p className={styles.links}>
              <a href={run.url} className={styles.link}>
                {t('identityCheck.page.open')}
              </a>
              <a href={run.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('identityCheck.page.openNewTab')}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      {open ? <p className={styles.muted}>{t('identityCheck.page.watching')}</p> : null}
      {run.status === 'failed' ? <TryAgain channel={run.channel} /> : null}
      {run.status === 'passed' ? (
        <p className={styles.links}>
          <OnwardLink />
        </p>
      ) : null}
    </div>
  );
}

function RunPage({
  title,
  description,
  workflowRunId,
  token,
}: {
  title: string;
  description: string;
  workflowRunId: string;
  token?: string;
}) {
  const { t } = useTranslation('onboarding');
  const run = useIdentityRun(workflowRunId, token);
  const missing = run.error instanceof ApiError && run.error.status === 404;
  return (
    <PageLayout title={title} description={description}>
      <div className={styles.page}>
        {run.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('identityCheck.page.loading')}>
            <Skeleton height={120} />
          </div>
        ) : run.isError ? (
          missing ? (
            <Alert tone="error" title={t('identityCheck.page.notFound')}>
              <OnwardLink />
            </Alert>
          ) : (
            <Alert tone="error" title={t('identityCheck.page.failedToLoad')}>
              <Button variant="secondary" size="sm" onClick={() => void run.refetch()}>
                {t('identityCheck.page.retry')}
              </Button>
            </Alert>
          )
        ) : (
          <RunState run={run.data} withProvider={token !== undefined} />
        )}
      </div>
    </PageLayout>
  );
}

/**
 * `/identity-verification/{workflowRunId}/{token}` (spec 03 §2, public): the check's state, the way to the provider
 * (this window or a new tab), and the outcome as soon as the provider decides — live when signed in, by asking every
 * few seconds when not (issue 30 item 4).
 */
export function IdentityVerificationPage() {
  const { t } = useTranslation('onboarding');
  const { workflowRunId = '', token = '' } = useParams();
  return (
    <RunPage
      title={t('identityCheck.page.title')}
      description={t('identityCheck.page.description')}
      workflowRunId={workflowRunId}
      token={token}
    />
  );
}

/** `/video-identity-job/{id}` (spec 03 §2, public): the same check read by its id, status only. */
export function VideoIdentityJobPage() {
  const { t } = useTranslation('onboarding');
  const { id = '' } = useParams();
  return (
    <RunPage
      title={t('identityCheck.page.jobTitle')}
      description={t('identityCheck.page.jobDescription')}
      workflowRunId={id}
    />
  );
}
