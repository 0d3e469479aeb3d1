import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AccessRightOption,
  AddCompanyUserResponse,
  CompanyUser,
  PotentialUser,
} from '@portal/api/catalogue';
import { Alert, Button, Dialog, Select } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import { useAddCompanyUser } from '../api/add-company-user';
import { useRemoveCompanyUser } from '../api/remove-company-user';
import { nameOf, rightOptions } from '../utils/company-users';
import styles from './company-access.module.css';

/** What the last change did: a polite status, or an alert when it failed; `focus` when its control went away. */
export type Feedback = { tone: 'success' | 'error'; text: string; focus: boolean } | null;

/** Asks before taking a user's access; the owner is never offered, and refused here too (spec 03 §6). */
export function RemoveUserDialog({
  user,
  onClose,
  onRemoved,
}: {
  user: CompanyUser;
  onClose: () => void;
  onRemoved: (name: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const remove = useRemoveCompanyUser();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = nameOf(user);
  return (
    <Dialog
      open
      size="sm"
      title={t('company.access.removeDialog.title', { name })}
      closeLabel={t('company.close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!remove.isPending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('company.cancel')}
          </Button>
          {user.isOwner ? null : (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(user.userId, { onSuccess: () => onRemoved(name) })}
            >
              {t('company.access.removeDialog.confirm')}
            </Button>
          )}
        </>
      }
    >
      <p className={styles.dialogText}>
        {user.isOwner
          ? t('company.access.ownerNotRemovable')
          : t('company.access.removeDialog.text', { name })}
      </p>
      {remove.isError ? (
        <Alert tone="error">
          <p>{failureLines(remove.error, t).join(', ')}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}

/** Gives a representative access with a chosen right (spec 03 §7 "potential users"). */
export function GiveAccessDialog({
  person,
  rights,
  onClose,
  onAdded,
}: {
  person: PotentialUser;
  rights: readonly AccessRightOption[];
  onClose: () => void;
  onAdded: (answer: AddCompanyUserResponse) => void;
}) {
  const { t } = useTranslation('onboarding');
  const add = useAddCompanyUser();
  // A read right is the cautious start; the user changes it before giving access.
  const [right, setRight] = useState(() =>
    String(rights.find((option) => option.id === 1)?.id ?? rights[0]?.id ?? ''),
  );
  return (
    <Dialog
      open
      size="sm"
      title={t('company.access.potential.dialogTitle', { name: person.name })}
      closeLabel={t('company.close')}
      onClose={onClose}
      closeOnBackdropClick={!add.isPending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('company.cancel')}
          </Button>
          <Button
            loading={add.isPending}
            disabled={right === ''}
            onClick={() =>
              add.mutate(
                {
                  kind: 'representative',
                  representativeId: person.representativeId,
                  accessRights: Number(right),
                },
                { onSuccess: onAdded },
              )
            }
          >
            {t('company.access.potential.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.dialogText}>{person.email}</p>
        <Select
          label={t('company.access.right')}
          options={rightOptions(t, rights)}
          value={right}
          onChange={(event) => setRight(event.target.value)}
        />
        {add.isError ? (
          <Alert tone="error">
            <p>{failureLines(add.error, t).join(', ')}</p>
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
