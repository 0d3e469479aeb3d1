import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, Pagination } from '@portal/remote/pagination';
import { Card, EmptyState, Table, type TableColumn } from '@portal/ui/components';
import { LoadState } from './load-state';

/**
 * A card with one page of a paged list as a table: its states (loading, failed with a retry while no page is shown),
 * the table (empty: a short explanation) and, with more than one page, the pagination. Its texts are under `texts`
 * (`title`, the card's title and the table's caption; `loading`, `failed`, `emptyTitle`, `emptyText`, `pages`);
 * `emptyText` replaces the last but one. `above` shows over the table, `children` after it (a dialog).
 */
export function PagedTable<Row>({
  texts,
  query,
  rows,
  rowKey,
  columns,
  pageSize,
  page,
  onPage,
  emptyText,
  above,
  children,
}: {
  texts: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: { totalCount: number } | undefined;
    refetch: () => unknown;
  };
  rows: readonly Row[];
  rowKey: keyof Row & string;
  columns: ReadonlyArray<TableColumn<Row>>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  emptyText?: string;
  above?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('merchant');
  const pages = pageCount(query.data?.totalCount ?? 0, pageSize);
  return (
    <Card title={t(`${texts}.title`)} titleLevel={2}>
      {above}
      <LoadState
        pending={query.isPending}
        error={query.isError && !query.data}
        label={t(`${texts}.loading`)}
        failedTitle={t(`${texts}.failed`)}
        onRetry={() => void query.refetch()}
      >
        <Table
          caption={t(`${texts}.title`)}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={
            <EmptyState
              title={t(`${texts}.emptyTitle`)}
              text={emptyText ?? t(`${texts}.emptyText`)}
              headingLevel={3}
            />
          }
        />
        {pages > 1 ? (
          <Pagination
            page={page}
            pages={pages}
            onPage={onPage}
            busy={query.isFetching}
            label={t(`${texts}.pages`)}
          />
        ) : null}
      </LoadState>
      {children}
    </Card>
  );
}
