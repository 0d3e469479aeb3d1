import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Representative } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Button, Dialog } from '@portal/ui/components';
import { useDeleteRepresentative } from '../api/delete-representative';
import { textOf } from '../utils/company-text';
import styles from './company.module.css';

/**
 * Asks before deleting a representative. The sandbox removes them while the company keeps its rules (spec 03 §5),
 * else answers why, which the client shows as the error popup; an administrator acting for the customer may force
 * it past those rules (spec 03 §6).
 */
export function DeleteRepresentativeDialog({
  representative,
  onClose,
  onDeleted,
}: {
  representative: Representative;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const user = useSubject(user$);
  const remove = useDeleteRepresentative();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [forcing, setForcing] = useState(false);
  const name = textOf(representative.name);
  // Only an administrator acting for the customer may force it (spec 03 §6); the sandbox checks it again.
  const mayForce = Boolean(user?.isAdmin && user.supportActing);
  const run = (force: boolean) => {
    setForcing(force);
    remove.mutate(
      { representativeId: representative.representativeId, ...(force ? { force: true } : {}) },
      {
        onSuccess: () => onDeleted(name),
        // The error popup says why (spec 03 §8); the dialog gives way to it.
        onError: onClose,
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={t('company.page.remove.title', { name })}
      closeLabel={t('company.close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!remove.isPending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('company.cancel')}
          </Button>
          {mayForce ? (
            <Button variant="danger" loading={remove.isPending && forcing} onClick={() => run(true)}>
              {t('company.page.remove.force')}
            </Button>
          ) : null}
          <Button
            variant={mayForce ? 'secondary' : 'danger'}
            loading={remove.isPending && !forcing}
            onClick={() => run(false)}
          >
            {t('company.page.remove.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('company.page.remove.text', { name })}</p>
      {mayForce ? <p className={styles.dialogText}>{t('company.page.remove.forceHint')}</p> : null}
    </Dialog>
  );
}
