import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/api/contract';
import { Button, Dialog } from '@portal/ui/components';
import { useDeleteDevice } from '../api/delete-device';
import styles from './devices-section.module.css';

/** Asks before a device is removed; it can no longer approve anything afterwards. */
export function RemoveDeviceDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const remove = useDeleteDevice();
  return (
    <Dialog
      open={device !== null}
      size="sm"
      title={t('security.devices.removeTitle')}
      closeLabel={t('security.common.close')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('security.common.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (device) remove.mutate(device.id, { onSuccess: onClose });
            }}
          >
            {t('security.devices.removeConfirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('security.devices.removeText', { name: device?.name ?? '' })}</p>
    </Dialog>
  );
}
