import { useTranslation } from 'react-i18next';
import type { BusinessUsersResponse, TransferType } from '@portal/api/catalogue';
import { Select, TextField, VisuallyHidden } from '@portal/ui/components';
import type { ApprovalFilters } from '../api/approval-requests';
import styles from './approvals.module.css';

/** The kinds a request can be, for the type filter. */
export const FILTER_TYPES: readonly TransferType[] = [
  'p2p',
  'betweenAccounts',
  'wire',
  'eft',
  'oct',
  'crypto_eft',
  'instant_payment',
  'interac',
];

/** Type, dates and "created by" (spec 02 §7 "Approvals"); every change applies at once. */
export function ApprovalFiltersBar({
  filters,
  users,
  onChange,
}: {
  filters: ApprovalFilters;
  users: BusinessUsersResponse['users'];
  onChange: (filters: ApprovalFilters) => void;
}) {
  const { t } = useTranslation('transfers');
  const set = (patch: Partial<ApprovalFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className={styles.filters}>
      <legend>
        <VisuallyHidden>{t('approvals.filters.title')}</VisuallyHidden>
      </legend>
      <Select
        id="approvals-type"
        label={t('approvals.filters.type')}
        placeholder={t('approvals.filters.allTypes')}
        value={filters.transactionType ?? ''}
        options={FILTER_TYPES.map((type) => ({ value: type, label: t(`approvals.types.${type}`) }))}
        onChange={(event) =>
          set({ transactionType: (event.target.value || undefined) as TransferType | undefined })
        }
      />
      <TextField
        id="approvals-from"
        type="date"
        label={t('approvals.filters.from')}
        value={filters.fromDate ?? ''}
        max={filters.toDate}
        onChange={(event) => set({ fromDate: event.target.value || undefined })}
      />
      <TextField
        id="approvals-to"
        type="date"
        label={t('approvals.filters.to')}
        value={filters.toDate ?? ''}
        min={filters.fromDate}
        onChange={(event) => set({ toDate: event.target.value || undefined })}
      />
      <Select
        id="approvals-created-by"
        label={t('approvals.filters.createdBy')}
        placeholder={t('approvals.filters.anyone')}
        value={filters.createdBy ? String(filters.createdBy) : ''}
        options={users.map((user) => ({ value: String(user.userId), label: user.name }))}
        onChange={(event) => set({ createdBy: event.target.value ? Number(event.target.value) : undefined })}
      />
    </fieldset>
  );
}
