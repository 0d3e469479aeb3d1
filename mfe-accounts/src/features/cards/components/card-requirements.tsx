import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { useCrossPlatformRequirements, useUpdateTaxNumber } from '../api/cross-platform-requirements';
import { failureText } from '../utils/failure-text';
import { LoadFailed } from './page-states';
import styles from './cards.module.css';

function TaxNumberForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateTaxNumber();
  const [taxId, setTaxId] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = taxId.trim();
    if (!value) return setFieldError(t('cards.requirements.taxRequired'));
    setFieldError(undefined);
    setError(undefined);
    update.mutate(value, { onSuccess: onSaved, onError: (failure) => setError(failureText(failure, t)) });
  };
  return (
    <form noValidate onSubmit={submit} className={styles.inlineForm}>
      <TextField
        label={t('cards.requirements.taxLabel')}
        name="taxId"
        autoComplete="off"
        value={taxId}
        onChange={(event) => setTaxId(event.target.value)}
        error={fieldError}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('cards.requirements.taxSubmit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Cross-platform requirements (spec 02 §7): what must be done before this card can be used, shown only when there
 * is something; a tax number can be given here (tax number update) by a user who may change it.
 */
export function CardRequirements({ accountId }: { accountId: number }) {
  const { t } = useTranslation('accounts');
  const requirements = useCrossPlatformRequirements(accountId);
  const [taxSaved, setTaxSaved] = useState(false);
  // Tax data is the customer's to change: a read-only user or support reads the requirement only (issue 22).
  const mayGiveTaxNumber = useMayCall('updateTaxNumber');

  if (requirements.isPending) return null;
  if (requirements.isError)
    return (
      <LoadFailed
        title={t('cards.requirements.loadFailed')}
        error={requirements.error}
        onRetry={() => void requirements.refetch()}
      />
    );
  const items = requirements.data;
  if (items.length === 0 && !taxSaved) return null;
  return (
    <Card title={t('cards.requirements.title')} className={styles.section}>
      {taxSaved ? <Alert tone="success">{t('cards.requirements.taxSaved')}</Alert> : null}
      <ul className={styles.requirementList}>
        {items.map((item) => (
          <li key={item}>
            <p>{t(`cards.requirements.${item}`)}</p>
            {item === 'taxNumber' && mayGiveTaxNumber ? (
              <TaxNumberForm onSaved={() => setTaxSaved(true)} />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
