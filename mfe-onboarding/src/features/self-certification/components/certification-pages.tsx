import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import type { TaxCertification } from '@portal/api/catalogue';
import { selfCertificationState } from '@portal/api/tax-certification';
import { Alert, Button, PageLayout, Skeleton } from '@portal/ui/components';
import { AreaLink } from '../../../shared/portal-navigation';
import {
  useLiveCertificationUpdates,
  useRepresentativeCertification,
  useSubmitCertification,
  useTaxCertification,
} from '../api/tax-certification';
import { BusinessForm } from './business-form';
import { DocumentStatuses } from './form-parts';
import { certificateAsked, formToSign, LossOfNationalityStep, SignStep } from './forms-step';
import { PersonalForm } from './personal-form';
import styles from './self-certification.module.css';

/** Where the representative's auth secret is kept for the tab (spec 03 §2 "from the query or storage"). */
export const REPRESENTATIVE_SECRET_KEY = 'portal.taxRepresentativeSecret';

function HomeLink() {
  const { t } = useTranslation('onboarding');
  return (
    <AreaLink href="/home" className={styles.primaryLink}>
      {t('taxCertification.home')}
    </AreaLink>
  );
}

function Loading() {
  const { t } = useTranslation('onboarding');
  return (
    <div role="status" aria-busy="true" aria-label={t('taxCertification.loading')} className={styles.stack}>
      <Skeleton height={120} />
      <Skeleton height={240} />
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert tone="error" title={t('taxCertification.failed')}>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('taxCertification.retry')}
      </Button>
    </Alert>
  );
}

/** A message that takes the focus when it appears, so a keyboard user is not left on a control that went away. */
function FocusedAlert({ tone, children }: { tone: 'success' | 'info'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusable}>
      <Alert tone={tone}>{children}</Alert>
    </div>
  );
}

/** The live line: what the sandbox said while the page was open (a form signed). */
function useLiveNotice() {
  const [notice, setNotice] = useState<string>();
  const onNotice = useCallback((text: string) => setNotice(text), []);
  useLiveCertificationUpdates(onNotice);
  return notice;
}

/**
 * What follows a submitted certification: the W-form to sign, the certificate of loss of nationality, and once all
 * is done, the way on. `returnPath` is this page, where the e-signature page comes back to.
 */
