import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { failureLines } from '../utils/company-text';
import styles from './company.module.css';

/**
 * The "send it?" step of a company document (the board resolution, a statement): its question, the send and the
 * cancel, and the server's refusal inside the dialog. It cannot be closed from the backdrop while the send is on its way.
 */
export function ConfirmSendDialog({
  open,
  title,
  text,
  sendLabel,
  errorsTitle,
  send,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  sendLabel: string;
  errorsTitle: string;
  send: { isPending: boolean; isError: boolean; error: unknown };
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Dialog
      open={open}
      size="sm"
      title={title}
      closeLabel={t('company.close')}
      onClose={onClose}
      closeOnBackdropClick={!send.isPending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('company.cancel')}
          </Button>
          <Button loading={send.isPending} onClick={onConfirm}>
            {sendLabel}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{text}</p>
      {send.isError ? (
        <Alert tone="error" title={errorsTitle}>
          <p>{failureLines(send.error, t).join(', ')}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}
