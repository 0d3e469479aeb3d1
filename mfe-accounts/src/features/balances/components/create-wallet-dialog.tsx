import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRYPTO_CURRENCIES, type Account } from '@portal/api/catalogue';
import { Alert, Button, Dialog, EmptyState, Select } from '@portal/ui/components';
import { useCreateWallet } from '../api/create-wallet';
import { heldCurrencies } from '../../../shared/account-groups';
import { CopyableDetail, CopyableDetails } from '../../../shared/copyable-detail';
import { useErrorText } from '../../../shared/load-error';
import styles from './home-page.module.css';

/**
 * "Create a crypto wallet" (spec 02 §7 create wallet): a crypto currency the customer has no wallet in; the answer's
 * address is shown with a copy button.
 */
export function CreateWalletDialog({
  open,
  accounts,
  onClose,
}: {
  open: boolean;
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const create = useCreateWallet();
  const errorText = useErrorText();
  const [currencyCode, setCurrencyCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const held = heldCurrencies(accounts);
  const offered = CRYPTO_CURRENCIES.filter((code) => !held.has(code));

  const close = () => {
    setCurrencyCode('');
    setFieldError(undefined);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currencyCode) {
      setFieldError(t('home.wallet.required'));
      return;
    }
    setFieldError(undefined);
    create.mutate(currencyCode);
  };

  const created = create.data;
  let body;
  let actions;
  if (created) {
    body = (
      <Alert tone="success" title={t('home.wallet.created', { currency: currencyCode })}>
        <p>{t('home.wallet.addressText')}</p>
        <CopyableDetails>
          <CopyableDetail
            mono
            label={t('home.wallet.address')}
            value={created.address}
            copyLabel={t('home.wallet.copyAddress')}
          />
        </CopyableDetails>
      </Alert>
    );
    actions = <Button onClick={close}>{t('done')}</Button>;
  } else if (offered.length === 0) {
    body = <EmptyState title={t('home.wallet.noneLeft')} />;
    actions = <Button onClick={close}>{t('done')}</Button>;
  } else {
    body = (
      <form id="create-wallet-form" noValidate onSubmit={submit} className={styles.dialogForm}>
        <p>{t('home.wallet.text')}</p>
        <Select
          label={t('home.wallet.currency')}
          name="currencyCode"
          placeholder={t('home.wallet.choose')}
          value={currencyCode}
          error={fieldError}
          options={offered.map((code) => ({ value: code, label: code }))}
          onChange={(event) => setCurrencyCode(event.target.value)}
        />
        {create.isError ? (
          <Alert tone="error" title={t('home.wallet.failed')}>
            {errorText(create.error)}
          </Alert>
        ) : null}
      </form>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" form="create-wallet-form" loading={create.isPending}>
          {t('home.wallet.submit')}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      title={t('home.wallet.title')}
      closeLabel={t('close')}
      onClose={close}
      closeOnBackdropClick={false}
      actions={actions}
    >
      {body}
    </Dialog>
  );
}
