import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Dialog } from '@portal/ui/components';
import { failureText } from '../../../components/confirmation-dialog/confirmation-dialog';
import { Switch } from '../../../components/switch/switch';
import { useSetPasskeyApproval } from '../api/set-passkey-approval';
import { PasswordForm } from './password-form';
import styles from './passkeys-section.module.css';

/**
 * "Approve payments with a passkey" (issue 50): on, the customer's transaction approval method is `passkey`. The
 * state is the session user's `approvalCodeMode`; a change asks the password, and the shell then reloads the user.
 * Turning it on needs a passkey; one who may not change it reads the state.
 */
export function PasskeyApproval({ passkeyCount, mayChange }: { passkeyCount: number; mayChange: boolean }) {
  const { t } = useTranslation('auth');
  const user = useSubject(user$);
  const change = useSetPasskeyApproval();
  const hintId = useId();
  const fromUser = user?.approvalCodeMode === 'passkey';
  // What the last change set, until the reloaded user says it.
  const [changed, setChanged] = useState<boolean | null>(null);
  const [asking, setAsking] = useState<boolean | null>(null);
  useEffect(() => setChanged(null), [fromUser]);
  const enabled = changed ?? fromUser;

  if (!mayChange)
    return (
      <p className={styles.approvalState}>
        {enabled ? t('security.passkeys.approvalOn') : t('security.passkeys.approvalOff')}
      </p>
    );

  const close = () => {
    change.reset();
    setAsking(null);
  };
  const noPasskey = passkeyCount === 0 && !enabled;
  return (
    <div className={styles.approval}>
      <Switch
        label={t('security.passkeys.approvalLabel')}
        checked={enabled}
        disabled={noPasskey || !user}
        describedBy={hintId}
        onChange={setAsking}
      />
      <p id={hintId} className={styles.hint}>
        {noPasskey ? t('security.passkeys.approvalNeedsPasskey') : t('security.passkeys.approvalHint')}
      </p>
      <Dialog
        open={asking !== null}
        size="sm"
        title={asking ? t('security.passkeys.approvalOnTitle') : t('security.passkeys.approvalOffTitle')}
        closeLabel={t('security.common.close')}
        closeOnBackdropClick={false}
        onClose={close}
      >
        {asking !== null ? (
          <PasswordForm
            intro={asking ? t('security.passkeys.approvalOnText') : t('security.passkeys.approvalOffText')}
            submitLabel={t('security.passkeys.confirm')}
            pending={change.isPending}
            error={change.isError ? failureText(change.error, t) : undefined}
            onSubmit={(password) =>
              change.mutate(
                { enabled: asking, password },
                {
                  onSuccess: () => {
                    setChanged(asking);
                    close();
                  },
                },
              )
            }
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
