import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestLogItem } from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, Select, Skeleton, Table } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { DateRangeFields } from '../../../shared/date-range-fields';
import { formatDateTime } from '../../../shared/dates';
import styles from '../../../shared/merchant.module.css';
import { StatusChip } from '../../../shared/status-chip';
import { useApiKeys, useApiRequests } from '../api/webhooks-api';

/**
 * `/merchant/internal/api_log` (spec 03 §2, full access only §6; §3 "API request log filter: id, fromDate, toDate";
 * §5 the log is asked for only once a key is chosen): the public merchant API's requests made with one key.
 */
export function ApiLogPage() {
  const { t, i18n } = useTranslation('merchant');
  const keys = useApiKeys();
  const [draft, setDraft] = useState({ keyId: '', fromDate: '', toDate: '' });
  const [filter, setFilter] = useState<{ keyId?: number; fromDate: string; toDate: string }>({
    fromDate: '',
    toDate: '',
  });
  const requests = useApiRequests(filter.keyId, filter.fromDate, filter.toDate);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      keyId: draft.keyId ? Number(draft.keyId) : undefined,
      fromDate: draft.fromDate,
      toDate: draft.toDate,
    });
  };
  const chosenKey = keys.data?.find((key) => key.id === filter.keyId);

  return (
    <MerchantPageLayout title={t('nav.apiLog')} description={t('webhooks.apiLog.description')}>
      <div className={styles.stack}>
        <Card title={t('webhooks.apiLog.filters')} titleLevel={2}>
          {keys.isPending ? (
            <Skeleton height="3rem" />
          ) : keys.isError ? (
            <Alert tone="error" title={t('shared.loadFailed')}>
              <Button type="button" size="sm" variant="secondary" onClick={() => void keys.refetch()}>
                {t('shared.retry')}
              </Button>
            </Alert>
          ) : keys.data.length === 0 ? (
            <EmptyState
              title={t('webhooks.keys.empty')}
              text={t('webhooks.apiLog.noKeys')}
              headingLevel={3}
            />
          ) : (
            <form className={styles.controls} onSubmit={show} aria-label={t('webhooks.apiLog.filters')}>
              <Select
                label={t('webhooks.apiLog.key')}
                placeholder={t('webhooks.apiLog.chooseKey')}
                value={draft.keyId}
                options={keys.data.map((key) => ({
                  value: String(key.id),
                  label: `${key.name} (${key.prefix})`,
                }))}
                onChange={(event) => setDraft({ ...draft, keyId: event.target.value })}
              />
              <DateRangeFields draft={draft} onChange={setDraft} />
              <div>
                <Button type="submit" variant="secondary" disabled={!draft.keyId}>
                  {t('webhooks.apiLog.show')}
                </Button>
              </div>
            </form>
          )}
        </Card>
        {filter.keyId === undefined ? (
          <EmptyState
            title={t('webhooks.apiLog.chooseTitle')}
            text={t('webhooks.apiLog.chooseText')}
            headingLevel={2}
          />
        ) : requests.isPending ? (
          <Skeleton height="10rem" />
        ) : requests.isError ? (
          <Alert tone="error" title={t('shared.loadFailed')}>
            <Button type="button" size="sm" variant="secondary" onClick={() => void requests.refetch()}>
              {t('shared.retry')}
            </Button>
          </Alert>
        ) : (
          <Table<ApiRequestLogItem>
            caption={t('webhooks.apiLog.caption', { name: chosenKey?.name ?? filter.keyId })}
            rows={requests.data.requests}
            rowKey="id"
            empty={<EmptyState title={t('webhooks.apiLog.empty')} headingLevel={3} />}
            columns={[
              {
                key: 'createdAt',
                header: t('webhooks.apiLog.time'),
                phone: 'secondary',
                render: (row) => formatDateTime(row.createdAt, i18n.language),
              },
              {
                key: 'request',
                header: t('webhooks.apiLog.request'),
                phone: 'primary',
                render: (row) => `${row.method} ${row.path}`,
              },
              {
                key: 'status',
                header: t('webhooks.apiLog.status'),
                phone: 'status',
                render: (row) => (
                  <StatusChip
                    tone={row.statusCode < 300 ? 'success' : row.statusCode < 500 ? 'warning' : 'danger'}
                  >
                    {String(row.statusCode)}
                  </StatusChip>
                ),
              },
              { key: 'ip', header: t('webhooks.apiLog.ip'), phoneLabel: true, render: (row) => row.ip },
              {
                key: 'error',
                header: t('webhooks.apiLog.error'),
                phoneLabel: true,
                render: (row) =>
                  row.error ? t(`webhooks.apiLog.errors.${row.error}`, { defaultValue: row.error }) : '',
              },
              {
                key: 'duration',
                header: t('webhooks.apiLog.duration'),
                align: 'end',
                phoneLabel: true,
                render: (row) => t('webhooks.log.duration', { ms: row.durationMs }),
              },
            ]}
          />
        )}
      </div>
    </MerchantPageLayout>
  );
}
