import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@portal/ui/components';
import styles from './confirm-removal-dialog.module.css';

/** Asks before something is removed for good (a device, a whitelist entry); the removal runs on confirm. */
export function ConfirmRemovalDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      size="sm"
      title={title}
      closeLabel={t('security.common.close')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('security.common.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{text}</p>
    </Dialog>
  );
}
