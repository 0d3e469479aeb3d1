import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportAction } from '@portal/api/catalogue';
import { pageCount, Pagination } from '@portal/remote/pagination';
import { Alert, Button, Card, EmptyState, Skeleton, Table, VisuallyHidden } from '@portal/ui/components';
import { formatDateTime } from '../../../utils/date-time';
import { SUPPORT_ACTIONS_PAGE_SIZE, useSupportActions } from '../api/support-actions';
import { operationWords } from '../utils/operation-words';
import styles from './support-actions.module.css';

/** The answer code of a call that went through (spec 01 §8). */
const DONE = '00';

/**
 * Actions by support (issue 22): every call an administrator made while acting as the customer, with who, when,
 * what in words and whether it was done or refused, 20 a page. The customer sees support's reads too: acting as
 * someone is itself worth knowing.
 */
export function SupportActions() {
  const { t, i18n } = useTranslation('auth');
  const [pageNumber, setPageNumber] = useState(1);
  const actions = useSupportActions(pageNumber);
  const operationText = (operation: string) =>
    t(`security.supportActions.operations.${operation}`, { defaultValue: operationWords(operation) });

  let body;
  if (actions.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('security.supportActions.loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} />
        ))}
      </div>
    );
  else if (actions.isError)
    body = (
      <Alert tone="error" title={t('security.supportActions.loadFailed')}>
        <p>{actions.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void actions.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else if (actions.data.items.length === 0)
    body = (
      <EmptyState title={t('security.supportActions.empty')} text={t('security.supportActions.emptyText')} />
    );
  else
    body = (
      <>
        <Table<SupportAction>
          caption={t('security.supportActions.caption')}
          hideCaption
          rows={actions.data.items}
          rowKey={(row, index) => `${row.date}-${row.operation}-${index}`}
          empty={t('security.supportActions.empty')}
          className={actions.isPlaceholderData ? styles.stale : undefined}
          columns={[
            {
              key: 'date',
              header: t('security.supportActions.date'),
              phone: 'secondary',
              render: (row) => <time dateTime={row.date}>{formatDateTime(row.date, i18n.language)}</time>,
            },
            {
              key: 'supportName',
              header: t('security.supportActions.support'),
              phone: 'secondary',
              phoneLabel: true,
            },
            {
              key: 'operation',
              header: t('security.supportActions.operation'),
              phone: 'primary',
              render: (row) => operationText(row.operation),
            },
            {
              key: 'responseCode',
              header: t('security.supportActions.result'),
              phone: 'status',
              render: (row) =>
                row.responseCode === DONE ? (
                  <span className={styles.done}>{t('security.supportActions.done')}</span>
                ) : (
                  <span className={styles.refused}>{t('security.supportActions.refused')}</span>
                ),
            },
          ]}
        />
        <Pagination
          label={t('security.loginHistory.pagination')}
          page={pageNumber}
          pages={pageCount(actions.data.total, SUPPORT_ACTIONS_PAGE_SIZE)}
          onPage={setPageNumber}
          busy={actions.isFetching}
        />
      </>
    );

  return (
    <Card>
      <div aria-busy={actions.isFetching || undefined}>{body}</div>
    </Card>
  );
}
