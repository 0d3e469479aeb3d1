import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { MERCHANT_PAGE_SIZES, type ReputationItem } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { Button, Card, TextField, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { formatDate } from '../../../shared/dates';
import styles from '../../../shared/merchant.module.css';
import { PagedTable } from '../../../shared/paged-table';
import { StatusChip } from '../../../shared/status-chip';
import { useReputation } from '../api/reputation';

/** The level in words beside the score (never colour alone). */
function Level({ item }: { item: ReputationItem }) {
  const { t } = useTranslation('merchant');
  const tone = item.level === 'good' ? 'success' : item.level === 'risky' ? 'danger' : 'neutral';
  return <StatusChip tone={tone}>{t(`reputation.levels.${item.level}`)}</StatusChip>;
}

/**
 * `/merchant/security/reputation` (spec 03 §5 "Reputation search trims the e-mail", §7 "reputation list", §9 page
 * 100): how the payers who paid the merchant behaved (payments, refunds, disputes), as a score with its level in words.
 */
export function ReputationPage() {
  const { t, i18n } = useTranslation('merchant');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reputation = useReputation(search, page);
  const schema = useMemo(
    () =>
      yup.object({
        email: yup
          .string()
          .test('email', t('reputation.errors.email'), (value) => !value?.trim() || isEmail(value)),
      }),
    [t],
  );
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: ({ email }) => {
      setSearch(email.trim());
      setPage(1);
    },
  });
  const emailError = form.submitCount > 0 || form.touched.email ? form.errors.email : undefined;

  const columns: TableColumn<ReputationItem>[] = [
    { key: 'email', header: t('reputation.list.email'), phone: 'primary' },
    {
      key: 'score',
      header: t('reputation.list.score'),
      align: 'end',
      phone: 'amount',
      render: (row) => t('reputation.list.scoreOf', { score: row.score }),
    },
    {
      key: 'level',
      header: t('reputation.list.level'),
      phone: 'status',
      render: (row) => <Level item={row} />,
    },
    { key: 'paymentsCount', header: t('reputation.list.payments'), align: 'end', phoneLabel: true },
    { key: 'refundsCount', header: t('reputation.list.refunds'), align: 'end', phoneLabel: true },
    { key: 'disputesCount', header: t('reputation.list.disputes'), align: 'end', phoneLabel: true },
    {
      key: 'lastSeenAt',
      header: t('reputation.list.lastSeen'),
      phoneLabel: true,
      render: (row) => formatDate(row.lastSeenAt, i18n.language),
    },
  ];

  return (
    <MerchantPageLayout title={t('reputation.title')} description={t('reputation.description')}>
      <Card title={t('reputation.search.title')} titleLevel={2}>
        <form noValidate role="search" className={styles.controls} onSubmit={form.handleSubmit}>
          <TextField
            label={t('reputation.search.email')}
            hint={t('reputation.search.hint')}
            name="email"
            type="email"
            autoComplete="off"
            value={form.values.email}
            error={emailError}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <div className={styles.rowActions}>
            <Button type="submit">{t('reputation.search.submit')}</Button>
            {search ? (
              <Button
                variant="secondary"
                onClick={() => {
                  form.resetForm();
                  setSearch('');
                  setPage(1);
                }}
              >
                {t('reputation.search.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <PagedTable
        texts="reputation.list"
        query={reputation}
        rows={reputation.data?.items ?? []}
        rowKey="email"
        columns={columns}
        pageSize={MERCHANT_PAGE_SIZES.reputation}
        page={page}
        onPage={setPage}
        emptyText={search ? t('reputation.list.emptySearch', { email: search }) : undefined}
      />
    </MerchantPageLayout>
  );
}
