import { useTranslation } from 'react-i18next';
import type { ExternalTransferType } from '@portal/api/catalogue';
import { Alert, Button, Skeleton, VisuallyHidden } from '@portal/ui/components';
import type { useAvailableTransfers } from '../api/available-transfers';
import { FIELD_IDS } from '../utils/field-ids';
import styles from './external-transfer.module.css';

/** The kinds of transfer that reach the chosen country, one to choose (spec 02 §7 "External transfers"). */
export function KindChoice({
  countryChosen,
  available,
  kinds,
  type,
  error,
  onChoose,
}: {
  countryChosen: boolean;
  available: Pick<ReturnType<typeof useAvailableTransfers>, 'isPending' | 'isError' | 'refetch'>;
  kinds: readonly { type: ExternalTransferType; currencies: readonly string[] }[];
  type: string;
  error: string | undefined;
  onChoose: (type: ExternalTransferType) => void;
}) {
  const { t } = useTranslation('transfers');
  return !countryChosen ? (
    <p className={styles.note}>{t('external.chooseCountryFirst')}</p>
  ) : available.isPending ? (
    <div role="status" aria-live="polite" className={styles.lines}>
      <VisuallyHidden>{t('external.loading')}</VisuallyHidden>
      <Skeleton height={64} />
    </div>
  ) : available.isError ? (
    <Alert tone="error" title={t('external.kindsFailed')}>
      <Button variant="secondary" size="sm" onClick={() => void available.refetch()}>
        {t('retry')}
      </Button>
    </Alert>
  ) : kinds.length === 0 ? (
    <Alert tone="info">{t('external.noKinds')}</Alert>
  ) : (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('external.kind')}</legend>
      <div className={styles.kinds} role="radiogroup" aria-label={t('external.kind')}>
        {kinds.map((option, index) => (
          <label key={option.type} className={styles.kind}>
            <span className={styles.kindTitle}>
              <input
                id={index === 0 ? FIELD_IDS.type : undefined}
                type="radio"
                name="type"
                value={option.type}
                checked={type === option.type}
                aria-labelledby={`external-kind-${option.type}-title`}
                aria-describedby={`external-kind-${option.type}-hint`}
                onChange={() => onChoose(option.type)}
              />
              <span id={`external-kind-${option.type}-title`}>{t(`external.kinds.${option.type}`)}</span>
            </span>
            <span id={`external-kind-${option.type}-hint`} className={styles.kindHint}>
              {`${t(`external.kindHints.${option.type}`)} · ${option.currencies.join(', ')}`}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.note} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
