import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentCategoryState, UploadedDocument } from '@portal/api/catalogue';
import type { RequiredAction } from '@portal/api/verification';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import {
  useCustomerDocuments,
  useLiveDocumentDecisions,
  useVerificationState,
} from '../../../shared/verification';
import { StatusSummary, useAccountStatus } from './status-summary';
import styles from './verification.module.css';

/** Where each required action of spec 03 §4 is done. */
const ACTION_PLACE: Record<RequiredAction, string> = {
  fatca: '/self-certification',
  address: '/kyc',
  proofOfResidence: '/kyc',
  identity: '/kyc',
  phone: '/profile#phones',
  videoIdentity: '/kyc',
};

/** Statuses of a category that ask something of the customer. */
const OPEN = new Set(['none', 'rejected', 'expiredSoon']);
const TONE: Record<string, string | undefined> = {
  validated: styles.good,
  pending: styles.waiting,
  rejected: styles.bad,
  none: styles.bad,
  expiredSoon: styles.waiting,
};

/** A category worth a line on the profile: one that is required, or has uploads. */
const shown = (category: DocumentCategoryState) =>
  category.status !== 'notRequired' && (category.required || category.uploadedDocuments.length > 0);

/**
 * The profile's account status, required actions and documents (spec 03 §2 "Document … problems go to profile",
 * "The profile item is highlighted when required actions exist"; issue 47 item 2): each document's status, a
 * rejection's reason, and the way to the page that fixes it. A document decision arriving live reloads it and is said.
 */
export function VerificationOverview() {
  const { t, i18n } = useTranslation('onboarding');
  const user = useSubject(user$);
  const state = useVerificationState();
  const documents = useCustomerDocuments();
  const status = useAccountStatus(state.data);
  const [notice, setNotice] = useState<string | null>(null);
  useLiveDocumentDecisions(useCallback((text: string) => setNotice(text), []));
  const business = user?.customerType === 1;
  const fixPlace = state.data?.limited ? '/limited-account' : business ? '/company-documents' : '/kyc';

  let body;
  if (state.isPending || documents.isPending)
    body = (
      <div aria-busy="true">
        <p className={styles.muted}>{t('verification.kyc.loading')}</p>
        <Skeleton height={96} />
      </div>
    );
  else if (state.isError || documents.isError)
    body = (
      <Alert tone="error" title={t('verification.kyc.failed')}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void Promise.all([state.refetch(), documents.refetch()])}
        >
          {t('verification.kyc.retry')}
        </Button>
      </Alert>
    );
  else {
    const categories = documents.data.filter(shown);
    body = (
      <>
        {status ? <StatusSummary status={status.status} actions={[]} /> : null}
        {status && status.actions.length > 0 ? (
          <div>
            <h3 className={styles.uploadTitle}>{t('verification.overview.actionsTitle')}</h3>
            <ul className={styles.actionList}>
              {status.actions.map((action) => (
                <li key={action}>
                  <Link to={ACTION_PLACE[action]}>{t(`verification.status.action.${action}`)}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className={styles.uploadTitle}>{t('verification.overview.documentsTitle')}</h3>
          {categories.length === 0 ? (
            <p className={styles.muted}>{t('verification.overview.noDocuments')}</p>
          ) : (
            <ul className={styles.uploads}>
              {categories.map((category) => (
                <CategoryLine
                  key={category.categoryId}
                  category={category}
                  fixPlace={fixPlace}
                  language={i18n.language}
                />
              ))}
            </ul>
          )}
        </div>
        <p>
          <Link to={fixPlace}>{t(`verification.overview.goTo.${fixPlace.slice(1)}`)}</Link>
        </p>
      </>
    );
  }
  return (
    <Card
      title={t('verification.overview.title')}
      description={t('verification.overview.description')}
      id="documents"
    >
      {notice ? (
        <div role="status">
          <p>{t('verification.kyc.liveNotice', { text: notice })}</p>
        </div>
      ) : null}
      {body}
    </Card>
  );
}

/** One category: its status, and each rejected upload with its reason and the way to replace it. */
function CategoryLine({
  category,
  fixPlace,
  language,
}: {
  category: DocumentCategoryState;
  fixPlace: string;
  language: string;
}) {
  const { t } = useTranslation('onboarding');
  const rejected = category.uploadedDocuments.filter((document) => document.uploadStatus === 'rejected');
  const typeOf = (document: UploadedDocument) =>
    t(`verification.documentType.${document.documentTypeId}`, { defaultValue: document.documentType });
  return (
    <li className={styles.uploadItem}>
      <span>{t(`verification.category.${category.categoryId}`)}</span>
      <span className={TONE[category.status]}>{t(`verification.categoryStatus.${category.status}`)}</span>
      {rejected.map((document) => (
        <p key={document.id} className={styles.reason}>
          {t('verification.overview.rejectedLine', {
            type: typeOf(document),
            date: formatDay(document.uploaded.slice(0, 10), language),
            reason: document.rejectReason || t('verification.overview.noReason'),
          })}
        </p>
      ))}
      {OPEN.has(category.status) ? (
        <Link to={fixPlace}>
          {t('verification.upload.again')}
          <VisuallyHidden>{` (${t(`verification.category.${category.categoryId}`)})`}</VisuallyHidden>
        </Link>
      ) : null}
    </li>
  );
}
