import { useTranslation } from 'react-i18next';
import type { PasskeyItem } from '@portal/api/catalogue';
import { Dialog } from '@portal/ui/components';
import { failureText } from '../../../components/confirmation-dialog/confirmation-dialog';
import { useRenamePasskey } from '../api/rename-passkey';
import { PasskeyNameForm } from './passkey-name-form';

/** Renames a passkey; the server's refusal shows in the dialog. */
export function RenamePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: PasskeyItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const rename = useRenamePasskey();
  const close = () => {
    rename.reset();
    onClose();
  };
  return (
    <Dialog
      open={passkey !== null}
      size="sm"
      title={t('security.passkeys.renameTitle')}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={close}
    >
      {passkey ? (
        <PasskeyNameForm
          key={passkey.id}
          initialName={passkey.name}
          submitLabel={t('security.passkeys.save')}
          pending={rename.isPending}
          error={rename.isError ? failureText(rename.error, t) : undefined}
          onSubmit={(name) => rename.mutate({ id: passkey.id, name }, { onSuccess: close })}
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
}
