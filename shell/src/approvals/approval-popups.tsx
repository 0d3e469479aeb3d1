import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import type { ApprovalCoordinator, ApprovalProblem, ApprovalView } from './approval-coordinator';
import styles from './approval-popups.module.css';
import { APPROVALS_NAMESPACE } from './texts';

/** spec 02 §4: approval codes have six digits. */
export const APPROVAL_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^\\d{${APPROVAL_CODE_LENGTH}}$`);

type CodeView = Extract<ApprovalView, { kind: 'code' }>;
type PushView = Extract<ApprovalView, { kind: 'push' }>;
type PasskeyView = Extract<ApprovalView, { kind: 'passkey' }>;
type SuccessView = Extract<ApprovalView, { kind: 'success' }>;

/** The server's text, or the translation of a client text (network, no answer). */
function useProblemText(): (problem: ApprovalProblem | undefined) => string | undefined {
  const { t } = useTranslation(APPROVALS_NAMESPACE);
  return (problem) =>
    problem
      ? problem.textKey
        ? // The client's own texts (network, no answer) are in namespace common.
          t(problem.textKey, { ns: [APPROVALS_NAMESPACE, 'common'], defaultValue: problem.message })
        : problem.message
      : undefined;
}

function CodePopup({ view, coordinator }: { view: CodeView; coordinator: ApprovalCoordinator }) {
  const { t } = useTranslation(APPROVALS_NAMESPACE);
  const problemText = useProblemText();
  const formId = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    void coordinator.submitCode(code);
  };
  const error = invalid
    ? t('approval.codeInvalid', { length: APPROVAL_CODE_LENGTH, count: APPROVAL_CODE_LENGTH })
    : problemText(view.problem);
  return (
    <Dialog
      open
      title={t('approval.codeTitle')}
      onClose={coordinator.cancel}
      closeLabel={t('common:close')}
      closeOnBackdropClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={coordinator.cancel}>
            {t('approval.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={view.submitting}>
            {t('approval.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <p>
          {view.sentTo
            ? t(`approval.codeSent.${view.method}`, { sentTo: view.sentTo })
            : t('approval.codeSentNowhere')}
        </p>
        <TextField
          label={t('approval.codeLabel')}
          name="approvalCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={APPROVAL_CODE_LENGTH}
          hint={t('approval.codeHint', { length: APPROVAL_CODE_LENGTH, count: APPROVAL_CODE_LENGTH })}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, APPROVAL_CODE_LENGTH));
            setInvalid(false);
          }}
          error={error}
        />
      </form>
      <div className={styles.resend}>
        <Button variant="ghost" size="sm" loading={view.resending} onClick={() => void coordinator.resend()}>
          {t('approval.resend')}
        </Button>
        <p role="status" className={styles.status}>
          {view.resent
            ? view.sentTo
              ? t('approval.resentTo', { sentTo: view.sentTo })
              : t('approval.resent')
            : null}
        </p>
      </div>
    </Dialog>
  );
}

function PushPopup({ view, coordinator }: { view: PushView; coordinator: ApprovalCoordinator }) {
  const { t } = useTranslation(APPROVALS_NAMESPACE);
  const problemText = useProblemText();
  const problem = problemText(view.problem);
  return (
    <Dialog
      open
      title={t('approval.pushTitle')}
      onClose={coordinator.cancel}
      closeLabel={t('common:close')}
      closeOnBackdropClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={coordinator.cancel}>
            {t('approval.cancel')}
          </Button>
          <Button variant="ghost" loading={view.resending} onClick={() => void coordinator.resend()}>
            {t('approval.pushResend')}
          </Button>
        </>
      }
    >
      <div className={styles.waiting}>
        <Spinner size="lg" label={t('approval.pushWaiting')} />
        <p>
          {view.sentTo ? t('approval.pushText', { device: view.sentTo }) : t('approval.pushTextNoDevice')}
        </p>
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {view.resent ? t('approval.pushResent') : null}
      </p>
    </Dialog>
  );
}

function PasskeyPopup({ view, coordinator }: { view: PasskeyView; coordinator: ApprovalCoordinator }) {
  const { t, i18n } = useTranslation(APPROVALS_NAMESPACE);
  const problemText = useProblemText();
  const problem = problemText(view.problem);
  const approveRef = useRef<HTMLButtonElement>(null);
  const busy = view.submitting || view.loading;
  // The button is disabled while the browser's dialog is open, which drops the focus: it goes back to the button,
  // unless the customer has moved it somewhere else meanwhile.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      const active = document.activeElement;
      if (!active || active === document.body || active === approveRef.current) approveRef.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  const payments = view.approval?.payments ?? [];
  return (
    <Dialog
      open
      title={t('approval.passkeyTitle')}
      onClose={coordinator.cancel}
      closeLabel={t('common:close')}
      closeOnBackdropClick={false}
      initialFocusRef={approveRef}
      actions={
        <>
          <Button variant="secondary" onClick={coordinator.cancel}>
            {t('approval.cancel')}
          </Button>
          <Button ref={approveRef} loading={busy} onClick={() => void coordinator.approveWithPasskey()}>
            {t('approval.passkeyApprove')}
          </Button>
        </>
      }
    >
      {view.approval === undefined && view.loading ? (
        <div className={styles.waiting}>
          <Spinner size="lg" label={t('approval.passkeyLoading')} />
        </div>
      ) : (
        <>
          <p>
            {payments.length > 1
              ? t('approval.passkeyTextMany', { number: payments.length })
              : t('approval.passkeyTextOne')}
          </p>
          {payments.length > 0 ? (
            <ul className={styles.payments} aria-label={t('approval.passkeyPayments')}>
              {payments.map((payment, index) => (
                <li key={index} className={styles.payment}>
                  <span className={styles.amount}>
                    {formatMoney(payment.amount, payment.currencyCode, i18n.language)}
                  </span>
                  <span>{t('approval.passkeyPayee', { name: payment.payeeName, payee: payment.payee })}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}

function SuccessPopup({ view, coordinator }: { view: SuccessView; coordinator: ApprovalCoordinator }) {
  const { t } = useTranslation(APPROVALS_NAMESPACE);
  return (
    <Dialog
      open
      title={t(view.titleKey)}
      onClose={coordinator.closeSuccess}
      closeLabel={t('common:close')}
      size="sm"
      actions={<Button onClick={coordinator.closeSuccess}>{t('common:ok')}</Button>}
    >
      <div className={styles.success}>
        <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="none" strokeWidth="2">
          <circle cx="12" cy="12" r="10" className={styles.successRing} />
          <path d="m7.5 12.5 3 3 6-6.5" className={styles.successTick} />
        </svg>
        {view.textKey ? <p>{t(view.textKey)}</p> : null}
      </div>
    </Dialog>
  );
}

/**
 * The approval popups the shell owns (DESIGN §2 "The bus", spec 02 §4): the code popup (sms, otp, approvalCode),
 * the push waiting popup, the passkey popup (issue 50) and the success popup. Failures go to the shell's error popup.
 */
export function ApprovalPopups({ coordinator }: { coordinator: ApprovalCoordinator }) {
  const view = useSubject(coordinator.view$);
  if (!view) return null;
  switch (view.kind) {
    case 'code':
      // A new operation starts with an empty field.
      return <CodePopup key={view.operationId} view={view} coordinator={coordinator} />;
    case 'push':
      return <PushPopup key={view.operationId} view={view} coordinator={coordinator} />;
    case 'passkey':
      return <PasskeyPopup key={view.operationId} view={view} coordinator={coordinator} />;
    case 'success':
      return <SuccessPopup view={view} coordinator={coordinator} />;
  }
}
