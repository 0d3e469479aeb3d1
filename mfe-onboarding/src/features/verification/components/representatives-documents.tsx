import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Skeleton } from '@portal/ui/components';
import { useRepresentativeDocuments } from '../../../shared/verification';
import { CategoryCard } from './category-card';
import styles from './verification.module.css';

/** The place of one representative on the page: the company page's "Documents" link leads there. */
export const representativeDocumentsAnchor = (representativeId: number) =>
  `representative-${representativeId}`;

/**
 * The company's directors, shareholders and owners, each with their documents (spec 03 §3, §5; issue 47 item 1):
 * identity, address and control, and the shareholder and ultimate-owner documents, each with its status, reject
 * reason and an upload with the same checks and progress as the company's own; the compliance console judges them,
 * and the company's warning clears once each is in review or confirmed.
 */
export function RepresentativesDocuments() {
  const { t } = useTranslation('onboarding');
  const representatives = useRepresentativeDocuments();
  const { hash } = useLocation();

  // Arriving from a representative's "Documents" link: their section comes into view, and the focus with it.
  useEffect(() => {
    if (!representatives.data || !hash.startsWith('#representative-')) return;
    const target = document.getElementById(hash.slice(1));
    // Optional call: not every environment draws (jsdom has no scrolling).
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [representatives.data, hash]);

  if (representatives.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('verification.representatives.loading')}>
        <Skeleton height={120} />
      </div>
    );
  if (representatives.isError)
    return (
      <Alert tone="error" title={t('verification.kyc.failed')}>
        <Button variant="secondary" size="sm" onClick={() => void representatives.refetch()}>
          {t('verification.kyc.retry')}
        </Button>
      </Alert>
    );
  if (representatives.data.length === 0) return null;
  return (
    <section aria-labelledby="representatives-documents" className={styles.group}>
      <h2 id="representatives-documents" className={styles.groupTitle}>
        {t('verification.representatives.title')}
      </h2>
      <p className={styles.muted}>{t('verification.representatives.description')}</p>
      {representatives.data.map((person) => {
        const anchor = representativeDocumentsAnchor(person.representativeId);
        // Asked-for categories first, then what may be added; the list of one who is asked nothing stays short.
        const categories = [...person.categories].sort((a, b) => Number(b.required) - Number(a.required));
        return (
          <section
            key={person.representativeId}
            id={anchor}
            tabIndex={-1}
            aria-labelledby={`${anchor}-name`}
            className={styles.group}
          >
            <h3 id={`${anchor}-name`} className={styles.groupTitle}>
              {t('verification.representatives.name', {
                name: person.name,
                kind: t(`verification.representatives.kind.${person.kind}`),
              })}
            </h3>
            {categories.map((category) => (
              <CategoryCard
                key={category.categoryId}
                category={category}
                representativeId={person.representativeId}
              />
            ))}
          </section>
        );
      })}
    </section>
  );
}
