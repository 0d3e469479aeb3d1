import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentCategoryState, UploadedDocument } from '@portal/api/catalogue';
import { Button, Card } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import { DocumentUpload } from './document-upload';
import styles from './verification.module.css';

/** Statuses in which the customer has something to upload (spec 03 §3 status names). */
const UPLOAD_OPEN = new Set(['none', 'rejected', 'expiredSoon']);

const TONE: Record<string, string | undefined> = {
  validated: styles.good,
  pending: styles.waiting,
  rejected: styles.bad,
  none: styles.bad,
  expiredSoon: styles.waiting,
};

function UploadedList({ documents }: { documents: readonly UploadedDocument[] }) {
  const { t, i18n } = useTranslation('onboarding');
  if (documents.length === 0) return null;
  return (
    <div>
      <h4 className={styles.uploadTitle}>{t('verification.uploaded.title')}</h4>
      <ul className={styles.uploads}>
        {documents.map((document) => (
          <li key={document.id} className={styles.uploadItem}>
            <span>
              {t('verification.uploaded.line', {
                type: t(`verification.documentType.${document.documentTypeId}`, {
                  defaultValue: document.documentType,
                }),
                side: t(`verification.side.${document.side}`).toLowerCase(),
                date: formatDay(document.uploaded.slice(0, 10), i18n.language),
              })}
            </span>
            <span
              className={TONE[document.uploadStatus === 'uploaded' ? 'validated' : document.uploadStatus]}
            >
              {t(`verification.uploadStatus.${document.uploadStatus}`)}
            </span>
            {document.expiresDate ? (
              <span className={styles.muted}>
                {t('verification.uploaded.expires', { date: formatDay(document.expiresDate, i18n.language) })}
              </span>
            ) : null}
            {document.uploadStatus === 'rejected' && document.rejectReason ? (
              <p className={styles.reason}>
                {t('verification.uploaded.reason', { reason: document.rejectReason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A document category (spec 03 §3 categories 1–12): what it needs, its status, what was uploaded with each rejection's
 * reason, and the upload; a verified or pending category keeps its upload behind a button.
 */
export function CategoryCard({
  category,
  representativeId,
  identityCheck,
}: {
  category: DocumentCategoryState;
  /** The card of a representative's category (issue 47 item 1): their upload, no online identity check. */
  representativeId?: number;
  /** The online identity check the identity category offers (issue 30 item 4), given by the page that composes. */
  identityCheck?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  // Kept open once the customer starts an upload: its progress and outcome stay in view while the list reloads.
  const [again, setAgain] = useState(false);
  const open = UPLOAD_OPEN.has(category.status) || again;
  const id = category.categoryId;
  return (
    <Card
      titleLevel={3}
      title={t(`verification.category.${id}`)}
      description={t(`verification.categoryHint.${id}`)}
    >
      <div className={styles.categoryBody}>
        {/* In the body, not beside the title: on a phone the title and its hint keep the card's width. */}
        <p className={styles.statusLine}>
          <span className={`${styles.badge} ${TONE[category.status] ?? ''}`}>
            {t(`verification.categoryStatus.${category.status}`)}
          </span>
        </p>
        <UploadedList documents={category.uploadedDocuments} />
        {/* issue 30 item 4: the identity can be proven online too, with a selfie at the provider. */}
        {id === 1 && representativeId === undefined ? identityCheck : null}
        {open ? (
          <DocumentUpload
            category={category}
            representativeId={representativeId}
            onStart={() => setAgain(true)}
            title={t(
              category.uploadedDocuments.length > 0
                ? 'verification.upload.again'
                : 'verification.upload.title',
            )}
          />
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setAgain(true)}>
              {t(
                category.uploadedDocuments.length > 0
                  ? 'verification.upload.again'
                  : 'verification.upload.title',
              )}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
