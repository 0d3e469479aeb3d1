import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';
import { Alert, Button, Dialog, Spinner } from '@portal/ui/components';
import type { useScpRequest } from '../api/scp-request';
import { brandDeepLink, qrCodeDataUrl } from '../utils/deep-link';
import styles from './devices-section.module.css';

export interface LinkDeviceDialogProps {
  open: boolean;
  /** The deep-link request, started by the "Link a new device" button. */
  request: ReturnType<typeof useScpRequest>;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * "Link a new device" popup (spec 02 §2): a QR code of the deep link in the brand's app scheme, and the link
 * itself for a phone that cannot scan; it waits for the live event saying a device was linked.
 */
export function LinkDeviceDialog({ open, request, onRetry, onClose }: LinkDeviceDialogProps) {
  const { t } = useTranslation('auth');
  const { brand } = useServices();
  const [linked, setLinked] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const subscription = bus.on('live.deviceLinked', ({ name }) => setLinked(name));
    return () => subscription.unsubscribe();
  }, [open]);

  const close = () => {
    setLinked(null);
    onClose();
  };
  const link = request.data ? brandDeepLink(request.data, brand.deepLinkScheme) : undefined;

  let body;
  if (linked !== null) body = <Alert tone="success" title={t('security.devices.linked', { name: linked })} />;
  else if (request.isError)
    body = (
      <Alert tone="error" title={t('security.devices.linkFailed')}>
        <p>{request.error.message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else if (!link) body = <Spinner size="lg" label={t('security.devices.linkPreparing')} />;
  else
    body = (
      <div className={styles.link}>
        <p className={styles.muted}>{t('security.devices.linkIntro')}</p>
        <img
          className={styles.qr}
          src={qrCodeDataUrl(link)}
          alt={t('security.devices.qrAlt')}
          width={220}
          height={220}
        />
        <div className={styles.linkText}>
          <span className={styles.muted}>{t('security.devices.linkText')}</span>
          <a href={link}>
            <code>{link}</code>
          </a>
        </div>
        <p role="status" aria-live="polite" className={styles.waiting}>
          <span className={styles.pulse} aria-hidden="true" />
          {t('security.devices.linkWaiting')}
        </p>
      </div>
    );

  return (
    <Dialog
      open={open}
      title={t('security.devices.linkTitle')}
      closeLabel={t('security.common.close')}
      onClose={close}
      actions={
        <Button variant={linked !== null ? 'primary' : 'secondary'} onClick={close}>
          {t('security.common.close')}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}
