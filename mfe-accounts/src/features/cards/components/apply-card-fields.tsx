import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardApplyFees } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert } from '@portal/ui/components';
import { useAddressReplacement } from '../api/addresses';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

/** A radio button group as a fieldset: the legend names it. */
export function RadioGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: ReactNode; disabled?: boolean; description?: ReactNode }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
}) {
  const errorId = useId();
  const baseId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option, index) => {
          const descriptionId = `${baseId}-${index}`;
          return (
            <label
              key={String(option.value)}
              className={[styles.choice, option.disabled && styles.choiceDisabled].filter(Boolean).join(' ')}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.choiceText}>
                <span>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className={styles.hint}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What a move of the shipping address to another country does to the customer's cards (spec 02 §7). */
export function AddressReplacementCheck({
  countryCode,
  oldAddressId,
}: {
  countryCode: string;
  oldAddressId: number;
}) {
  const { t } = useTranslation('accounts');
  const check = useAddressReplacement(countryCode, oldAddressId);
  const cards = (ids: number[]) => ids.map((id) => t('cards.apply.address.cardRef', { id })).join(', ');
  if (check.isPending) return <LoadingLines label={t('cards.apply.address.checking')} lines={1} />;
  if (check.isError)
    return (
      <LoadFailed
        title={t('cards.apply.address.checkFailed')}
        error={check.error}
        onRetry={() => void check.refetch()}
      />
    );
  const { cardAccountsToBeCanceled: canceled, cardAccountsToBeShippedToOldAddress: shippedOld } = check.data;
  return (
    <Alert tone={canceled.length > 0 ? 'warning' : 'info'} title={t('cards.apply.address.changeIntro')}>
      {canceled.length === 0 && shippedOld.length === 0 ? <p>{t('cards.apply.address.noImpact')}</p> : null}
      {canceled.length > 0 ? <p>{t('cards.apply.address.canceled', { cards: cards(canceled) })}</p> : null}
      {shippedOld.length > 0 ? (
        <p>{t('cards.apply.address.shippedOld', { cards: cards(shippedOld) })}</p>
      ) : null}
    </Alert>
  );
}

export function FeeList({ fees, currency }: { fees: CardApplyFees; currency: string }) {
  const { t, i18n } = useTranslation('accounts');
  const money = (amount: string) => formatMoney(String(amount), currency, i18n.language);
  return (
    <dl className={styles.summaryList}>
      {(['issue', 'annual', 'monthly'] as const).map((fee) => (
        <div key={fee}>
          <dt>{t(`cards.apply.fees.${fee}`)}</dt>
          <dd>{money(fees[fee])}</dd>
        </div>
      ))}
    </dl>
  );
}
