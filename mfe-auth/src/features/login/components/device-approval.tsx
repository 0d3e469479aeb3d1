import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@portal/api/client';
import type { DeviceShortInfo, Tokens } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { useServices } from '@portal/session/react';
import { Alert, Button, Spinner } from '@portal/ui/components';
import { formatDateTime } from '../../../utils/date-time';
import { QrCode } from '../../../components/qr-code';
import { useLiveSignIn, type LoginDecision } from '../../../utils/use-live-sign-in';
import { toBrandDeepLink } from '../../../utils/deep-link';
import { completeApproved, type PendingLogin, type PendingOf } from '../api/sign-in';
import styles from './device-approval.module.css';

interface StepProps<K extends 'push' | 'verifyDevice'> {
  pending: PendingOf<K>;
  onSignedIn: (tokens: Tokens, authFlow: string) => void;
  onBack: () => void;
}

type Wait =
  { kind: 'waiting' } | { kind: 'approved' } | { kind: 'rejected'; message: string } | { kind: 'failed' };

/**
 * The live wait shared by push and verifyDevice (spec 01 §4 steps 4–5): listens while waiting, exchanges the code
 * of an approval with this login's verifier, and stops listening once the device has decided.
 */
function useDeviceDecision(
  pending: PendingLogin,
  temporaryToken: string,
  authFlow: 'push' | 'verifyDevice',
  onSignedIn: StepProps<'push'>['onSignedIn'],
) {
  const { auth } = useServices();
  const { t } = useTranslation('auth');
  const [wait, setWait] = useState<Wait>({ kind: 'waiting' });
  useLiveSignIn(wait.kind === 'waiting' ? temporaryToken : undefined, (decision: LoginDecision) => {
    if (decision.decision === 'approved') {
      setWait({ kind: 'approved' });
      completeApproved(auth, pending, decision.code).then(
        (tokens) => onSignedIn(tokens, authFlow),
        (error: unknown) => {
          reportError(error instanceof ApiError ? error : ApiError.noResponse());
          setWait({ kind: 'failed' });
        },
      );
    } else if (decision.decision === 'rejected') {
      setWait({ kind: 'rejected', message: decision.message });
    } else if (decision.decision === 'expired') {
      setWait({ kind: 'rejected', message: t('login.requestExpired') });
    }
  });
  return wait;
}

function WaitState({ wait, onBack, children }: { wait: Wait; onBack: () => void; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <div aria-live="polite" className={styles.status}>
        {wait.kind === 'waiting' ? (
          <p className={styles.waiting}>
            <span className={styles.pulse} aria-hidden="true" />
            {t('login.waiting')}
          </p>
        ) : null}
        {wait.kind === 'approved' ? <Spinner label={t('login.approvedSigningIn')} /> : null}
      </div>
      {wait.kind === 'rejected' ? (
        <Alert tone="error" title={t('login.rejectedTitle')}>
          {wait.message}
        </Alert>
      ) : null}
      {wait.kind === 'failed' ? <Alert tone="error">{t('login.approvalFailed')}</Alert> : null}
      {children}
      <Button
        type="button"
        variant={wait.kind === 'rejected' || wait.kind === 'failed' ? 'primary' : 'ghost'}
        fullWidth
        onClick={onBack}
      >
        {t('login.backToSignIn')}
      </Button>
    </>
  );
}

function DeviceList({ devices }: { devices: DeviceShortInfo[] }) {
  const { t, i18n } = useTranslation('auth');
  if (devices.length === 0) return null;
  return (
    <section aria-labelledby="push-devices" className={styles.devices}>
      <h2 id="push-devices" className={styles.subheading}>
        {t('login.devicesTitle')}
      </h2>
      <ul className={styles.deviceList}>
        {devices.map((device, index) => (
          <li key={`${device.name}-${index}`} className={styles.device}>
            <span className={styles.deviceName}>{device.name}</span>
            <span className={styles.deviceMeta}>
              {t(`login.deviceTypes.${device.type}`)}
              {device.location ? ` · ${device.location}` : ''}
            </span>
            <span className={styles.deviceMeta}>
              {t('login.deviceActivity', { date: formatDateTime(device.lastActivityAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** push (spec 01 §3, §4): QR code of the deep link, the link itself for phones, the devices, a wait and a re-send. */
export function PushStep({ pending, onSignedIn, onBack }: StepProps<'push'>) {
  const { t } = useTranslation('auth');
  const { auth, brand } = useServices();
  const flow = pending.flow;
  const wait = useDeviceDecision(pending, flow.temporaryToken, 'push', onSignedIn);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const deepLink = toBrandDeepLink(flow.deepLink, brand.deepLinkScheme);

  const sendAgain = async () => {
    setResend('sending');
    try {
      await auth.pushResend(flow.temporaryToken);
      setResend('sent');
    } catch (error) {
      reportError(error instanceof ApiError ? error : ApiError.noResponse());
      setResend('idle');
    }
  };

  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('login.pushIntro', { brand: brand.projectName })}</p>
      {wait.kind === 'waiting' ? (
        <>
          <QrCode
            value={deepLink}
            label={t('login.pushQr', { brand: brand.projectName })}
            loadingLabel={t('login.loadingStep')}
          />
          <p className={styles.linkLine}>
            {t('login.onThisPhone')}{' '}
            <a href={deepLink} className={styles.link}>
              {t('login.openInApp')}
            </a>
          </p>
          <DeviceList devices={flow.devices} />
        </>
      ) : null}
      <WaitState wait={wait} onBack={onBack}>
        {wait.kind === 'waiting' ? (
          <div className={styles.resend}>
            <Button
              type="button"
              variant="secondary"
              fullWidth
              loading={resend === 'sending'}
              onClick={sendAgain}
            >
              {t('login.resend')}
            </Button>
            <p role="status" className={styles.resent}>
              {resend === 'sent' ? t('login.resent') : ''}
            </p>
          </div>
        ) : null}
      </WaitState>
    </div>
  );
}

/** verifyDevice (spec 01 §4 step 5): an approved device accepts this new browser first. */
export function VerifyDeviceStep({ pending, onSignedIn, onBack }: StepProps<'verifyDevice'>) {
  const { t } = useTranslation('auth');
  const { brand } = useServices();
  const flow = pending.flow;
  const wait = useDeviceDecision(pending, flow.temporaryToken, 'verifyDevice', onSignedIn);
  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('login.verifyDeviceIntro', { brand: brand.projectName })}</p>
      <WaitState wait={wait} onBack={onBack} />
    </div>
  );
}