function AfterSubmit({
  certification,
  returnPath,
  onEdit,
}: {
  certification: TaxCertification;
  returnPath: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { search } = useLocation();
  const form = formToSign(certification);
  const state = selfCertificationState(certification.info);
  const back = new URLSearchParams(search).get('esign') === 'signed';
  return (
    <>
      {state === 'validated' ? (
        <FocusedAlert tone="success">
          <p>{t('taxCertification.page.completed')}</p>
        </FocusedAlert>
      ) : (
        <Alert tone="info">
          <p>{t('taxCertification.page.submitted')}</p>
          {back && form ? <p>{t('taxCertification.sign.back')}</p> : null}
        </Alert>
      )}
      {form ? <SignStep form={form} returnPath={returnPath} /> : null}
      {certificateAsked(certification) ? <LossOfNationalityStep /> : null}
      <div className={styles.actions}>
        {state !== 'required' ? <HomeLink /> : null}
        <Button type="button" variant="secondary" onClick={onEdit}>
          {t('taxCertification.page.edit')}
        </Button>
      </div>
    </>
  );
}

/** `self-certification` and `self-certification-business` (spec 03 §2): the form, then the forms to sign. */
function CertificationPage({ kind }: { kind: 'personal' | 'business' }) {
  const { t } = useTranslation('onboarding');
  const query = useTaxCertification(kind);
  const submit = useSubmitCertification();
  const notice = useLiveNotice();
  const [editing, setEditing] = useState(false);
  const certification = query.data;
  const submitted =
    certification && certification.info.taxResidencySelfCertificationDocumentStatus !== 'none';
  const returnPath = kind === 'business' ? '/self-certification-business' : '/self-certification';
  return (
    <PageLayout
      title={t(kind === 'business' ? 'taxCertification.page.titleBusiness' : 'taxCertification.page.title')}
      description={t(
        kind === 'business'
          ? 'taxCertification.page.descriptionBusiness'
          : 'taxCertification.page.description',
      )}
      actions={<HomeLink />}
    >
      <div className={styles.page}>
        <div role="status" className={styles.live}>
          {notice ? t('taxCertification.liveNotice', { text: notice }) : ''}
        </div>
        {query.isPending ? (
          <Loading />
        ) : query.isError || !certification ? (
          <Failed onRetry={() => void query.refetch()} />
        ) : (
          <>
            {certification.name ? (
              <p className={styles.hint}>
                {t('taxCertification.page.certifyingAs', { name: certification.name })}
              </p>
            ) : null}
            <DocumentStatuses info={certification.info} />
            {submitted && !editing ? (
              <AfterSubmit
                certification={certification}
                returnPath={returnPath}
                onEdit={() => setEditing(true)}
              />
            ) : kind === 'personal' ? (
              <PersonalForm
                certification={certification}
                onSubmit={async (request) => {
                  await submit.mutateAsync({ kind: 'personal', request });
                  setEditing(false);
                }}
              />
            ) : (
              <BusinessForm
                certification={certification}
                onSubmit={async (request) => {
                  await submit.mutateAsync({ kind: 'business', request });
                  setEditing(false);
                }}
              />
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}

export function SelfCertificationPage() {
  return <CertificationPage kind="personal" />;
}

export function SelfCertificationBusinessPage() {
  return <CertificationPage kind="business" />;
}

/** The auth secret from the link's `secret` (kept for the tab), else the one kept before. */
function readSecret(search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('secret')?.trim();
  try {
    if (fromQuery) {
      sessionStorage.setItem(REPRESENTATIVE_SECRET_KEY, fromQuery);
      return fromQuery;
    }
    return sessionStorage.getItem(REPRESENTATIVE_SECRET_KEY) ?? undefined;
  } catch {
    return fromQuery || undefined;
  }
}

/**
 * `self-certification-representative` (spec 03 §2, public): a company's representative certifies signed out, by the
 * auth secret of their link; without one, or when the certification cannot be loaded, back to the sign-in page.
 */
export function SelfCertificationRepresentativePage() {
  const { t } = useTranslation('onboarding');
  const { search } = useLocation();
  const [secret] = useState(() => readSecret(search));
  const query = useRepresentativeCertification(secret);
  const submit = useSubmitCertification();
  const [done, setDone] = useState(false);
  const failed = !secret || query.isError;
  useEffect(() => {
    if (!failed) return;
    try {
      sessionStorage.removeItem(REPRESENTATIVE_SECRET_KEY);
    } catch {
      // Storage may be off; nothing is kept then.
    }
    navigateToUrl('/login');
  }, [failed]);
  const certification = query.data;
  return (
    <PageLayout
      title={t('taxCertification.page.titleRepresentative')}
      description={t('taxCertification.page.descriptionRepresentative')}
    >
      <div className={styles.page}>
        {failed ? (
          <Alert tone="error">
            <p>{t('taxCertification.page.linkFailed')}</p>
          </Alert>
        ) : query.isPending || !certification ? (
          <Loading />
        ) : (
          <>
            <p className={styles.hint}>
              {t('taxCertification.page.certifyingAs', { name: certification.name })}
            </p>
            <DocumentStatuses info={certification.info} />
            {done ? (
              <FocusedAlert tone="success">
                <p>{t('taxCertification.page.representativeDone')}</p>
              </FocusedAlert>
            ) : (
              <PersonalForm
                certification={certification}
                onSubmit={async (request) => {
                  await submit.mutateAsync({ kind: 'representative', secret: secret!, request });
                  setDone(true);
                }}
              />
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}
