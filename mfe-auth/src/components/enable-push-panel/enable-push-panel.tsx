import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@portal/api/client';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';
import { Alert, Button, Spinner } from '@portal/ui/components';
import { requestDeepLink } from './request-deep-link';
import { useLiveSignIn } from '../../utils/use-live-sign-in';
import { toBrandDeepLink } from '../../utils/deep-link';
import { QrCode } from '../qr-code';
import { StoreLinksForm } from './store-links-form';
import styles from './enable-push-panel.module.css';

export interface EnablePushPanelProps {
  /**
   * The pending sign-in's temporary token (strict or soft migration, or /scp during a sign-in). Without it the
   * panel works for the signed-in user.
   */
  temporaryToken?: string;
  /** spec 01 §3: enable push for the first time, or migrate to it from an older device. */
  strategy?: 'enable' | 'migrate';
  /** `mobile` (/scp-mobile): an "Open in the app" button and the store buttons instead of the QR code. */
  variant?: 'desktop' | 'mobile';
  /** Push became the second factor on the phone. */
  onEnabled: (deviceName: string) => void;
  /** Actions under the panel (continue, back). */
  children?: ReactNode;
}

type LinkState = { kind: 'loading' } | { kind: 'ready'; deepLink: string } | { kind: 'failed' };

/**
 * Second-factor enablement (spec 01 §2 scp, §4 migration): the deep link that makes a phone the push device, as a
 * QR code and a link, the app links by SMS, and a live wait for the phone. While signing in the wait is
 * `live.loginDecision` `scpEnabled` on the temporary token; signed in it is `live.deviceLinked`.
 */
export function EnablePushPanel({
  temporaryToken,
  strategy = 'enable',
  variant = 'desktop',
  onEnabled,
  children,
}: EnablePushPanelProps) {
  const { t } = useTranslation('auth');
  const { auth, security, brand } = useServices();
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLink({ kind: 'loading' });
    requestDeepLink({ auth, security }, temporaryToken).then(
      ({ deeplink }) => {
        if (active) setLink({ kind: 'ready', deepLink: toBrandDeepLink(deeplink, brand.deepLinkScheme) });
      },
      (error: unknown) => {
        if (!active) return;
        reportError(error instanceof ApiError ? error : ApiError.noResponse());
        setLink({ kind: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [auth, security, brand.deepLinkScheme, temporaryToken, attempt]);

  useLiveSignIn(temporaryToken, (decision) => {
    if (decision.decision === 'scpEnabled') onEnabled(decision.deviceName);
  });
  // Signed in, the shell's own live channel reports the new device (spec 03 §4 live events).
  const onEnabledRef = useRef(onEnabled);
  useEffect(() => {
    onEnabledRef.current = onEnabled;
  });
  useEffect(() => {
    if (temporaryToken) return undefined;
    const subscription = bus.on('live.deviceLinked', ({ name }) => onEnabledRef.current(name));
    return () => subscription.unsubscribe();
  }, [temporaryToken]);

  const appName = brand.projectName;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        {strategy === 'migrate'
          ? t('scp.migrateIntro', { brand: appName })
          : t('scp.enableIntro', { brand: appName })}
      </p>
      {link.kind === 'loading' ? <Spinner label={t('scp.preparing')} /> : null}
      {link.kind === 'failed' ? (
        <Alert tone="error" title={t('scp.linkFailed')}>
          <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('scp.retry')}
          </Button>
        </Alert>
      ) : null}
      {link.kind === 'ready' && variant === 'desktop' ? (
        <div className={styles.qrBlock}>
          <ol className={styles.steps}>
            <li>{t('scp.stepInstall', { brand: appName })}</li>
            <li>{t('scp.stepScan')}</li>
            <li>{t('scp.stepConfirm')}</li>
          </ol>
          <QrCode
            value={link.deepLink}
            label={t('scp.qrLabel', { brand: appName })}
            loadingLabel={t('scp.preparing')}
          />
          <p className={styles.linkLine}>
            {t('scp.onThisPhone')}{' '}
            <a href={link.deepLink} className={styles.deepLink}>
              {t('scp.openInApp')}
            </a>
          </p>
        </div>
      ) : null}
      {link.kind === 'ready' && variant === 'mobile' ? (
        <div className={styles.mobileBlock}>
          <a href={link.deepLink} className={styles.primaryLink}>
            {t('scp.openInApp')}
          </a>
          <p className={styles.muted}>{t('scp.noAppYet', { brand: appName })}</p>
          <div className={styles.stores}>
            <a href={brand.appStoreLinks.ios} className={styles.storeLink} target="_blank" rel="noreferrer">
              {t('scp.appStore')}
            </a>
            <a
              href={brand.appStoreLinks.android}
              className={styles.storeLink}
              target="_blank"
              rel="noreferrer"
            >
              {t('scp.googlePlay')}
            </a>
          </div>
        </div>
      ) : null}
      {link.kind === 'ready' ? (
        <p className={styles.waiting} role="status" aria-live="polite">
          <span className={styles.pulse} aria-hidden="true" />
          {t('scp.waiting')}
        </p>
      ) : null}
      {variant === 'desktop' ? <StoreLinksForm temporaryToken={temporaryToken} /> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
