import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert, Button, Dialog, Select, TextField } from '@portal/ui/components';
import { useCardLoad } from '../api/card-load';
import { amountError, amountErrorText, parseAmount } from '../utils/amount';
import { ownFundingAccounts } from '../utils/card-accounts';
import { failureText } from '../utils/failure-text';
import styles from './cards.module.css';

/**
 * Load a prepaid card (spec 02 §4: active, not fraud) from an own account of the card's currency: the amount is a
 * decimal with the currency's minor units, over 0 and at most the account's balance.
 */
export function LoadCardDialog({
  account,
  accounts,
  onClose,
}: {
  account: Account;
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const load = useCardLoad();
  const currency = account.currencyCode;
  const sources = ownFundingAccounts(accounts, currency);
  const [fromId, setFromId] = useState(sources.length === 1 ? String(sources[0]?.accountId) : '');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ from?: string; amount?: string }>({});
  const [error, setError] = useState<string>();
  const [loaded, setLoaded] = useState<string>();
  const money = (value: string) => formatMoney(value, currency, i18n.language);
  const from = sources.find((source) => String(source.accountId) === fromId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountProblem = amountError(amount, { currencyCode: currency, max: from?.balance });
    const next = {
      from: from ? undefined : t('cards.load.fromRequired'),
      amount: amountProblem ? amountErrorText(amountProblem, currency, t) : undefined,
    };
    setErrors(next);
    const value = parseAmount(amount);
    if (!from || next.amount || value === undefined) return;
    setError(undefined);
    load.mutate(
      { accountId: account.accountId, fromAccountId: from.accountId, amount: value },
      {
        onSuccess: () => setLoaded(money(value)),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };

  return (
    <Dialog
      open
      title={t('cards.load.title')}
      closeLabel={t('cards.close')}
      closeOnBackdropClick={false}
      onClose={onClose}
    >
      {loaded !== undefined ? (
        <div className={styles.dialogBody}>
          <Alert tone="success" title={t('cards.load.success', { amount: loaded })} />
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{t('cards.done')}</Button>
          </div>
        </div>
      ) : sources.length === 0 ? (
        <div className={styles.dialogBody}>
          <Alert tone="info">{t('cards.load.noAccounts', { currency })}</Alert>
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{t('cards.close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={styles.dialogBody}>
          <p className={styles.dialogText}>{t('cards.load.intro', { currency })}</p>
          <Select
            label={t('cards.load.from')}
            name="fromAccountId"
            placeholder={t('cards.load.fromPlaceholder')}
            value={fromId}
            onChange={(event) => setFromId(event.target.value)}
            options={sources.map((source) => ({
              value: String(source.accountId),
              label: t('cards.load.account', { id: source.accountId, balance: money(source.balance) }),
            }))}
            error={errors.from}
            required
          />
          <TextField
            label={t('cards.load.amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            endAdornment={<span className={styles.adornment}>{currency}</span>}
            hint={from ? t('cards.load.available', { amount: money(from.balance) }) : undefined}
            error={errors.amount}
            required
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onClose} disabled={load.isPending}>
              {t('cards.cancel')}
            </Button>
            <Button type="submit" loading={load.isPending}>
              {t('cards.load.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
