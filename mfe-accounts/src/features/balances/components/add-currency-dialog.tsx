import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRYPTO_CURRENCIES, type Account } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { Alert, Button, Dialog, EmptyState, Select, Skeleton } from '@portal/ui/components';
import { useAddCurrency } from '../api/add-currency';
import { useCurrencies } from '../api/currencies';
import { heldCurrencies } from '../../../shared/account-groups';
import { LoadError, useErrorText } from '../../../shared/load-error';
import styles from './home-page.module.css';

/**
 * "Add a currency" (spec 02 §7 add currency): the currency dictionary less the currencies the customer holds and
 * less crypto (wallets have their own dialog). Success reads the balances again.
 */
export function AddCurrencyDialog({
  open,
  accounts,
  onClose,
}: {
  open: boolean;
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const currencies = useCurrencies();
  const add = useAddCurrency();
  const errorText = useErrorText();
  const [currencyCode, setCurrencyCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const held = heldCurrencies(accounts);
  const offered = (currencies.data ?? []).filter(
    (currency) =>
      !held.has(currency.code) && !(CRYPTO_CURRENCIES as readonly string[]).includes(currency.code),
  );

  const close = () => {
    setCurrencyCode('');
    setFieldError(undefined);
    add.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currencyCode) {
      setFieldError(t('home.addCurrency.required'));
      return;
    }
    setFieldError(undefined);
    add.mutate(currencyCode, {
      onSuccess: () => {
        bus.publish('toast.show', {
          tone: 'success',
          text: t('home.addCurrency.added', { currency: currencyCode }),
        });
        close();
      },
    });
  };

  let body;
  if (currencies.isPending) body = <Skeleton height={72} />;
  else if (currencies.isError)
    body = (
      <LoadError
        title={t('home.addCurrency.loadFailed')}
        error={currencies.error}
        onRetry={() => void currencies.refetch()}
      />
    );
  else if (offered.length === 0)
    body = <EmptyState title={t('home.addCurrency.noneLeft')} text={t('home.addCurrency.noneLeftText')} />;
  else
    body = (
      <form id="add-currency-form" noValidate onSubmit={submit} className={styles.dialogForm}>
        <p>{t('home.addCurrency.text')}</p>
        <Select
          label={t('home.addCurrency.currency')}
          name="currencyCode"
          placeholder={t('home.addCurrency.choose')}
          value={currencyCode}
          error={fieldError}
          options={offered.map((currency) => ({
            value: currency.code,
            label: `${currency.code} · ${currency.name}`,
          }))}
          onChange={(event) => setCurrencyCode(event.target.value)}
        />
        {add.isError ? (
          <Alert tone="error" title={t('home.addCurrency.failed')}>
            {errorText(add.error)}
          </Alert>
        ) : null}
      </form>
    );

  const canSubmit = currencies.isSuccess && offered.length > 0;
  return (
    <Dialog
      open={open}
      title={t('home.addCurrency.title')}
      closeLabel={t('close')}
      onClose={close}
      closeOnBackdropClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          {canSubmit ? (
            <Button type="submit" form="add-currency-form" loading={add.isPending}>
              {t('home.addCurrency.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
