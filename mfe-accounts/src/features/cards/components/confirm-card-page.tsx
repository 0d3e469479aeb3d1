import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { maskCardNumber } from '@portal/api/cards';
import { RESPONSE_CODES, type ExternalCard } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { Alert, Button, Card, EmptyState, PageLayout, TextField } from '@portal/ui/components';
import { useConfirmCard, useExternalCard } from '../api/external-cards';
import { amountError, amountErrorText, parseAmount } from '../utils/amount';
import { failureText } from '../utils/failure-text';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

/** The verification charge has no currency of its own on the card: amounts take 2 decimals. */
const CHARGE_CURRENCY = '';

function ConfirmForm({ card }: { card: ExternalCard }) {
  const { t } = useTranslation('accounts');
  const confirm = useConfirmCard();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const number = maskCardNumber(String(card.cardNumber));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountError(amount, { currencyCode: CHARGE_CURRENCY });
    setFieldError(problem ? amountErrorText(problem, CHARGE_CURRENCY, t) : undefined);
    const value = parseAmount(amount);
    if (problem || value === undefined) return;
    setError(undefined);
    confirm.mutate(
      { cardId: card.cardId, amount: value },
      {
        onSuccess: (answer) => {
          if (answer.status === 'pending')
            setError(t('cards.confirmCard.wrongAmount', { count: answer.attemptsLeft }));
          setAmount('');
        },
        onError: (failure) => {
          // A wrong amount (VF) costs an attempt: the answer says how many are left, the card is read again.
          const left = failure instanceof ApiError ? Number(failure.body?.attemptsLeft) : Number.NaN;
          const wrongAmount = Number.isInteger(left) && left > 0;
          setError(
            wrongAmount ? t('cards.confirmCard.wrongAmount', { count: left }) : failureText(failure, t),
          );
          if (wrongAmount) setAmount('');
          void queryClient.invalidateQueries({ queryKey: ['getExternalCard', card.cardId] });
        },
      },
    );
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className={styles.narrowForm}>
        <p>{t('cards.confirmCard.intro', { number })}</p>
        <p className={styles.muted}>{t('cards.confirmCard.attempts', { count: card.attemptsLeft })}</p>
        <TextField
          label={t('cards.confirmCard.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={fieldError}
          required
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={confirm.isPending}>
            {t('cards.confirmCard.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** confirm-card/{cardId} (spec 02 §2): the amount of the small verification charge confirms a card of another bank. */
export function ConfirmCardPage() {
  const { t } = useTranslation('accounts');
  const { cardId } = useParams();
  const id = Number(cardId);
  const card = useExternalCard(id);
  const valid = Number.isInteger(id) && id > 0;
  const notFound =
    !valid || (card.isError && card.error instanceof ApiError && card.error.code === RESPONSE_CODES.notFound);

  let body;
  if (notFound)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('cards.confirmCard.notFound')}
        action={
          <Link to="/add-card" className={styles.buttonLink}>
            {t('cards.confirmCard.addAgain')}
          </Link>
        }
      />
    );
  else if (card.isPending) body = <LoadingLines label={t('cards.confirmCard.loading')} />;
  else if (card.isError)
    body = (
      <LoadFailed
        title={t('cards.confirmCard.loadFailed')}
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  else if (card.data.status === 'confirmed')
    body = (
      <Card>
        <div className={styles.stack}>
          <Alert tone="success" title={t('cards.confirmCard.confirmed.title')}>
            <p>
              {t('cards.confirmCard.confirmed.text', {
                number: maskCardNumber(String(card.data.cardNumber)),
              })}
            </p>
          </Alert>
          <div>
            <Link to="/cards" className={styles.buttonLink}>
              {t('cards.confirmCard.toCards')}
            </Link>
          </div>
        </div>
      </Card>
    );
  else if (card.data.status === 'failed')
    body = (
      <Card>
        <div className={styles.stack}>
          <Alert tone="error" title={t('cards.confirmCard.failed.title')}>
            <p>{t('cards.confirmCard.failed.text')}</p>
          </Alert>
          <div className={styles.inlineActions}>
            <Link to="/add-card" className={styles.buttonLink}>
              {t('cards.confirmCard.addAgain')}
            </Link>
            <Link to="/cards" className={styles.secondaryLink}>
              {t('cards.confirmCard.toCards')}
            </Link>
          </div>
        </div>
      </Card>
    );
  else body = <ConfirmForm card={card.data} />;

  return <PageLayout title={t('cards.confirmCard.title')}>{body}</PageLayout>;
}
