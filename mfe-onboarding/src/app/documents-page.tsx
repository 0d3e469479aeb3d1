import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentCategoryState } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, PageLayout, Skeleton } from '@portal/ui/components';
import { useCustomerDocuments, useLiveDocumentDecisions, useVerificationState } from '../shared/verification';
import { StartCheck } from '../features/identity-check/components/start-check';
import { VerificationExtras } from '../features/kyc-info/components/verification-extras';
import { CategoryCard } from '../features/verification/components/category-card';
import { HomeLink } from '../features/verification/components/home-link';
import { RepresentativesDocuments } from '../features/verification/components/representatives-documents';
import { StatusSummary, useAccountStatus } from '../features/verification/components/status-summary';
import styles from '../features/verification/components/verification.module.css';

/** Required categories first, in their number order; then the ones the customer may add. */
function split(categories: readonly DocumentCategoryState[]) {
  const byId = (a: DocumentCategoryState, b: DocumentCategoryState) => a.categoryId - b.categoryId;
  return {
    needed: categories.filter((category) => category.required).sort(byId),
    optional: categories.filter((category) => !category.required).sort(byId),
  };
}

/** The live line: the last decision the back office sent while the page was open (spec 03 §4 live events). */
function useLiveNotice() {
  const [notice, setNotice] = useState<string>();
  const onNotice = useCallback((text: string) => setNotice(text), []);
  useLiveDocumentDecisions(onNotice);
  return notice;
}

function Categories({ categories }: { categories: readonly DocumentCategoryState[] }) {
  const { t } = useTranslation('onboarding');
  const { needed, optional } = split(categories);
  return (
    <>
      <section aria-labelledby="kyc-needed" className={styles.group}>
        <h2 id="kyc-needed" className={styles.groupTitle}>
          {t('verification.kyc.needed')}
        </h2>
        {needed.length === 0 ? <p className={styles.muted}>{t('verification.kyc.nothingNeeded')}</p> : null}
        {needed.map((category) => (
          <CategoryCard key={category.categoryId} category={category} identityCheck={<StartCheck />} />
        ))}
      </section>
      {optional.length > 0 ? (
        <section aria-labelledby="kyc-optional" className={styles.group}>
          <h2 id="kyc-optional" className={styles.groupTitle}>
            {t('verification.kyc.optional')}
          </h2>
          {optional.map((category) => (
            <CategoryCard key={category.categoryId} category={category} identityCheck={<StartCheck />} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/**
 * `kyc` (spec 03 §2, business variant by user type) and `company-documents`: the account status with what is left to
 * do, then every document category with its status, uploads, reject reasons and an upload with progress; a decision
 * of the back office arrives live and reloads the page's data (issue 30 item 2).
 */
function DocumentsPage({ variant }: { variant: 'kyc' | 'companyDocuments' }) {
  const { t } = useTranslation('onboarding');
  const user = useSubject(user$);
  const documents = useCustomerDocuments();
  const state = useVerificationState();
  const summary = useAccountStatus(state.data);
  const notice = useLiveNotice();
  const business = user?.customerType === 1;
  const title =
    variant === 'companyDocuments'
      ? t('verification.kyc.companyDocumentsTitle')
      : t(business ? 'verification.kyc.titleBusiness' : 'verification.kyc.title');
  const description =
    variant === 'companyDocuments'
      ? t('verification.kyc.companyDocumentsDescription')
      : t('verification.kyc.description');
  return (
    <PageLayout title={title} description={description} actions={<HomeLink />}>
      <div className={styles.page}>
        <div role="status" className={styles.live}>
          {notice ? t('verification.kyc.liveNotice', { text: notice }) : ''}
        </div>
        {summary ? <StatusSummary status={summary.status} actions={summary.actions} /> : null}
        <VerificationExtras variant={variant} />
        {documents.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('verification.kyc.loading')}
            className={styles.group}
          >
            <Skeleton height={160} />
            <Skeleton height={160} />
          </div>
        ) : documents.isError ? (
          <Alert tone="error" title={t('verification.kyc.failed')}>
            <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
              {t('verification.kyc.retry')}
            </Button>
          </Alert>
        ) : (
          <Categories categories={documents.data} />
        )}
        {/* A company's directors, shareholders and owners prove themselves here too (issue 47 item 1). */}
        {business ? <RepresentativesDocuments /> : null}
      </div>
    </PageLayout>
  );
}

export function KycPage() {
  return <DocumentsPage variant="kyc" />;
}

export function CompanyDocumentsPage() {
  return <DocumentsPage variant="companyDocuments" />;
}
