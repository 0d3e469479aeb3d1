import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { formatDateTime } from '../../../utils/date-time';
import { useDevices } from '../api/devices';
import { useScpRequest } from '../api/scp-request';
import { ApproveDeviceDialog } from './approve-device-dialog';
import { LinkDeviceDialog } from './link-device-dialog';
import { RemoveDeviceDialog } from './remove-device-dialog';
import styles from './devices-section.module.css';

function DeviceIcon({ type }: { type: Device['type'] }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <rect
          x="6"
          y="2.5"
          width="12"
          height="19"
          rx="2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        {type === 'ios' ? (
          <path d="M10 5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        ) : (
          <circle cx="12" cy="5" r="0.9" fill="currentColor" />
        )}
        <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/**
 * Devices (spec 01 §3, §7): the phones that approve sign-ins and payments; link a new one by QR code, approve a
 * waiting one by code, remove one after a confirmation.
 */
export function DevicesSection() {
  const { t, i18n } = useTranslation('auth');
  const devices = useDevices();
  const scp = useScpRequest();
  const [linking, setLinking] = useState(false);
  const [approving, setApproving] = useState<Device | null>(null);
  const [removing, setRemoving] = useState<Device | null>(null);

  let body;
  if (devices.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('security.devices.loading')}</VisuallyHidden>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  else if (devices.isError)
    body = (
      <Alert tone="error" title={t('security.common.loadFailed')}>
        <p>{devices.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else if (devices.data.length === 0)
    body = <EmptyState title={t('security.devices.empty')} text={t('security.devices.emptyText')} />;
  else
    body = (
      <ul className={styles.list}>
        {devices.data.map((device) => (
          <li key={device.id} className={styles.device}>
            <DeviceIcon type={device.type} />
            <div className={styles.details}>
              <h3 className={styles.name}>{device.name}</h3>
              <p className={styles.muted}>
                {[
                  t(`security.devices.${device.type}`, { defaultValue: device.type }),
                  device.location,
                  t('security.devices.lastActivity', {
                    date: formatDateTime(device.lastActivityAt, i18n.language),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <span className={device.approved ? styles.approved : styles.pending}>
              {device.approved ? t('security.devices.approved') : t('security.devices.waiting')}
            </span>
            <div className={styles.actions}>
              {!device.approved ? (
                <Button size="sm" onClick={() => setApproving(device)}>
                  {t('security.devices.approve')}
                  <VisuallyHidden> {device.name}</VisuallyHidden>
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => setRemoving(device)}>
                {t('security.devices.remove')}
                <VisuallyHidden> {device.name}</VisuallyHidden>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card
      className={styles.card}
      title={t('security.devices.title')}
      description={t('security.devices.description')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setLinking(true);
            scp.mutate();
          }}
        >
          {t('security.devices.link')}
        </Button>
      }
    >
      {body}
      <LinkDeviceDialog
        open={linking}
        request={scp}
        onRetry={() => scp.mutate()}
        onClose={() => {
          setLinking(false);
          scp.reset();
        }}
      />
      <ApproveDeviceDialog device={approving} onClose={() => setApproving(null)} />
      <RemoveDeviceDialog device={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
