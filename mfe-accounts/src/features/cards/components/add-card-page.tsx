import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { binOf, maskCardNumber } from '@portal/api/cards';
import type { CardBinInfo, ExternalCard } from '@portal/api/catalogue';
import { countryName } from '@portal/i18n/i18n';
import { Alert, Button, Card, PageLayout, Select, Spinner, TextField } from '@portal/ui/components';
import { useCardBinInfo } from '../api/card-bin-info';
import { useAddCard, useExternalCards } from '../api/external-cards';
import { cardDigits, cardNumberError, formatCardNumber, isExpiryInFuture } from '../utils/card-number';
import { failureText } from '../utils/failure-text';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

/** How many years ahead an expiry can be chosen. */
const EXPIRY_YEARS = 15;
const HOLDER = /^\p{L}[\p{L} .'-]{1,49}$/u;
const CVV = /^\d{3,4}$/;

interface AddCardValues {
  number: string;
  holder: string;
  month: string;
  year: string;
  cvv: string;
}

const EMPTY: AddCardValues = { number: '', holder: '', month: '', year: '', cvv: '' };

/** A BIN that cannot be added: blocked, or unknown (`valid` false). */
const binRefusal = (info: CardBinInfo) => (info.isBlocked ? 'blocked' : !info.valid ? 'invalid' : undefined);

function BinInfo({ info }: { info: CardBinInfo }) {
  const { t, i18n } = useTranslation('accounts');
  const type = [
    info.cardType,
    info.isPrepaid ? t('cards.addCard.bin.prepaid') : '',
    info.isCommercial ? t('cards.addCard.bin.commercial') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={styles.binInfo} aria-label={t('cards.addCard.bin.title')} role="group">
      <p className={styles.binTitle}>{t('cards.addCard.bin.title')}</p>
      <dl className={styles.binFacts}>
        <div>
          <dt>{t('cards.addCard.bin.brand')}</dt>
          <dd>{info.cardBrand}</dd>
        </div>
        <div>
          <dt>{t('cards.addCard.bin.issuer')}</dt>
          <dd>{info.issuer}</dd>
        </div>
        <div>
          <dt>{t('cards.addCard.bin.country')}</dt>
          <dd>{info.countryCode && countryName(info.countryCode, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('cards.addCard.bin.type')}</dt>
          <dd>{type}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The card form: the number in groups of 4 with a Luhn check, the live BIN lookup (spec 02 §5: first 6 digits,
 * spaces removed) that refuses blocked or unknown BINs, holder, expiry (not past) and CVV.
 */
function AddCardForm() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const addCard = useAddCard();
  const [values, setValues] = useState<AddCardValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof AddCardValues, string>>>({});
  const [error, setError] = useState<string>();
  const bin = binOf(values.number);
  const binInfo = useCardBinInfo(bin);
  const refusal = binInfo.isSuccess ? binRefusal(binInfo.data) : undefined;
  const thisYear = new Date().getFullYear();

  const set = (name: keyof AddCardValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof AddCardValues, string>> = {};
    const numberProblem = cardNumberError(values.number);
    if (numberProblem) problems.number = t(`cards.addCard.errors.${numberProblem}`);
    else if (!binInfo.isSuccess) problems.number = t('cards.addCard.errors.binNotChecked');
    const holder = values.holder.trim();
    if (!holder) problems.holder = t('cards.addCard.errors.holderRequired');
    else if (!HOLDER.test(holder)) problems.holder = t('cards.addCard.errors.holderFormat');
    if (!values.month) problems.month = t('cards.addCard.errors.monthRequired');
    if (!values.year) problems.year = t('cards.addCard.errors.yearRequired');
    if (values.month && values.year && !isExpiryInFuture(Number(values.month), Number(values.year)))
      problems.month = t('cards.addCard.errors.expired');
    if (!CVV.test(values.cvv)) problems.cvv = t('cards.addCard.errors.cvvFormat');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || refusal) return;
    setError(undefined);
    addCard.mutate(
      {
        cardNumber: cardDigits(values.number),
        cardHolderName: holder,
        cardExpiryMonth: Number(values.month),
        cardExpiryYear: Number(values.year),
        cvv: values.cvv,
      },
      {
        onSuccess: ({ cardId }) => navigate(`/confirm-card/${cardId}`),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };

  const binError = refusal
    ? t(`cards.addCard.bin.${refusal}`)
    : binInfo.isError
      ? `${t('cards.addCard.bin.failed')}: ${failureText(binInfo.error, t)}`
      : undefined;

  return (
    <Card title={t('cards.addCard.formTitle')}>
      <form noValidate onSubmit={submit} className={styles.stack}>
        <TextField
          label={t('cards.addCard.number')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.number}
          onChange={(event) => set('number')(formatCardNumber(event.target.value))}
          hint={t('cards.addCard.numberHint')}
          error={binError ?? errors.number}
          required
        />
        <div aria-live="polite" className={styles.binSlot}>
          {bin !== undefined && binInfo.isFetching ? (
            <Spinner size="sm" label={t('cards.addCard.bin.checking')} />
          ) : null}
          {binInfo.isSuccess && !refusal && bin !== undefined ? <BinInfo info={binInfo.data} /> : null}
          {binInfo.isError ? (
            <Button variant="ghost" size="sm" onClick={() => void binInfo.refetch()}>
              {t('cards.retry')}
            </Button>
          ) : null}
        </div>
        <TextField
          label={t('cards.addCard.holder')}
          name="cardHolderName"
          autoComplete="cc-name"
          value={values.holder}
          onChange={(event) => set('holder')(event.target.value)}
          hint={t('cards.addCard.holderHint')}
          error={errors.holder}
          required
        />
        <div className={styles.row}>
          <Select
            label={t('cards.addCard.expiryMonth')}
            name="cardExpiryMonth"
            autoComplete="cc-exp-month"
            placeholder={t('cards.addCard.monthPlaceholder')}
            value={values.month}
            onChange={(event) => set('month')(event.target.value)}
            options={Array.from({ length: 12 }, (_, index) => {
              const month = String(index + 1).padStart(2, '0');
              return { value: String(index + 1), label: month };
            })}
            error={errors.month}
            required
          />
          <Select
            label={t('cards.addCard.expiryYear')}
            name="cardExpiryYear"
            autoComplete="cc-exp-year"
            placeholder={t('cards.addCard.yearPlaceholder')}
            value={values.year}
            onChange={(event) => set('year')(event.target.value)}
            options={Array.from({ length: EXPIRY_YEARS + 1 }, (_, index) => ({
              value: String(thisYear + index),
              label: String(thisYear + index),
            }))}
            error={errors.year}
            required
          />
          <TextField
            label={t('cards.addCard.cvv')}
            name="cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvv}
            onChange={(event) => set('cvv')(event.target.value.replace(/\D/g, ''))}
            hint={t('cards.addCard.cvvHint')}
            error={errors.cvv}
            required
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={addCard.isPending} disabled={refusal !== undefined}>
            {t('cards.addCard.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ExternalCardItem({ card }: { card: ExternalCard }) {
  const { t } = useTranslation('accounts');
  const number = maskCardNumber(String(card.cardNumber));
  return (
    <li className={styles.externalCard}>
      <div>
        <p className={styles.externalTitle}>
          {card.cardBrand} <span className={styles.mono}>{number}</span>
        </p>
        <p className={styles.muted}>
          {card.cardHolderName} · {String(card.cardExpiryMonth).padStart(2, '0')}/
          {String(card.cardExpiryYear % 100).padStart(2, '0')}
        </p>
      </div>
      <div className={styles.externalStatus}>
        <span className={styles[`external-${card.status}`]}>
          {t(`cards.addCard.existing.status.${card.status}`)}
        </span>
        {card.status === 'pending' ? (
          <Link
            to={`/confirm-card/${card.cardId}`}
            className={styles.secondaryLink}
            aria-label={t('cards.addCard.existing.confirmCard', { number })}
          >
            {t('cards.addCard.existing.confirm')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function ExternalCards() {
  const { t } = useTranslation('accounts');
  const cards = useExternalCards();
  return (
    <Card title={t('cards.addCard.existing.title')}>
      {cards.isPending ? (
        <LoadingLines label={t('cards.loading')} lines={2} />
      ) : cards.isError ? (
        <LoadFailed
          title={t('cards.addCard.existing.loadFailed')}
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.length === 0 ? (
        <p className={styles.muted}>{t('cards.addCard.existing.empty')}</p>
      ) : (
        <ul className={styles.externalList}>
          {cards.data.map((card) => (
            <ExternalCardItem key={card.cardId} card={card} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** add-card (spec 02 §2): add a card of another bank, and the ones added before with their status. */
export function AddCardPage() {
  const { t } = useTranslation('accounts');
  return (
    <PageLayout title={t('cards.addCard.title')} description={t('cards.addCard.description')}>
      <div className={styles.twoColumns}>
        <AddCardForm />
        <ExternalCards />
      </div>
    </PageLayout>
  );
}
