import { useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type {
  GlobalPaymentDetails,
  GlobalPaymentStatusResponse,
  GlobalPayMethod,
} from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageLayout,
  Select,
  Skeleton,
  Spinner,
  StatusPanel,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { useApproveGlobalPayment } from '../api/approve-global-payment';
import { useCancelGlobalPayment } from '../api/cancel-global-payment';
import { isUnknownSecret, useGlobalPayment } from '../api/get-global-payment';
import { useGlobalPaymentLastWithdrawals } from '../api/get-global-payment-last-withdrawals';
import { useGlobalPaymentMethods } from '../api/get-global-payment-methods';
import { useGlobalPaymentWithdrawalDetails } from '../api/get-global-payment-withdrawal-details';
import { useRefuseGlobalPayment } from '../api/refuse-global-payment';
import { useResendGlobalPaymentCode } from '../api/resend-global-payment-code';
import { useSubmitGlobalPayment } from '../api/submit-global-payment';
import { dateText } from '../utils/date-text';
import { CLAIM_STEPS, INITIAL_CLAIM, claimReducer, screenOf, type ClaimState } from '../utils/recipient-flow';
import { PayoutDetailsForm } from './payout-details-form';
import styles from './global-pay.module.css';

/**
 * `/global-payout/{secret}` (spec 02 §4 "Global payout (recipient side)", §6 "Recipients of global payouts have access
 * only by the payment secret"): a public page in the clear layout, no session. The recipient sees who pays what,
 * chooses a country, a method and its currency, fills the details, and confirms with the code e-mailed to them; or
 * refuses. The payment's status is the server's; a wrong, used or expired secret gets one clear page.
 */
export function GlobalPayoutPage() {
  const { t, i18n } = useTranslation('transfers');
  const { secret = '' } = useParams<{ secret: string }>();
  const payment = useGlobalPayment(secret);
  // The status approve or refuse answered: the server's word on the outcome, shown as it is (the link is used up).
  const [settled, setSettled] = useState<GlobalPaymentStatusResponse>();

  if (payment.isPending)
    return (
      <PageLayout title={t('globalPay.payout.loadingTitle')}>
        <div role="status" className={styles.stack}>
          <VisuallyHidden>{t('globalPay.payout.loading')}</VisuallyHidden>
          <Skeleton height={120} />
          <Skeleton height={220} />
        </div>
      </PageLayout>
    );
  if (payment.isError)
    return isUnknownSecret(payment.error) ? (
      <StatusPanel
        icon="?"
        title={t('globalPay.payout.unknownTitle')}
        text={t('globalPay.payout.unknownText')}
      />
    ) : (
      <PageLayout title={t('globalPay.payout.loadingTitle')}>
        <Alert tone="error" title={t('globalPay.payout.loadFailed')}>
          <p>{serverRefusal(payment.error, t).message}</p>
          <Button variant="secondary" onClick={() => void payment.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </PageLayout>
    );

  const data: GlobalPaymentDetails = settled
    ? {
        ...payment.data,
        paymentStatus: settled.paymentStatus,
        transferDate: settled.transferDate ?? payment.data.transferDate,
      }
    : payment.data;
  const amount = formatMoney(data.amount, data.currencyCode, i18n.language);
  return (
    <PageLayout
      title={t('globalPay.payout.title', { sender: data.senderName, amount })}
      description={screenOf(data.paymentStatus) === 'claim' ? t('globalPay.payout.description') : undefined}
    >
      <div className={styles.layout}>
        <Payout payment={data} onSettled={setSettled} />
        <PaymentFacts payment={data} />
      </div>
    </PageLayout>
  );
}

/** The claim's writes (steps 6 to 8, and cancel), each an operation of its own. */
function usePayoutActions(secret: string) {
  return {
    submit: useSubmitGlobalPayment(secret),
    approve: useApproveGlobalPayment(secret),
    resend: useResendGlobalPaymentCode(secret),
    refuse: useRefuseGlobalPayment(secret),
    cancel: useCancelGlobalPayment(secret),
  };
}
type PayoutActions = ReturnType<typeof usePayoutActions>;

/** Who pays what: the payment as the sender made it. */
function PaymentFacts({ payment }: { payment: GlobalPaymentDetails }) {
  const { t, i18n } = useTranslation('transfers');
  const money = (value: string) => formatMoney(value, payment.currencyCode, i18n.language);
  const open = screenOf(payment.paymentStatus) === 'claim';
  return (
    <Card title={t('globalPay.payout.details')} titleLevel={2}>
      <dl className={styles.facts}>
        <dt>{t('globalPay.payout.from')}</dt>
        <dd>{payment.senderName}</dd>
        <dt>{t('globalPay.payout.to')}</dt>
        <dd>{payment.beneficiaryName}</dd>
        <dt>{t('globalPay.payout.amount')}</dt>
        <dd>{money(payment.amount)}</dd>
        {payment.description ? (
          <>
            <dt>{t('globalPay.payout.note')}</dt>
            <dd>{payment.description}</dd>
          </>
        ) : null}
        <dt>{t('globalPay.payout.youGet')}</dt>
        <dd>
          {money(payment.toAmount)}
          <span className={styles.muted}>
            {' · '}
            {payment.feeIsPayedByBeneficiary
              ? t('globalPay.payout.feeByYou')
              : t('globalPay.payout.feeBySender')}
          </span>
        </dd>
      </dl>
      {open && payment.expireDays > 0 ? (
        <p className={styles.muted}>{t('globalPay.payout.expires', { count: payment.expireDays })}</p>
      ) : null}
    </Card>
  );
}

/** The claim, or the payment's final status as the server tells it. */
function Payout({
  payment,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const [claim, dispatch] = useReducer(claimReducer, INITIAL_CLAIM);
  const actions = usePayoutActions(payment.paymentSecret);
  const [failure, setFailure] = useState<string>();
  const screen = screenOf(payment.paymentStatus);

  if (screen === 'paid')
    return (
      <Card>
        <EmptyState
          headingLevel={2}
          title={t('globalPay.payout.paid.title')}
          text={
            dateText(payment.transferDate, i18n.language)
              ? t('globalPay.payout.paid.text', { date: dateText(payment.transferDate, i18n.language) })
              : t('globalPay.payout.paid.textNoDate')
          }
        />
      </Card>
    );
  if (screen === 'refused' || screen === 'expired' || screen === 'closed')
    return (
      <Card>
        <EmptyState
          headingLevel={2}
          title={t(`globalPay.payout.${screen}.title`)}
          text={t(`globalPay.payout.${screen}.text`, { sender: payment.senderName })}
        />
      </Card>
    );
  // A payout sent before (in another tab, or before a reload) waits for a code this page does not know: it can be
  // cancelled and sent again.
  if (screen === 'waitingCode' && !claim.operationId)
    return (
      <Card title={t('globalPay.payout.waiting.title')} titleLevel={2}>
        <div className={styles.stack}>
          {failure && <Alert tone="error">{failure}</Alert>}
          <p>{t('globalPay.payout.waiting.text')}</p>
          <div className={styles.actions}>
            <Button
              loading={actions.cancel.isPending}
              onClick={() => {
                setFailure(undefined);
                actions.cancel.mutate(payment.paymentId, {
                  onSuccess: () => dispatch({ type: 'reset' }),
                  onError: (error) => setFailure(serverRefusal(error, t).message),
                });
              }}
            >
              {t('globalPay.payout.waiting.cancel')}
            </Button>
          </div>
        </div>
      </Card>
    );

  return (
    <ClaimFlow payment={payment} claim={claim} dispatch={dispatch} actions={actions} onSettled={onSettled} />
  );
}

type Dispatch = (event: Parameters<typeof claimReducer>[1]) => void;

/** The steps of the claim (spec 02 §4: country, methods, meta and details, submit, code; or refuse). */
function ClaimFlow({
  payment,
  claim,
  dispatch,
  actions,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
  actions: PayoutActions;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t } = useTranslation('transfers');
  const current = claim.step === 'refuse' ? undefined : claim.step;
  return (
    <Card>
      <div className={styles.stack}>
        <ol className={styles.steps} aria-label={t('globalPay.payout.steps.label')}>
          {CLAIM_STEPS.map((step) => (
            <li key={step} aria-current={step === current ? 'step' : undefined}>
              {t(`globalPay.payout.steps.${step}`)}
              {step === current ? (
                <VisuallyHidden> {t('globalPay.payout.steps.current')}</VisuallyHidden>
              ) : null}
            </li>
          ))}
        </ol>
        {claim.step === 'country' && <CountryStep payment={payment} claim={claim} dispatch={dispatch} />}
        {claim.step === 'method' && <MethodStep payment={payment} claim={claim} dispatch={dispatch} />}
        {claim.step === 'details' && claim.paymentMethod && (
          <PayoutDetailsForm
            key={`${claim.countryCode}-${claim.paymentMethod}-${claim.currencyCode}-${claim.prefill?.key ?? 0}`}
            payment={payment}
            choice={{
              countryCode: claim.countryCode,
              paymentMethod: claim.paymentMethod,
              currencyCode: claim.currencyCode,
            }}
            prefill={claim.prefill?.paymentDetails}
            submitting={actions.submit.isPending}
            onBack={() => dispatch({ type: 'back' })}
            onSubmit={async ({ paymentDetails, extraParams }) => {
              const result = await actions.submit.mutateAsync({
                paymentMethod: claim.paymentMethod as GlobalPayMethod,
                currencyCode: claim.currencyCode,
                countryCode: claim.countryCode,
                paymentDetails,
                extraParams,
              });
              dispatch({
                type: 'submitted',
                operationId: result.operationId,
                approvalSentTo: result.approvalSentTo,
              });
              return result;
            }}
          />
        )}
        {claim.step === 'code' && claim.operationId && (
          <CodeStep
            payment={payment}
            claim={claim}
            dispatch={dispatch}
            actions={actions}
            onSettled={onSettled}
          />
        )}
        {claim.step === 'refuse' && (
          <RefuseStep payment={payment} dispatch={dispatch} actions={actions} onSettled={onSettled} />
        )}
        {claim.step !== 'code' && claim.step !== 'refuse' ? (
          <div className={styles.actions}>
            {claim.step !== 'country' ? (
              <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'reset' })}>
                {t('globalPay.payout.startOver')}
              </button>
            ) : null}
            <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'refuse' })}>
              {t('globalPay.payout.refuse.open')}
            </button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** Step 2: the country, with the recipient's earlier payouts to reuse. */
function CountryStep({
  payment,
  claim,
  dispatch,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
}) {
  const { t, i18n } = useTranslation('transfers');
  const [countryCode, setCountryCode] = useState(claim.countryCode);
  const [error, setError] = useState<string>();
  const last = useGlobalPaymentLastWithdrawals(payment.paymentSecret);
  const details = useGlobalPaymentWithdrawalDetails();
  const collator = new Intl.Collator(i18n.language === 'ua' ? 'uk' : i18n.language);
  const countries = [...payment.allowedCountries].sort((a, b) => collator.compare(a.name, b.name));
  const nameOf = (code: string) => countries.find((country) => country.countryCode === code)?.name ?? code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!countryCode) {
      setError(t('globalPay.payout.chooseCountry'));
      document.getElementById('payout-country')?.focus();
      return;
    }
    dispatch({ type: 'country', countryCode });
  };
  const withdrawals = last.data ?? [];

  return (
    <div className={styles.stack}>
      <form
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-label={t('globalPay.payout.steps.country')}
      >
        <Select
          id="payout-country"
          name="countryCode"
          label={t('globalPay.payout.country')}
          placeholder={t('globalPay.payout.chooseCountry')}
          value={countryCode}
          required
          error={error}
          options={countries.map((country) => ({ value: country.countryCode, label: country.name }))}
          onChange={(event) => {
            setCountryCode(event.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('globalPay.payout.continue')}</Button>
        </div>
      </form>
      {withdrawals.length > 0 ? (
        <section aria-labelledby="payout-last-title" className={styles.stack}>
          <h2 id="payout-last-title" className={styles.heading}>
            {t('globalPay.payout.last.title')}
          </h2>
          <p className={styles.muted}>{t('globalPay.payout.last.text')}</p>
          {details.isError ? <Alert tone="error">{t('globalPay.payout.last.failed')}</Alert> : null}
          <ul className={styles.list}>
            {withdrawals.map((withdrawal) => (
              <li key={withdrawal.paymentId}>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={details.isPending}
                  onClick={() =>
                    details.mutate(
                      { paymentSecret: payment.paymentSecret, paymentId: withdrawal.paymentId },
                      {
                        onSuccess: (answer) =>
                          dispatch({
                            type: 'reuse',
                            countryCode: String(answer.countryCode),
                            paymentMethod: answer.paymentMethod,
                            currencyCode: String(answer.currencyCode),
                            paymentDetails: Object.fromEntries(
                              Object.entries(answer.paymentDetails ?? {}).map(([key, value]) => [
                                key,
                                String(value),
                              ]),
                            ),
                          }),
                      },
                    )
                  }
                >
                  {t('globalPay.payout.last.use', {
                    method: t(`globalPay.methods.${withdrawal.paymentMethod}`),
                    payee: withdrawal.payee,
                    country: nameOf(String(withdrawal.countryCode)),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Step 3: the methods that reach the country, one option per method and currency. */
function MethodStep({
  payment,
  claim,
  dispatch,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('transfers');
  const methods = useGlobalPaymentMethods(payment.paymentSecret, claim.countryCode);
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string>();
  const options = (methods.data ?? []).flatMap((method) =>
    method.currencies.map((currency) => ({
      method: method.name,
      currency,
      value: `${method.name}:${currency}`,
    })),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const option = options.find((item) => item.value === chosen);
    if (!option) {
      setError(t('globalPay.payout.method'));
      return;
    }
    dispatch({ type: 'method', paymentMethod: option.method, currencyCode: option.currency });
  };
  if (methods.isPending) return <Spinner label={t('globalPay.payout.loading')} />;
  if (methods.isError)
    return (
      <div className={styles.stack}>
        <Alert tone="error" title={t('globalPay.payout.methodsFailed')}>
          {serverRefusal(methods.error, t).message}
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('globalPay.payout.back')}
          </Button>
          <Button onClick={() => void methods.refetch()}>{t('retry')}</Button>
        </div>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className={styles.form}
      aria-label={t('globalPay.payout.steps.method')}
    >
      {options.length === 0 ? (
        <Alert tone="info">{t('globalPay.payout.noMethods')}</Alert>
      ) : (
        <fieldset className={styles.options} aria-describedby={error ? 'payout-method-error' : undefined}>
          <legend>{t('globalPay.payout.method')}</legend>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name="payoutMethod"
                value={option.value}
                checked={chosen === option.value}
                onChange={() => {
                  setChosen(option.value);
                  setError(undefined);
                }}
              />
              {t('globalPay.payout.methodOption', {
                method: t(`globalPay.methods.${option.method}`),
                currency: option.currency,
              })}
            </label>
          ))}
          {error ? (
            <p id="payout-method-error" className={styles.rowError} role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" type="button" onClick={() => dispatch({ type: 'back' })}>
          {t('globalPay.payout.back')}
        </Button>
        {options.length > 0 ? <Button type="submit">{t('globalPay.payout.continue')}</Button> : null}
      </div>
    </form>
  );
}

/** Step 7: the code e-mailed to the recipient, with a resend; or back to the details (the payout is cancelled). */
function CodeStep({
  payment,
  claim,
  dispatch,
  actions,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
  actions: PayoutActions;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t } = useTranslation('transfers');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const operationId = claim.operationId as string;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('globalPay.payout.code.required'));
      document.getElementById('payout-code')?.focus();
      return;
    }
    setFailure(undefined);
    actions.approve.mutate(
      { operationId, approvalCode: code.trim() },
      {
        onSuccess: onSettled,
        onError: (problem) => {
          setFailure(serverRefusal(problem, t).message);
          setCode('');
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('globalPay.payout.code.title')}>
      <h2 className={styles.heading}>{t('globalPay.payout.code.title')}</h2>
      <p>
        {claim.approvalSentTo
          ? t('globalPay.payout.code.text', { to: claim.approvalSentTo })
          : t('globalPay.payout.code.textNoTarget')}
      </p>
      {failure && (
        <Alert tone="error" title={t('globalPay.payout.code.failed')}>
          {failure}
        </Alert>
      )}
      {resent && !failure ? (
        <p className={styles.muted} role="status">
          {t('globalPay.payout.code.resent')}
        </p>
      ) : null}
      <TextField
        id="payout-code"
        name="approvalCode"
        label={t('globalPay.payout.code.label')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={actions.approve.isPending}>
          {t('globalPay.payout.code.approve')}
        </Button>
        <Button
          variant="secondary"
          type="button"
          loading={actions.resend.isPending}
          onClick={() => {
            setFailure(undefined);
            setResent(false);
            actions.resend.mutate(operationId, {
              onSuccess: () => setResent(true),
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.code.resend')}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          disabled={actions.cancel.isPending}
          onClick={() => {
            setFailure(undefined);
            actions.cancel.mutate(payment.paymentId, {
              onSuccess: () => dispatch({ type: 'cancelled' }),
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.code.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Step 8: refusing, after a confirmation; the money goes back to the sender. */
function RefuseStep({
  payment,
  dispatch,
  actions,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  dispatch: Dispatch;
  actions: PayoutActions;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t } = useTranslation('transfers');
  const [failure, setFailure] = useState<string>();
  return (
    <section className={styles.stack} aria-labelledby="payout-refuse-title">
      <h2 id="payout-refuse-title" className={styles.heading}>
        {t('globalPay.payout.refuse.title')}
      </h2>
      <p>{t('globalPay.payout.refuse.text', { sender: payment.senderName })}</p>
      {failure && (
        <Alert tone="error" title={t('globalPay.payout.refuse.failed')}>
          {failure}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={actions.refuse.isPending}
          onClick={() => dispatch({ type: 'back' })}
        >
          {t('globalPay.payout.back')}
        </Button>
        <Button
          variant="danger"
          loading={actions.refuse.isPending}
          onClick={() => {
            setFailure(undefined);
            actions.refuse.mutate(undefined, {
              onSuccess: onSettled,
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.refuse.confirm')}
        </Button>
      </div>
    </section>
  );
}
