import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { IdentityVerification } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, Card, EmptyState, Select, Table, TextField, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { LoadState } from '../../../shared/load-state';
import styles from '../../../shared/merchant.module.css';
import { StatusChip } from '../../../shared/status-chip';
import { EMPTY_IDENTITY_FILTERS, useIdentities, type IdentityFilters } from '../api/verification';

const STATUSES = ['pending', 'verified', 'rejected'] as const;

/** A status in words (never colour alone). */
function Status({ status }: { status: IdentityVerification['status'] }) {
  const { t } = useTranslation('merchant');
  const tone = status === 'verified' ? 'success' : status === 'rejected' ? 'danger' : 'neutral';
  return <StatusChip tone={tone}>{t(`verification.status.${status}`)}</StatusChip>;
}

/**
 * `/merchant/security/verification/history` (spec 03 §5 "Identity list filters drop empty values", §7 "identity list
 * (pageSize 1000)"): the verification requests made, filtered by e-mail, status and dates.
 */
export function VerificationHistoryPage() {
  const { t, i18n } = useTranslation('merchant');
  const [filters, setFilters] = useState<IdentityFilters>(EMPTY_IDENTITY_FILTERS);
  const identities = useIdentities(filters);
  const schema = useMemo(
    () =>
      yup.object({
        email: yup.string().trim().max(254),
        status: yup.string(),
        fromDate: yup.string(),
        toDate: yup.string().test('order', t('verification.history.errors.dates'), function check(value) {
          const from = (this.parent as IdentityFilters).fromDate;
          return !value || !from || from <= value;
        }),
      }),
    [t],
  );
  const form = useFormik<IdentityFilters>({
    initialValues: EMPTY_IDENTITY_FILTERS,
    validationSchema: schema,
    onSubmit: (values) => setFilters({ ...values, email: values.email.trim() }),
  });
  const toDateError = form.submitCount > 0 || form.touched.toDate ? form.errors.toDate : undefined;
  const filtered = Object.values(filters).some((value) => value !== '');

  const columns: TableColumn<IdentityVerification>[] = [
    {
      key: 'name',
      header: t('verification.history.person'),
      phone: 'primary',
      render: (row) => (
        <>
          {`${row.firstName} ${row.lastName}`}
          <br />
          <span className={styles.muted}>{row.email}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('verification.history.status'),
      phone: 'status',
      render: (row) => <Status status={row.status} />,
    },
    {
      key: 'fee',
      header: t('verification.history.fee'),
      align: 'end',
      phone: 'amount',
      render: (row) => formatMoney(String(row.fee.amount), row.fee.currencyCode, i18n.language),
    },
    {
      key: 'createdAt',
      header: t('verification.history.created'),
      phoneLabel: true,
      render: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      key: 'decidedAt',
      header: t('verification.history.decided'),
      phoneLabel: true,
      render: (row) => formatDate(row.decidedAt, i18n.language),
    },
  ];

  return (
    <MerchantPageLayout
      title={t('verification.history.title')}
      description={t('verification.history.description')}
      actions={<Link to="/merchant/security/verification">{t('verification.history.newRequest')}</Link>}
    >
      <Card title={t('verification.history.filters')} titleLevel={2}>
        <form
          noValidate
          role="search"
          aria-label={t('verification.history.filters')}
          className={styles.controls}
          onSubmit={form.handleSubmit}
        >
          <TextField
            label={t('verification.history.email')}
            name="email"
            type="email"
            autoComplete="off"
            value={form.values.email}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <Select
            label={t('verification.history.status')}
            name="status"
            value={form.values.status}
            options={[
              { value: '', label: t('verification.history.anyStatus') },
              ...STATUSES.map((status) => ({ value: status, label: t(`verification.status.${status}`) })),
            ]}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <TextField
            label={t('verification.history.fromDate')}
            name="fromDate"
            type="date"
            value={form.values.fromDate}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <TextField
            label={t('verification.history.toDate')}
            name="toDate"
            type="date"
            value={form.values.toDate}
            error={toDateError}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <div className={styles.rowActions}>
            <Button type="submit">{t('verification.history.apply')}</Button>
            {filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  form.resetForm();
                  setFilters(EMPTY_IDENTITY_FILTERS);
                }}
              >
                {t('verification.history.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <Card title={t('verification.history.listTitle')} titleLevel={2}>
        <LoadState
          pending={identities.isPending}
          error={identities.isError}
          label={t('verification.history.loading')}
          failedTitle={t('verification.history.failed')}
          onRetry={() => void identities.refetch()}
        >
          <Table
            caption={t('verification.history.listTitle')}
            hideCaption
            columns={columns}
            rows={identities.data?.identities ?? []}
            rowKey="id"
            empty={
              <EmptyState
                title={t('verification.history.emptyTitle')}
                text={
                  filtered ? t('verification.history.emptyFiltered') : t('verification.history.emptyText')
                }
                headingLevel={3}
              />
            }
          />
        </LoadState>
      </Card>
    </MerchantPageLayout>
  );
}
