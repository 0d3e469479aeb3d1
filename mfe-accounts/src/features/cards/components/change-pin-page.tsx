import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isCardAccount, isCardActionAvailable } from '@portal/api/cards';
import type { Account } from '@portal/api/catalogue';
import { Alert, Button, Card, Dialog, EmptyState, PageLayout, TextField } from '@portal/ui/components';
import { useAccounts } from '../api/balance-inquiry';
import { useChangePin } from '../api/change-pin';
import { failureText } from '../utils/failure-text';
import { pinErrors, type PinForm } from '../utils/pin-rules';
import { maskedNumberOf, useCardTitle } from './card-tile';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

const EMPTY: PinForm = { pin: '', pinRepeat: '' };

/**
 * The PIN change of spec 02 §5 (pin and pinRepeat): the client rules first, then changePin with confirm false
 * checks the PINs, a confirmation, and changePin with confirm true changes it.
 */
function ChangePinForm({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  const changePin = useChangePin();
  const [values, setValues] = useState<PinForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PinForm, string>>>({});
  const [error, setError] = useState<string>();
  const [step, setStep] = useState<'form' | 'confirm' | 'done'>('form');
  const backTo = `/cards/${account.accountId}`;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const problems = pinErrors(values);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, t(`cards.pin.errors.${problem}`)]),
      ),
    );
    if (Object.keys(problems).length > 0) return;
    setError(undefined);
    changePin.mutate(
      { accountId: account.accountId, confirm: false, ...values },
      { onSuccess: () => setStep('confirm'), onError: (failure) => setError(failureText(failure, t)) },
    );
  };

  const confirm = () => {
    setError(undefined);
    changePin.mutate(
      { accountId: account.accountId, confirm: true, ...values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setStep('done');
        },
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };

  if (step === 'done')
    return (
      <Card>
        <div className={styles.stack}>
          <Alert tone="success" title={t('cards.pin.success')} />
          <div>
            <Link to={backTo} className={styles.buttonLink}>
              {t('cards.pin.backToCard')}
            </Link>
          </div>
        </div>
      </Card>
    );

  const field = (name: keyof PinForm) => ({
    name,
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 4,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <form noValidate onSubmit={check} className={styles.narrowForm}>
        <TextField label={t('cards.pin.pin')} hint={t('cards.pin.pinHint')} {...field('pin')} />
        <TextField label={t('cards.pin.pinRepeat')} {...field('pinRepeat')} />
        {error && step === 'form' ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.formActions}>
          <Link to={backTo} className={styles.secondaryLink}>
            {t('cards.back')}
          </Link>
          <Button type="submit" loading={changePin.isPending && step === 'form'}>
            {t('cards.pin.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={step === 'confirm'}
        size="sm"
        title={t('cards.pin.confirmTitle')}
        closeLabel={t('cards.close')}
        closeOnBackdropClick={false}
        onClose={() => setStep('form')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setStep('form')} disabled={changePin.isPending}>
              {t('cards.cancel')}
            </Button>
            <Button loading={changePin.isPending} onClick={confirm}>
              {t('cards.pin.confirm')}
            </Button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <p className={styles.dialogText}>{t('cards.pin.confirmText')}</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      </Dialog>
    </Card>
  );
}

/** card/{accountId}/pin (spec 02 §2): only for a card that offers the PIN change (spec 02 §4). */
export function ChangePinPage() {
  const { t } = useTranslation('accounts');
  const { accountId } = useParams();
  const accounts = useAccounts();
  const cardTitle = useCardTitle();
  const account = accounts.data?.find((candidate) => String(candidate.accountId) === accountId);
  const card = account && isCardAccount(account) ? account : undefined;
  const number = card ? maskedNumberOf(card) : undefined;

  let body;
  if (accounts.isPending) body = <LoadingLines label={t('cards.loading')} />;
  else if (accounts.isError)
    body = (
      <LoadFailed
        title={t('cards.loadFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (!card)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('cards.details.notFound.title')}
        text={t('cards.details.notFound.text')}
        action={
          <Link to="/cards" className={styles.buttonLink}>
            {t('cards.details.allCards')}
          </Link>
        }
      />
    );
  else if (!isCardActionAvailable(card, 'changePin'))
    body = (
      <EmptyState
        headingLevel={2}
        title={t('cards.pin.notAvailable.title')}
        text={t('cards.pin.notAvailable.text')}
        action={
          <Link to={`/cards/${card.accountId}`} className={styles.buttonLink}>
            {t('cards.pin.backToCard')}
          </Link>
        }
      />
    );
  else body = <ChangePinForm account={card} />;

  return (
    <PageLayout
      title={t('cards.pin.title')}
      description={
        card
          ? t('cards.pin.description', { card: number ? `${cardTitle(card)} ${number}` : cardTitle(card) })
          : undefined
      }
    >
      {body}
    </PageLayout>
  );
}
