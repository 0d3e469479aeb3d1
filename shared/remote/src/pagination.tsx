import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/components';
import styles from './pagination.module.css';

/** Number of pages of `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous and Next with "Page x of y" between them, announced politely when it changes: every paged list of every
 * area (history, batches, statements, sign-ins, support's actions, approvals, invoices) pages the same way.
 */
export function Pagination({
  page,
  pages,
  onPage,
  busy = false,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While a page loads the buttons wait, so one click is one page. */
  busy?: boolean;
  /** What is paged, e.g. "Transactions pages". */
  label: string;
}) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">{t('pagination.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
