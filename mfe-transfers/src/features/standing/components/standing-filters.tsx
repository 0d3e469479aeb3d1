import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDING_PAYMENT_TYPES, type StandingPaymentType } from '@portal/api/catalogue';
import { Button, Select, TextField, VisuallyHidden } from '@portal/ui/components';
import { isAmountText, type StandingFilter } from '../utils/filter-params';
import styles from './standing.module.css';

interface Draft {
  beneficiaryEmail: string;
  fromAmount: string;
  toAmount: string;
  type: StandingPaymentType | '';
}

const draftOf = (filter: StandingFilter): Draft => ({
  beneficiaryEmail: filter.beneficiaryEmail ?? '',
  fromAmount: filter.fromAmount ?? '',
  toAmount: filter.toAmount ?? '',
  type: filter.type ?? '',
});

/** The list filter of spec 02 §3 (beneficiaryEmail, fromAmount, toAmount, type), applied with its button. */
export function StandingFilters({
  filter,
  onApply,
}: {
  filter: StandingFilter;
  onApply: (filter: StandingFilter) => void;
}) {
  const { t } = useTranslation('transfers');
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [errors, setErrors] = useState<Partial<Record<'fromAmount' | 'toAmount', string>>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isAmountText(draft.fromAmount)) next.fromAmount = t('standing.filters.amountInvalid');
    if (!isAmountText(draft.toAmount)) next.toAmount = t('standing.filters.amountInvalid');
    if (
      !next.fromAmount &&
      !next.toAmount &&
      draft.fromAmount.trim() &&
      draft.toAmount.trim() &&
      Number(draft.fromAmount) > Number(draft.toAmount)
    )
      next.toAmount = t('standing.filters.rangeInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onApply({
      beneficiaryEmail: draft.beneficiaryEmail.trim() || undefined,
      fromAmount: draft.fromAmount.trim() || undefined,
      toAmount: draft.toAmount.trim() || undefined,
      type: draft.type || undefined,
    });
  };
  const clear = () => {
    setDraft(draftOf({}));
    setErrors({});
    onApply({});
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('standing.filters.title')} className={styles.stack}>
      <fieldset className={styles.filters}>
        <legend>
          <VisuallyHidden>{t('standing.filters.title')}</VisuallyHidden>
        </legend>
        <TextField
          id="standing-beneficiary"
          type="search"
          label={t('standing.filters.beneficiaryEmail')}
          value={draft.beneficiaryEmail}
          maxLength={254}
          onChange={(event) => set({ beneficiaryEmail: event.target.value })}
        />
        <TextField
          id="standing-from-amount"
          inputMode="decimal"
          label={t('standing.filters.fromAmount')}
          value={draft.fromAmount}
          error={errors.fromAmount}
          onChange={(event) => set({ fromAmount: event.target.value })}
        />
        <TextField
          id="standing-to-amount"
          inputMode="decimal"
          label={t('standing.filters.toAmount')}
          value={draft.toAmount}
          error={errors.toAmount}
          onChange={(event) => set({ toAmount: event.target.value })}
        />
        <Select
          id="standing-type"
          label={t('standing.filters.type')}
          placeholder={t('standing.filters.allTypes')}
          value={draft.type}
          options={STANDING_PAYMENT_TYPES.map((type) => ({
            value: type,
            label: t(`standing.types.${type}`),
          }))}
          onChange={(event) => set({ type: event.target.value as StandingPaymentType | '' })}
        />
      </fieldset>
      <div className={styles.toolbar}>
        <Button type="submit">{t('standing.filters.apply')}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {t('standing.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
