import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { AccountStatus } from '@portal/api/verification';
import { useSubject } from '@portal/session/react';
import { verificationSummary$, type VerificationSummary } from './verification-state';
import { VERIFICATION_NAMESPACE } from './texts';
import styles from './verification-banner.module.css';

/** Where each warned status is fixed (spec 03 §2 routes). */
const FIX_PATH: Partial<Record<AccountStatus, string>> = {
  limited: '/limited-account',
  unverified: '/unverified-account',
  duplicateDocuments: '/kyc',
  duplicateDocumentsUploaded: '/kyc',
  requiredActions: '/kyc',
  cardDocumentRequired: '/kyc',
};

/**
 * The warning for a limited account, duplicate documents, an unverified account or required actions (spec 03 §4 "A
 * warning is shown for …"), under the header on every signed-in page, with the way to the page that fixes it; not on
 * that page itself, which says it in full.
 */
export function VerificationBanner({ currentPath }: { currentPath: string }) {
  const summary = useSubject(verificationSummary$);
  if (!summary?.warns) return null;
  const path = FIX_PATH[summary.status] ?? '/kyc';
  if (currentPath === path) return null;
  // Mounted only once a summary is in: its texts' namespace was added with it (asking for it earlier would find none).
  return <Warning summary={summary} path={path} />;
}

function Warning({ summary, path }: { summary: VerificationSummary; path: string }) {
  const { t, ready } = useTranslation(VERIFICATION_NAMESPACE, { useSuspense: false });
  if (!ready) return null;
  const key = summary.status;
  return (
    <section className={styles.banner} aria-labelledby="verification-warning">
      <p id="verification-warning" className={styles.title}>
        {t(`${key}.title`)}
      </p>
      <p className={styles.text}>
        {summary.status === 'requiredActions'
          ? t('requiredActions.text', {
              count: summary.actions.length,
              actions: summary.actions.map((action) => t(`actions.${action}`)).join(', '),
            })
          : t(`${key}.text`)}
      </p>
      <a
        className={styles.link}
        href={path}
        onClick={(event) => {
          event.preventDefault();
          navigateToUrl(path);
        }}
      >
        {t(`${key}.link`)}
      </a>
    </section>
  );
}
