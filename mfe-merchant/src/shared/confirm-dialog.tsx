import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@portal/ui/components';

/**
 * Asks before a change that cannot be undone (a delete, a cancellation) or costs something (a fee); the main action
 * last. `cancelLabel` names the way back ("Keep it" unless told).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  confirmVariant = 'danger',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** `danger` for what cannot be undone (default), `primary` for a confirmation such as a fee. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('merchant');
  return (
    <Dialog
      open={open}
      title={title}
      size="sm"
      closeLabel={t('shared.close')}
      onClose={onClose}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('shared.keep')}
          </Button>
          <Button type="button" variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
