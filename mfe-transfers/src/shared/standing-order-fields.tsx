import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_FREQUENCIES } from '@portal/api/catalogue';
import { Select, TextField } from '@portal/ui/components';
import { STANDING_ORDER_COUNT, localIsoDate, type StandingOrderValues } from './standing-order';
import styles from './shared.module.css';

/** Props of {@link StandingOrderFields}. */
export interface StandingOrderFieldsProps {
  values: StandingOrderValues;
  onChange: (values: StandingOrderValues) => void;
  /**
   * Texts to show on the fields (only those of touched fields, or all after a submit attempt);
   * `standingOrderErrorTexts` turns the validator's problems into them.
   */
  errors: Partial<Record<'frequency' | 'endDate' | 'count', string>>;
  /**
   * Called when a field loses focus; the fields are named like {@link StandingOrderValues}, so formik's
   * `handleBlur` marks the right one touched.
   */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** Prefix of the input ids, unique per page. */
  idPrefix: string;
  disabled?: boolean;
}

/** The standing-order toggle with its frequency, end date and number of payments (spec 02 §3, §7). */
export function StandingOrderFields({
  values,
  onChange,
  errors,
  onBlur,
  idPrefix,
  disabled,
}: StandingOrderFieldsProps) {
  const { t } = useTranslation('transfers');
  const set = (patch: Partial<StandingOrderValues>) => onChange({ ...values, ...patch });
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('shared.standingOrder.title')}</legend>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="standingOrder"
          checked={values.standingOrder}
          onChange={(event) => set({ standingOrder: event.target.checked })}
        />
        {t('shared.standingOrder.toggle')}
      </label>
      {values.standingOrder && (
        <div className={styles.grid2}>
          <Select
            id={`${idPrefix}-frequency`}
            name="frequency"
            label={t('shared.standingOrder.frequency')}
            placeholder={t('shared.standingOrder.chooseFrequency')}
            value={values.frequency}
            error={errors.frequency}
            onBlur={onBlur}
            options={SUBSCRIPTION_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`shared.standingOrder.frequencies.${frequency}`),
            }))}
            onChange={(event) => set({ frequency: event.target.value as StandingOrderValues['frequency'] })}
          />
          <TextField
            id={`${idPrefix}-end-date`}
            name="endDate"
            type="date"
            label={t('shared.standingOrder.endDate')}
            min={localIsoDate()}
            value={values.endDate}
            error={errors.endDate}
            onBlur={onBlur}
            onChange={(event) => set({ endDate: event.target.value })}
          />
          <TextField
            id={`${idPrefix}-count`}
            name="count"
            inputMode="numeric"
            label={t('shared.standingOrder.count')}
            hint={t('shared.standingOrder.countHint', STANDING_ORDER_COUNT)}
            value={values.count}
            error={errors.count}
            onBlur={onBlur}
            onChange={(event) => set({ count: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
