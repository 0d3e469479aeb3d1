import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Account, AvailableCard } from '@portal/api/catalogue';
import { formatMoney, isPositiveDecimal, sumDecimals } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, EmptyState, PageLayout, Select } from '@portal/ui/components';
import { useAddresses } from '../api/addresses';
import { useApplyCardInfo } from '../api/apply-card-info';
import { useApplyForCard } from '../api/apply-for-card';
import { useAccounts } from '../api/balance-inquiry';
import { useCardApplyFees } from '../api/card-apply-fees';
import { ownFundingAccounts, type CardKind } from '../utils/card-accounts';
import { failureText } from '../utils/failure-text';
import { residenceCountryOf } from '../utils/residence-country';
import { kindOf, unique, currentAddressOf, addressLine } from '../utils/card-choices';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';
import { RadioGroup, AddressReplacementCheck, FeeList } from './apply-card-fields';

type SubType = AvailableCard['subType'];

function ApplyCardForm({
  cards,
  accounts,
  residence,
  initialCurrency,
}: {
  cards: readonly AvailableCard[];
  accounts: readonly Account[];
  residence: string | undefined;
  initialCurrency: string | undefined;
}) {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const apply = useApplyForCard();
  const addresses = useAddresses();

  // The user's preferences; what is shown falls back to the first available choice when a preference has none.
  const preferred = cards.find((card) => card.currencyCode === initialCurrency);
  const [kind, setKind] = useState<CardKind>(preferred ? kindOf(preferred) : 'physical');
  const [subType, setSubType] = useState<SubType>(preferred?.subType ?? 'PREPAID');
  const [currency, setCurrency] = useState<string>(initialCurrency ?? '');
  const [productType, setProductType] = useState<number>();
  const [addressId, setAddressId] = useState<number>();
  const [shippingId, setShippingId] = useState<number>();
  const [feeAccountId, setFeeAccountId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();

  const kinds = unique(cards.map(kindOf));
  const effectiveKind = kinds.includes(kind) ? kind : (kinds[0] as CardKind);
  const ofKind = cards.filter((card) => kindOf(card) === effectiveKind);
  const subTypes = unique(ofKind.map((card) => card.subType));
  const effectiveSubType = subTypes.includes(subType) ? subType : (subTypes[0] as SubType);
  const ofSubType = ofKind.filter((card) => card.subType === effectiveSubType);
  const currencies = unique(ofSubType.map((card) => card.currencyCode));
  const effectiveCurrency = currencies.includes(currency) ? currency : (currencies[0] as string);
  const matches = ofSubType.filter((card) => card.currencyCode === effectiveCurrency);
  const product = matches.find((card) => card.type === productType) ?? matches[0];
  const physical = effectiveKind === 'physical';

  const addressList = addresses.data ?? [];
  const current = currentAddressOf(addressList);
  const address = addressList.find((candidate) => candidate.id === addressId) ?? current;
  const countryCode = (physical ? address?.countryCode : (residence ?? current?.countryCode)) ?? '';
  const fees = useCardApplyFees(addresses.isPending ? undefined : product?.type, countryCode);

  const feeCurrency = fees.data?.fees.currency || product?.currencyCode || '';
  const shippingOptions = physical ? (fees.data?.fees.shipping ?? []) : [];
  const enabledShipping = shippingOptions.filter((option) => option.disabledReasons.length === 0);
  const shipping =
    enabledShipping.find((option) => option.id === shippingId) ?? (physical ? enabledShipping[0] : undefined);
  // Paid on applying: the issue fee and the shipping fee (the annual and monthly fees come later).
  const feeDue =
    fees.data !== undefined &&
    isPositiveDecimal(
      sumDecimals([String(fees.data.fees.issue), ...(shipping ? [String(shipping.fee)] : [])]),
    );
  const feeAccounts = feeDue ? ownFundingAccounts(accounts, feeCurrency) : [];
  const money = (amount: string) => formatMoney(String(amount), feeCurrency, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (physical && !address) problems.address = t('cards.apply.address.required');
    if (physical && shippingOptions.length > 0 && !shipping)
      problems.shipping = t('cards.apply.shipping.required');
    if (feeDue && feeAccountId === '') problems.feeAccount = t('cards.apply.feeAccountRequired');
    setErrors(problems);
    if (!product || !fees.isSuccess || Object.keys(problems).length > 0) return;
    setError(undefined);
    apply.mutate(
      {
        type: product.type,
        countryCode,
        ...(physical && shipping ? { shippingId: shipping.id } : {}),
        ...(physical && address ? { addressId: address.id } : {}),
        ...(feeDue ? { feeAccountId: Number(feeAccountId) } : {}),
      },
      {
        onSuccess: (answer) => navigate(answer.accountId ? `/cards/${answer.accountId}` : '/cards'),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className={styles.stack}>
      <Card title={t('cards.apply.choose')}>
        <div className={styles.stack}>
          <RadioGroup<CardKind>
            legend={t('cards.apply.kind')}
            name="kind"
            value={effectiveKind}
            onChange={setKind}
            options={(['physical', 'virtual'] as const).map((value) => ({
              value,
              label: t(`cards.apply.${value}`),
              disabled: !kinds.includes(value),
            }))}
          />
          <RadioGroup<SubType>
            legend={t('cards.apply.subType')}
            name="subType"
            value={effectiveSubType}
            onChange={setSubType}
            options={(['PREPAID', 'DEBIT'] as const).map((value) => ({
              value,
              label: t(value === 'PREPAID' ? 'cards.apply.prepaid' : 'cards.apply.debit'),
              disabled: !subTypes.includes(value),
            }))}
          />
          <Select
            label={t('cards.apply.currency')}
            name="currency"
            value={effectiveCurrency}
            onChange={(event) => setCurrency(event.target.value)}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          {matches.length > 1 ? (
            <RadioGroup<number>
              legend={t('cards.apply.product')}
              name="product"
              value={product?.type}
              onChange={setProductType}
              options={matches.map((card) => ({ value: card.type, label: card.name }))}
            />
          ) : product ? (
            <p className={styles.productName}>
              {t('cards.apply.product')}: <strong>{product.name}</strong>
            </p>
          ) : null}
        </div>
      </Card>

      {physical ? (
        <Card title={t('cards.apply.address.title')}>
          {addresses.isPending ? (
            <LoadingLines label={t('cards.apply.address.loading')} lines={2} />
          ) : addresses.isError ? (
            <LoadFailed
              title={t('cards.apply.address.loadFailed')}
              error={addresses.error}
              onRetry={() => void addresses.refetch()}
            />
          ) : addressList.length === 0 ? (
            <Alert tone="warning">{t('cards.apply.address.none')}</Alert>
          ) : (
            <div className={styles.stack}>
              <RadioGroup<number>
                legend={t('cards.apply.address.title')}
                name="addressId"
                value={address?.id}
                onChange={setAddressId}
                error={errors.address}
                options={addressList.map((candidate) => ({
                  value: candidate.id,
                  label:
                    candidate.id === current?.id
                      ? `${addressLine(candidate, i18n.language)} – ${t('cards.apply.address.current')}`
                      : addressLine(candidate, i18n.language),
                }))}
              />
              {address && current && address.countryCode !== current.countryCode ? (
                <AddressReplacementCheck countryCode={address.countryCode} oldAddressId={current.id} />
              ) : null}
            </div>
          )}
        </Card>
      ) : null}

      <Card title={t('cards.apply.fees.title')}>
        {!product ? (
          <p>{t('cards.apply.noMatch')}</p>
        ) : fees.isPending ? (
          <LoadingLines label={t('cards.apply.fees.loading')} lines={3} />
        ) : fees.isSuccess ? (
          <div className={styles.stack}>
            {fees.data.fallback ? <Alert tone="info">{t('cards.apply.fees.fallback')}</Alert> : null}
            <FeeList fees={fees.data.fees} currency={feeCurrency} />
            {physical ? (
              shippingOptions.length > 0 ? (
                <RadioGroup<number>
                  legend={t('cards.apply.shipping.title')}
                  name="shippingId"
                  value={shipping?.id}
                  onChange={setShippingId}
                  error={errors.shipping}
                  options={shippingOptions.map((option) => ({
                    value: option.id,
                    disabled: option.disabledReasons.length > 0,
                    label: `${t(`cards.apply.shipping.${option.type}`)} · ${t('cards.apply.shipping.fee', {
                      fee: money(option.fee),
                    })}`,
                    description:
                      option.disabledReasons.length > 0
                        ? t('cards.apply.shipping.unavailable', {
                            reasons: option.disabledReasons.join(', '),
                          })
                        : t('cards.apply.shipping.delivery', { time: option.deliveryTime }),
                  }))}
                />
              ) : (
                <p className={styles.muted}>{t('cards.apply.shipping.none')}</p>
              )
            ) : null}
            {feeDue ? (
              feeAccounts.length > 0 ? (
                <Select
                  label={t('cards.apply.feeAccount')}
                  name="feeAccountId"
                  placeholder={t('cards.apply.feeAccountPlaceholder')}
                  value={feeAccountId}
                  onChange={(event) => setFeeAccountId(event.target.value)}
                  options={feeAccounts.map((source) => ({
                    value: String(source.accountId),
                    label: t('cards.load.account', { id: source.accountId, balance: money(source.balance) }),
                  }))}
                  error={errors.feeAccount}
                  required
                />
              ) : (
                <Alert tone="warning">{t('cards.apply.noFeeAccount', { currency: feeCurrency })}</Alert>
              )
            ) : null}
          </div>
        ) : null}
      </Card>

      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.formActions}>
        <Button
          type="submit"
          loading={apply.isPending}
          disabled={
            !product ||
            !fees.isSuccess ||
            (physical && addressList.length === 0) ||
            (feeDue && feeAccounts.length === 0)
          }
        >
          {t('cards.apply.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Apply for a card (spec 02 §7 "Apply-for-card info", §3 "Card apply fees", "Address"): the card, its fees (zeros
 * when the lookup fails), for a physical card the shipping address and option, and the account paying the fees.
 * `?currency=EUR` preselects the currency.
 */
export function ApplyCardPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const residence = residenceCountryOf(useSubject(user$));
  const info = useApplyCardInfo(residence);
  const accounts = useAccounts();

  let body;
  if (info.isPending || accounts.isPending) body = <LoadingLines label={t('cards.apply.loading')} />;
  else if (info.isError)
    body = (
      <LoadFailed
        title={t('cards.apply.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  else if (accounts.isError)
    body = (
      <LoadFailed
        title={t('cards.loadFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (info.data.length === 0) body = <EmptyState headingLevel={2} title={t('cards.apply.noCards')} />;
  else
    body = (
      <ApplyCardForm
        cards={info.data}
        accounts={accounts.data}
        residence={residence}
        initialCurrency={params.get('currency')?.toUpperCase() || undefined}
      />
    );

  return (
    <PageLayout title={t('cards.apply.title')} description={t('cards.apply.description')}>
      {body}
    </PageLayout>
  );
}
