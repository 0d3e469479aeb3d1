import { useReducer, useState } from 'react';
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
  Skeleton,
  StatusPanel,
  VisuallyHidden,
} from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { isUnknownSecret, useGlobalPayment } from '../api/get-global-payment';
import { dateText } from '../utils/date-text';
import { CLAIM_STEPS, INITIAL_CLAIM, claimReducer, screenOf, type ClaimState } from '../utils/recipient-flow';
import { usePayoutActions, type PayoutActions, type Dispatch } from '../hooks/use-payout-actions';
import { PayoutDetailsForm } from './payout-details-form';
import styles from './global-pay.module.css';
import { CountryStep } from './payout-country-step';
import { MethodStep } from './payout-method-step';
import { CodeStep } from './payout-code-step';
import { RefuseStep } from './payout-refuse-step';

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
