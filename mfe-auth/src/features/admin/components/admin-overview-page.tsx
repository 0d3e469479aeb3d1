import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { CustomerSummary } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { actAs, actingCustomerId$, user$ } from '@portal/session/session';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageLayout,
  Skeleton,
  Spinner,
  Table,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { CUSTOMER_SEARCH_MIN_LENGTH, useSearchCustomers } from '../api/search-customers';
import styles from './admin-overview-page.module.css';

function ActingBanner({ customerId }: { customerId: number }) {
  const { t } = useTranslation('auth');
  return (
    <Alert tone="warning" title={t('security.admin.acting', { customerId })} className={styles.banner}>
      <p>{t('security.admin.actingText')}</p>
      <Button variant="secondary" size="sm" onClick={() => actAs(undefined)}>
        {t('security.admin.stopActing')}
      </Button>
    </Alert>
  );
}

function Results({ query }: { query: string }) {
  const { t } = useTranslation('auth');
  const search = useSearchCustomers(query);
  if (!query) return null;
  if (search.isPending) return <Spinner label={t('security.admin.searching')} />;
  if (search.isError)
    return (
      <Alert tone="error" title={t('security.admin.searchFailed')}>
        <p>{search.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  if (search.data.length === 0) return <EmptyState title={t('security.admin.empty')} />;
  return (
    <Table<CustomerSummary>
      caption={t('security.admin.caption')}
      rows={search.data}
      rowKey="customerId"
      empty={t('security.admin.empty')}
      columns={[
        { key: 'name', header: t('security.admin.name'), phone: 'primary' },
        { key: 'email', header: t('security.admin.email'), phone: 'secondary' },
        {
          key: 'customerType',
          header: t('security.admin.type'),
          phone: 'secondary',
          render: (row) =>
            row.customerType === 1 ? t('security.admin.business') : t('security.admin.personal'),
        },
        {
          key: 'verified',
          header: t('security.admin.verified'),
          phone: 'secondary',
          phoneLabel: true,
          render: (row) => (row.verified ? t('security.admin.yes') : t('security.admin.no')),
        },
        {
          key: 'accounts',
          header: t('security.admin.accounts'),
          align: 'end',
          phone: 'secondary',
          phoneLabel: true,
        },
        {
          key: 'actions',
          header: <VisuallyHidden>{t('security.admin.actions')}</VisuallyHidden>,
          align: 'end',
          phone: 'actions',
          render: (row) => (
            <Button
              size="sm"
              onClick={() => {
                actAs(row.customerId);
                navigateToUrl('/home');
              }}
            >
              {t('security.admin.actAs')}
              <VisuallyHidden> {row.name}</VisuallyHidden>
            </Button>
          ),
        },
      ]}
    />
  );
}

/**
 * Admin overview (spec 01 §2, §6): an admin finds a customer and acts for them (`fromCustomerId`, added to calls
 * by the shell's client), or stops acting. Other users see that the page is not available.
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('auth');
  const user = useSubject(user$);
  const actingCustomerId = useSubject(actingCustomerId$);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < CUSTOMER_SEARCH_MIN_LENGTH) {
      setError(
        t('security.admin.queryTooShort', {
          min: CUSTOMER_SEARCH_MIN_LENGTH,
          count: CUSTOMER_SEARCH_MIN_LENGTH,
        }),
      );
      return;
    }
    setError(undefined);
    setQuery(trimmed);
  };

  let body;
  if (!user)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('security.admin.searching')}</VisuallyHidden>
        <Skeleton height={48} />
      </div>
    );
  else if (!user.isAdmin)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('security.admin.notAvailable')}
        text={t('security.admin.notAvailableText')}
      />
    );
  else
    body = (
      <>
        {actingCustomerId !== undefined ? <ActingBanner customerId={actingCustomerId} /> : null}
        <Card>
          <form role="search" noValidate onSubmit={submit} className={styles.search}>
            <TextField
              label={t('security.admin.searchLabel')}
              name="query"
              type="search"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error}
              className={styles.searchField}
            />
            <Button type="submit">{t('security.admin.searchSubmit')}</Button>
          </form>
          <Results query={query} />
        </Card>
      </>
    );

  return (
    <PageLayout
      title={t('security.admin.title')}
      description={user?.isAdmin ? t('security.admin.description') : undefined}
    >
      {body}
    </PageLayout>
  );
}
