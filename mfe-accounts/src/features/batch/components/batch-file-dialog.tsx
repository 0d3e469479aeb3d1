import { useTranslation } from 'react-i18next';
import { Button, Dialog, Skeleton, Table, VisuallyHidden } from '@portal/ui/components';
import { LoadError } from '../../../shared/load-error';
import { useBatchFile } from '../api/batch-file';
import { csvTable } from '../utils/csv';
import styles from './batch-transfers-page.module.css';

/** Batch file view (spec 02 §7): the uploaded CSV as a table, or as text when it is not a regular table. */
export function BatchFileDialog({
  batch,
  onClose,
}: {
  batch: { id: number; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const file = useBatchFile(batch?.id);

  let body;
  if (file.isPending)
    body = (
      <div role="status">
        <VisuallyHidden>{t('batch.file.loading')}</VisuallyHidden>
        <Skeleton height={200} />
      </div>
    );
  else if (file.isError)
    body = (
      <LoadError title={t('batch.file.loadFailed')} error={file.error} onRetry={() => void file.refetch()} />
    );
  else {
    const content = String(file.data.content ?? '');
    const table = csvTable(content);
    body = (
      <>
        <p className={styles.fileName}>{String(file.data.fileName)}</p>
        {table ? (
          <Table<string[]>
            caption={t('batch.file.caption', { fileName: String(file.data.fileName) })}
            hideCaption
            rows={table.rows}
            rowKey={(_row, index) => index}
            empty={t('batch.file.empty')}
            columns={table.header.map((name, column) => ({
              key: `c${column}`,
              header: name,
              render: (row: string[]) => row[column],
              // On a phone each row reads "Header: value" after its first cell.
              phoneLabel: true,
            }))}
          />
        ) : content.trim() ? (
          <pre className={styles.fileText} tabIndex={0} aria-label={t('batch.file.textLabel')}>
            {content}
          </pre>
        ) : (
          <p>{t('batch.file.empty')}</p>
        )}
      </>
    );
  }

  return (
    <Dialog
      open={batch !== undefined}
      size="lg"
      title={t('batch.file.title', { name: batch?.name ?? '' })}
      closeLabel={t('close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
