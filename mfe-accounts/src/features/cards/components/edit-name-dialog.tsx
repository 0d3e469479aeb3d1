import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Alert, Button, Dialog, TextField } from '@portal/ui/components';
import { CARD_ALIAS_MAX_LENGTH, useCardSetAliasName } from '../api/card-alias';
import { failureText } from '../utils/failure-text';
import styles from './cards.module.css';

/** Rename a card (card set alias name, spec 02 §7): 1 to 30 characters. */
export function EditNameDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const rename = useCardSetAliasName();
  const [name, setName] = useState(account.cardAliasName ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value.length === 0) return setFieldError(t('cards.editName.required'));
    if (value.length > CARD_ALIAS_MAX_LENGTH) return setFieldError(t('cards.editName.tooLong'));
    setFieldError(undefined);
    setError(undefined);
    rename.mutate(
      { accountId: account.accountId, cardAliasName: value },
      {
        onSuccess: () => setSaved(value),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };

  return (
    <Dialog
      open
      size="sm"
      title={t('cards.editName.title')}
      closeLabel={t('cards.close')}
      closeOnBackdropClick={false}
      onClose={onClose}
    >
      {saved !== undefined ? (
        <div className={styles.dialogBody}>
          <Alert tone="success" title={t('cards.editName.success', { name: saved })} />
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{t('cards.done')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={styles.dialogBody}>
          <TextField
            label={t('cards.editName.label')}
            name="cardAliasName"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            hint={t('cards.editName.hint')}
            error={fieldError}
            required
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
              {t('cards.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('cards.editName.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
