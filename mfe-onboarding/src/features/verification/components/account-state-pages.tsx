import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { DocumentCategoryState } from '@portal/api/catalogue';
import { Alert, Button, Card, PageLayout, Skeleton } from '@portal/ui/components';
import { AreaLink } from '../../../shared/portal-navigation';
import {
  useCustomerDocuments,
  useLimitReasons,
  useLiveDocumentDecisions,
  useVerificationState,
} from '../../../shared/verification';
import { CategoryCard } from './category-card';
import { HomeLink } from './home-link';
import { StatusSummary, useAccountStatus } from './status-summary';
import styles from './verification.module.css';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.group}>
      <Skeleton height={96} />
      <Skeleton height={160} />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert tone="error" title={t('verification.kyc.failed')}>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('verification.kyc.retry')}
      </Button>
    </Alert>
  );
}

/** Reloads on a live decision (spec 03 §4); the page's status line says what arrived. */
function useLiveLine() {
  const [line, setLine] = useState<string>();
  useLiveDocumentDecisions(useCallback((text: string) => setLine(text), []));
  return line;
}

/**
 * `unverified-account` (spec 03 §2 "redirects home if verified"): what is left before the account is verified, and the
 * way to the documents.
 */
export function UnverifiedAccountPage() {
  const { t } = useTranslation('onboarding');
  const state = useVerificationState();
  const summary = useAccountStatus(state.data);
  const line = useLiveLine();
  const verified = state.data?.verified === true;
  useEffect(() => {
    if (verified) navigateToUrl('/home');
  }, [verified]);
  return (
    <PageLayout
      title={t('verification.unverified.title')}
      description={t('verification.unverified.description')}
      actions={<HomeLink />}
    >
      <div className={styles.page}>
        <div role="status" className={styles.live}>
          {line ? t('verification.kyc.liveNotice', { text: line }) : ''}
        </div>
        {state.isPending || verified ? (
          <Loading label={t('verification.kyc.loading')} />
        ) : state.isError ? (
          <LoadFailed onRetry={() => void state.refetch()} />
        ) : summary ? (
          <>
            {summary.status !== 'unverified' ? (
              <StatusSummary status={summary.status} actions={summary.actions} />
            ) : null}
            {summary.actions.length === 0 && state.data.documentsPending ? (
              <p>{t('verification.unverified.inReview')}</p>
            ) : null}
            <p>
              <AreaLink href="/kyc" className={styles.primaryLink}>
                {t('verification.unverified.toKyc')}
              </AreaLink>
            </p>
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

/**
 * `limited-account` (spec 03 §3 "limit data", §4 rule 2): each limit reason with the documents that lift it, their
 * uploads and an upload per category; once every one is in and none pending, the status is processing.
 */
export function LimitedAccountPage() {
  const { t } = useTranslation('onboarding');
  const limits = useLimitReasons();
  const state = useVerificationState();
  const documents = useCustomerDocuments();
  const summary = useAccountStatus(state.data);
  const line = useLiveLine();
  const categories = new Map<number, DocumentCategoryState>(
    (documents.data ?? []).map((category) => [category.categoryId, category]),
  );
  const pending = limits.isPending || state.isPending || documents.isPending;
  const failed = limits.isError || state.isError || documents.isError;
  return (
    <PageLayout
      title={t('verification.limited.title')}
      description={t('verification.limited.description')}
      actions={<HomeLink />}
    >
      <div className={styles.page}>
        <div role="status" className={styles.live}>
          {line ? t('verification.kyc.liveNotice', { text: line }) : ''}
        </div>
        {pending ? (
          <Loading label={t('verification.kyc.loading')} />
        ) : failed ? (
          <LoadFailed
            onRetry={() => {
              void limits.refetch();
              void state.refetch();
              void documents.refetch();
            }}
          />
        ) : !limits.data.limited ? (
          <Alert tone="success" title={t('verification.limited.notLimited')} />
        ) : (
          <>
            {/* The page's own title says "limited": the panel is for what comes after it. */}
            {summary && summary.status !== 'limited' ? (
              <StatusSummary status={summary.status} actions={summary.actions} />
            ) : null}
            {summary?.status === 'processing' ? <p>{t('verification.limited.processing')}</p> : null}
            {limits.data.limitedReason ? (
              <p className={styles.reasonLine}>
                {t('verification.limited.reason', { reason: limits.data.limitedReason })}
              </p>
            ) : null}
            {limits.data.reasons.map((reason) => (
              <Card key={reason.actionTypeId} title={reason.name}>
                <div className={styles.group}>
                  {reason.requirementDocuments.map((requirement) => {
                    const category = categories.get(requirement.categoryId);
                    return category ? (
                      <CategoryCard key={requirement.categoryId} category={category} />
                    ) : (
                      <p key={requirement.categoryId}>
                        {t('verification.limited.requirement', { name: requirement.name })}
                      </p>
                    );
                  })}
                </div>
              </Card>
            ))}
          </>
        )}
      </div>
    </PageLayout>
  );
}
