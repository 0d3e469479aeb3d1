import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoStepChangeRequest, TwoStepMode } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Button, Card, Select, Skeleton } from '@portal/ui/components';
import {
  ConfirmationDialog,
  type ConfirmationStep,
} from '../../../components/confirmation-dialog/confirmation-dialog';
import { useChangeTwoStep } from '../api/change-two-step';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import styles from './two-step-section.module.css';

const MODES: readonly TwoStepMode[] = ['no', 'sms', 'otp', 'push'];
type TypeMode = TwoStepChangeRequest['typeMode'];

interface Confirmation {
  reqId: string;
  step: ConfirmationStep;
}

/** The label of a factor; user state may hold values beyond the change form's four (`approvalCode`). */
export function useModeLabel() {
  const { t } = useTranslation('auth');
  return (mode: string) =>
    mode ? t(`security.modes.${mode}`, { defaultValue: mode }) : t('security.modes.no');
}

/**
 * Two-step verification (spec 02 §4, §7, §8): the current sign-in factor (`no` means off) and transaction
 * approval mode, and the change, confirmed by push (live event) or SMS code. Success reads 'Successfully', closes
 * after 3 s, and the shell reloads the user.
 */
export function TwoStepSection() {
  const { t } = useTranslation('auth');
  const modeLabel = useModeLabel();
  const user = useSubject(user$);
  const change = useChangeTwoStep();
  const confirm = useConfirmTwoStep();
  const [typeMode, setTypeMode] = useState<TypeMode>('login');
  const [mode, setMode] = useState<string>('');
  const [error, setError] = useState<string>();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const current = (kind: TypeMode) =>
    (kind === 'login' ? user?.twoStepVerificationMode : user?.approvalCodeMode) ?? '';
  const selectedMode = mode || normalise(current(typeMode));
  // A current mode beyond the four (transaction approval may use `approvalCode`) is shown as it is.
  const currentMode = normalise(current(typeMode));
  const modeOptions = MODES.includes(currentMode as TwoStepMode) ? MODES : [currentMode, ...MODES];
  const success = t('security.twoStep.success');

  const waitingForPush = confirmation?.step.kind === 'push';
  useEffect(() => {
    if (!waitingForPush) return;
    const subscription = bus.on('live.twoStepVerificationSet', () =>
      setConfirmation((open) => (open ? { ...open, step: { kind: 'done', text: success } } : open)),
    );
    return () => subscription.unsubscribe();
  }, [waitingForPush, success]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selectedMode === normalise(current(typeMode))) {
      setError(t('security.twoStep.sameMode'));
      return;
    }
    setError(undefined);
    try {
      const answer = await change.mutateAsync({ mode: selectedMode as TwoStepMode, typeMode });
      const step: ConfirmationStep =
        answer.confirmBy === 'sms'
          ? { kind: 'code', sentTo: answer.sentTo }
          : answer.confirmBy === 'push'
            ? { kind: 'push' }
            : { kind: 'done', text: success };
      setConfirmation({ reqId: answer.reqId, step });
    } catch {
      // The error popup already told the user (useChangeTwoStep).
    }
  };

  const finish = () => {
    setConfirmation(null);
    setMode('');
    // spec 02 §4: after confirmation the user data is refreshed.
    bus.publish('session.reloadUser', {});
  };

  return (
    <Card title={t('security.twoStep.title')} description={t('security.twoStep.description')}>
      <div className={styles.layout}>
        <div>
          <h3 className={styles.subtitle}>{t('security.twoStep.current')}</h3>
          <dl className={styles.current}>
            <div>
              <dt>{t('security.twoStep.signIn')}</dt>
              <dd>{user ? modeLabel(current('login')) : <Skeleton width={120} />}</dd>
            </div>
            <div>
              <dt>{t('security.twoStep.transactions')}</dt>
              <dd>{user ? modeLabel(current('transaction')) : <Skeleton width={120} />}</dd>
            </div>
          </dl>
        </div>
        <form noValidate onSubmit={submit} className={styles.form}>
          <Select
            label={t('security.twoStep.typeModeLabel')}
            name="typeMode"
            value={typeMode}
            onChange={(event) => {
              setTypeMode(event.target.value as TypeMode);
              setMode('');
              setError(undefined);
            }}
            options={[
              { value: 'login', label: t('security.twoStep.signIn') },
              { value: 'transaction', label: t('security.twoStep.transactions') },
            ]}
          />
          <Select
            label={t('security.twoStep.modeLabel')}
            name="mode"
            value={selectedMode}
            onChange={(event) => {
              setMode(event.target.value);
              setError(undefined);
            }}
            options={modeOptions.map((value) => ({ value, label: modeLabel(value) }))}
            error={error}
          />
          <Button type="submit" loading={change.isPending} disabled={!user} className={styles.submit}>
            {t('security.twoStep.submit')}
          </Button>
        </form>
      </div>
      <ConfirmationDialog
        open={confirmation !== null}
        title={t('security.twoStep.dialogTitle')}
        step={confirmation?.step ?? { kind: 'push' }}
        onSubmitCode={async (code) => {
          if (!confirmation) return;
          await confirm.mutateAsync({ reqId: confirmation.reqId, code });
          setConfirmation({ ...confirmation, step: { kind: 'done', text: success } });
        }}
        onCancel={() => setConfirmation(null)}
        onDone={finish}
      />
    </Card>
  );
}

/** The change form offers `no` for off; transaction approval may say `none`. */
function normalise(mode: string): string {
  return mode === 'none' || mode === '' ? 'no' : mode;
}
