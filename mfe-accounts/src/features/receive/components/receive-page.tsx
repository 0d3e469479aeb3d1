import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isPositiveDecimal, minorUnits } from '@portal/api/money';
import { Alert, Button, Card, EmptyState, PageLayout, Skeleton, TextField } from '@portal/ui/components';
import { useBalances } from '../../../shared/balance-inquiry';
import { AccountSelect } from '../../../shared/account-select';
import { CopyableDetail, CopyableDetails } from '../../../shared/copyable-detail';
import { LoadError, useErrorText } from '../../../shared/load-error';
import { accountViews } from '../../../shared/account-groups';
import { decimalInputError, toDecimalString } from '../../../shared/decimal-input';
import { receiveLinkUrl, useCreateReceiveLink } from '../api/create-receive-link';
import styles from './receive-page.module.css';

/** Longest note a payer sees on the receive page. */
export const RECEIVE_NOTE_MAX = 140;

type ReceiveErrors = Partial<Record<'accountId' | 'amount', string>>;

/**
 * Receive money (spec 02 §2 receive): the customer picks an account that can be paid into by bank transfer, an
 * optional amount and note, and gets a public link (`/receive/{id}`) to share.
 */
export function ReceivePage() {
  const { t, i18n } = useTranslation('accounts');
  const balances = useBalances();
  const create = useCreateReceiveLink();
  const errorText = useErrorText();
  // Accounts the payer can pay into: those with payment instructions (spec 02 §3 meta), not crypto wallets.
  const accounts = accountViews(balances.data ?? [])
    .filter((view) => view.meta.instructionsIsAvailable && view.group !== 'crypto' && view.group !== 'closed')
    .map((view) => view.account);
  const [accountId, setAccountId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReceiveErrors>({});
  const chosen = accounts.find((account) => account.accountId === (accountId ?? accounts[0]?.accountId));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: ReceiveErrors = {};
    if (!chosen) found.accountId = t('receive.errors.account');
    const amountError = decimalInputError(amount, chosen ? minorUnits(chosen.currencyCode) : undefined);
    if (amountError) found.amount = t(`receive.errors.${amountError}`);
    else if (amount.trim() && !isPositiveDecimal(toDecimalString(amount)))
      found.amount = t('receive.errors.positive');
    setErrors(found);
    if (found.accountId || found.amount || !chosen) return;
    create.mutate({
      accountId: chosen.accountId,
      ...(amount.trim() ? { amount: toDecimalString(amount) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  const again = () => {
    create.reset();
    setAmount('');
    setNote('');
  };

  let body;
  if (balances.isPending) body = <Skeleton height={240} />;
  else if (balances.isError)
    body = (
      <LoadError title={t('loadFailed')} error={balances.error} onRetry={() => void balances.refetch()} />
    );
  else if (accounts.length === 0)
    body = <EmptyState title={t('receive.noAccount')} text={t('receive.noAccountText')} />;
  else if (create.isSuccess && chosen) {
    const url = receiveLinkUrl(create.data);
    body = (
      <div className={styles.result}>
        <Alert tone="success" title={t('receive.created')}>
          {amount.trim()
            ? t('receive.createdForAmount', {
                amount: formatMoney(toDecimalString(amount), chosen.currencyCode, i18n.language),
              })
            : t('receive.createdAnyAmount', { currency: chosen.currencyCode })}
        </Alert>
        <CopyableDetails>
          <CopyableDetail mono label={t('receive.link')} value={url} copyLabel={t('receive.copyLink')} />
        </CopyableDetails>
        <div className={styles.actions}>
          <a className={styles.openLink} href={url} target="_blank" rel="noopener noreferrer">
            {t('receive.openLink')}
          </a>
          <Button variant="secondary" onClick={again}>
            {t('receive.another')}
          </Button>
        </div>
      </div>
    );
  } else
    body = (
      <form noValidate onSubmit={submit} className={styles.form}>
        <AccountSelect
          id="receive-account"
          accounts={accounts}
          value={chosen?.accountId}
          error={errors.accountId}
          label={t('receive.account')}
          onChange={setAccountId}
        />
        <TextField
          id="receive-amount"
          name="amount"
          label={t('receive.amount')}
          hint={t('receive.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          endAdornment={chosen ? <span className={styles.currency}>{chosen.currencyCode}</span> : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            if (errors.amount) setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <TextField
          id="receive-note"
          name="note"
          label={t('receive.note')}
          hint={t('receive.noteHint', { max: RECEIVE_NOTE_MAX, count: RECEIVE_NOTE_MAX })}
          maxLength={RECEIVE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {create.isError ? (
          <Alert tone="error" title={t('receive.failed')}>
            {errorText(create.error)}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            {t('receive.create')}
          </Button>
        </div>
      </form>
    );

  return (
    <PageLayout title={t('receive.title')} description={t('receive.description')}>
      <Card className={styles.card}>{body}</Card>
    </PageLayout>
  );
}
