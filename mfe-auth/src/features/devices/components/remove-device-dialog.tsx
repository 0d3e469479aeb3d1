import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/api/catalogue';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog/confirm-removal-dialog';
import { useDeleteDevice } from '../api/delete-device';

/** Asks before a device is removed; it can no longer approve anything afterwards. */
export function RemoveDeviceDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const remove = useDeleteDevice();
  return (
    <ConfirmRemovalDialog
      open={device !== null}
      title={t('security.devices.removeTitle')}
      text={t('security.devices.removeText', { name: device?.name ?? '' })}
      confirmLabel={t('security.devices.removeConfirm')}
      pending={remove.isPending}
      onConfirm={() => {
        if (device) remove.mutate(device.id, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}
