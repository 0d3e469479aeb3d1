import { useTranslation } from 'react-i18next';
import type { PasskeyItem } from '@portal/api/catalogue';
import { Dialog } from '@portal/ui/components';
import { failureText } from '../../../components/confirmation-dialog/confirmation-dialog';
import { useRemovePasskey } from '../api/remove-passkey';
import { PasswordForm } from './password-form';

/** Removes a passkey once the password is given again (issue 50 item 1); a refusal shows in the dialog. */
export function RemovePasskeyDialog({
  passkey,
  onClose,
  onRemoved,
}: {
  passkey: PasskeyItem | null;
  onClose: () => void;
  /** After the removal: its row, and the button that opened this dialog, are gone. */
  onRemoved: (name: string) => void;
}) {
  const { t } = useTranslation('auth');
  const remove = useRemovePasskey();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={passkey !== null}
      size="sm"
      title={t('security.passkeys.removeTitle')}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={close}
    >
      {passkey ? (
        <PasswordForm
          key={passkey.id}
          intro={t('security.passkeys.removeText', { name: passkey.name })}
          submitLabel={t('security.passkeys.removeConfirm')}
          danger
          pending={remove.isPending}
          error={remove.isError ? failureText(remove.error, t) : undefined}
          onSubmit={(password) =>
            remove.mutate(
              { id: passkey.id, password },
              {
                onSuccess: () => {
                  close();
                  onRemoved(passkey.name);
                },
              },
            )
          }
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
}
