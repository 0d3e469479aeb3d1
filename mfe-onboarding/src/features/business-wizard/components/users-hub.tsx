import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationPerson } from '@portal/api/catalogue';
import { USER_ACCESS_RIGHTS, defaultAccessRights, emptyRegistrationPerson } from '@portal/api/registration';
import { Button, Select } from '@portal/ui/components';
import { K, personName, savePerson } from '../utils/people';
import styles from './business-wizard.module.css';
import { newKey, useWizard } from './wizard-context';
import { PersonDialog } from './person-dialog';

/** Users of the account (spec 03 §5, §6): any person may become one, with rights 1–4 (5 never offered). */
export function UsersHub() {
  const { t } = useTranslation('onboarding');
  const { draft, update, errorOf, emailStatus, checkUserEmail } = useWizard();
  const [editing, setEditing] = useState<RegistrationPerson | null>(null);
  const rights = USER_ACCESS_RIGHTS.map((right) => ({
    value: String(right),
    label: t(`${K}.rights.${right}`),
  }));
  return (
    <div className={styles.form}>
      {errorOf('users') ? <p className={styles.error}>{errorOf('users')}</p> : null}
      {draft.persons.length === 0 ? <p className={styles.muted}>{t(`${K}.people.none`)}</p> : null}
      <ul className={styles.people}>
        {draft.persons.map((person) => {
          const status = emailStatus[person.id];
          const emailProblem =
            person.isUser && status === 1
              ? t(`${K}.people.emailTaken`)
              : person.isUser && status === -1
                ? t(`${K}.people.emailCheckFailed`)
                : undefined;
          return (
            <li key={person.id} className={styles.personRow}>
              <div>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={person.isUser}
                    onChange={(event) => {
                      const isUser = event.target.checked;
                      update((next) => {
                        const target = next.persons.find((candidate) => candidate.id === person.id)!;
                        target.accessRights = isUser
                          ? defaultAccessRights(
                              next.persons.filter((candidate) => candidate.id !== person.id),
                            )
                          : 0;
                        target.isUser = isUser;
                      });
                      if (isUser) checkUserEmail(person.id, person.email);
                    }}
                  />
                  <span>
                    <strong>{personName(person)}</strong> <span className={styles.muted}>{person.email}</span>
                  </span>
                </label>
                {emailProblem ? <p className={styles.error}>{emailProblem}</p> : null}
                {person.isUser && errorOf(`persons.${person.id}.accessRights`) ? (
                  <p className={styles.error}>{errorOf(`persons.${person.id}.accessRights`)}</p>
                ) : null}
              </div>
              {person.isUser ? (
                <Select
                  label={t(`${K}.people.rightOf`, { name: personName(person) })}
                  placeholder={t(`${K}.chooseOne`)}
                  options={rights}
                  value={person.accessRights ? String(person.accessRights) : ''}
                  onChange={(event) =>
                    update((next) => {
                      next.persons.find((candidate) => candidate.id === person.id)!.accessRights = Number(
                        event.target.value,
                      );
                    })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.addRow}>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setEditing({
              ...emptyRegistrationPerson(newKey('p')),
              isUser: true,
              accessRights: defaultAccessRights(draft.persons),
            })
          }
        >
          {t(`${K}.people.add.users`)}
        </Button>
      </div>
      {editing ? (
        <PersonDialog
          person={editing}
          onClose={() => setEditing(null)}
          onSave={(person) => {
            update((next) => savePerson(next, person));
            checkUserEmail(person.id, person.email);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
