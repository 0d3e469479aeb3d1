import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONTRACT_ORDER_BY, type SmartContract } from '@portal/api/catalogue';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageLayout,
  Select,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { useContracts } from '../api/contracts';
import { formatDate, formatPercentage, formatTime } from './format';
import {
  CONTRACT_CHIPS,
  chipFilter,
  counterpartyOf,
  isRequest,
  listQueryOf,
  listStateOf,
  paramsOf,
  type ListState,
} from './list-filters';
import { StatusPill } from './status-pill';
import styles from './contracts.module.css';

function ContractRow({ contract }: { contract: SmartContract }) {
  const { t, i18n } = useTranslation('contracts');
  const other = counterpartyOf(contract);
  const request = isRequest(contract);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <h2 className={styles.rowTitle}>
          <Link to={`/revenue-split/${contract.id}`}>
            {t('list.rowTitle', { company: contract.company.title, id: contract.id })}
          </Link>
        </h2>
        <StatusPill status={contract.status} />
        {request ? <span className={styles.requestMark}>{t('list.request')}</span> : null}
      </div>
      <p className={styles.meta}>
        {t(contract.direction === 'PAY' ? 'list.pays' : 'list.receives', {
          percentage: formatPercentage(contract.percentage, i18n.language),
          name: other.name,
        })}
      </p>
      <p className={styles.meta}>
        {t('list.dates', {
          from: formatDate(contract.activeFrom, i18n.language),
          created: formatTime(contract.createdAt, i18n.language),
        })}
      </p>
    </li>
  );
}

/**
 * `/revenue-split` (spec 03 §2, §4 "Contracts", §7 `GET /contract`, §9 page size 1000; issue 32 item 2): the
 * customer's contracts with the meta counts as chips, search by company and counterparty name, order and direction.
 */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const contracts = useContracts(listQueryOf(params));
  const [companyName, setCompanyName] = useState(state.companyName);
  const [counterpartyName, setCounterpartyName] = useState(state.counterpartyName);
  useEffect(() => {
    setCompanyName(state.companyName);
    setCounterpartyName(state.counterpartyName);
  }, [state.companyName, state.counterpartyName]);

  const go = (change: Partial<ListState>) => setParams(paramsOf({ ...state, ...change }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ companyName: companyName.trim(), counterpartyName: counterpartyName.trim() });
  };

  const meta = contracts.data?.meta;
  const shown = contracts.data?.data.filter(chipFilter(state.chip)) ?? [];
  const searching = state.companyName !== '' || state.counterpartyName !== '';

  let body;
  if (contracts.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  else if (contracts.isError)
    body = (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{contracts.error.message || t('loadFailedText')}</p>
        <Button variant="secondary" size="sm" onClick={() => void contracts.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        title={searching || state.chip !== 'total' ? t('list.emptyFiltered') : t('list.empty')}
        text={t('list.emptyText')}
        headingLevel={2}
        action={<Button onClick={() => navigate('/revenue-split/new')}>{t('list.new')}</Button>}
      />
    );
  else
    body = (
      <ul className={styles.rows} aria-busy={contracts.isFetching} aria-label={t('list.results')}>
        {shown.map((contract) => (
          <ContractRow key={contract.id} contract={contract} />
        ))}
      </ul>
    );

  return (
    <PageLayout
      title={t('list.title')}
      description={t('list.description')}
      actions={<Button onClick={() => navigate('/revenue-split/new')}>{t('list.new')}</Button>}
    >
      <Card>
        <nav aria-label={t('list.chips')} className={styles.chips}>
          {CONTRACT_CHIPS.map((chip) => (
            <Button
              key={chip}
              size="sm"
              variant={chip === state.chip ? 'primary' : 'secondary'}
              aria-current={chip === state.chip ? 'page' : undefined}
              onClick={() => go({ chip })}
            >
              {t(`chips.${chip}`)}
              {meta ? <span className={styles.chipCount}>{meta[chip]}</span> : null}
            </Button>
          ))}
        </nav>
        <form role="search" aria-label={t('list.search')} className={styles.controls} onSubmit={search}>
          <TextField
            label={t('list.companyName')}
            name="companyName"
            value={companyName}
            maxLength={256}
            onChange={(event) => setCompanyName(event.target.value)}
          />
          <TextField
            label={t('list.counterpartyName')}
            name="counterpartyName"
            value={counterpartyName}
            maxLength={256}
            onChange={(event) => setCounterpartyName(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
        </form>
        <div className={styles.controls}>
          <Select
            label={t('list.orderBy')}
            name="orderBy"
            value={state.orderBy}
            options={CONTRACT_ORDER_BY.map((value) => ({ value, label: t(`order.${value}`) }))}
            onChange={(event) => go({ orderBy: event.target.value as ListState['orderBy'] })}
          />
          <Select
            label={t('list.orderDir')}
            name="orderDir"
            value={state.orderDir}
            options={[
              { value: 'DESC', label: t('order.DESC') },
              { value: 'ASC', label: t('order.ASC') },
            ]}
            onChange={(event) => go({ orderDir: event.target.value === 'ASC' ? 'ASC' : 'DESC' })}
          />
        </div>
        {body}
      </Card>
    </PageLayout>
  );
}
