import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCompany, RegistrationPerson } from '@portal/api/catalogue';
import { emptyRegistrationCompany, emptyRegistrationPerson, roleMember } from '@portal/api/registration';
import { Button, Select } from '@portal/ui/components';
import { K, personName, companyName, savePerson, saveCompany } from '../utils/people';
import styles from './business-wizard.module.css';
import { newKey, useWizard } from './wizard-context';
import { PersonDialog } from './person-dialog';
import { CompanyDialog } from './company-dialog';

/**
 * Add, edit and remove the persons and companies of one role (directors or owners): a hub of spec 03 §2 "each with
 * person and company forms". A company is kept once in the draft's `companies` and named here by its id, as a person
 * is; it is judged by the company shareholder's rules (spec 03 §5), so its own directors' problems are shown on its
 * row, where they can be fixed.
 */
export function RoleHub({ role }: { role: 'directors' | 'owners' }) {
  const { t } = useTranslation('onboarding');
  const { draft, update, errorOf, errorsUnder } = useWizard();
  const [editing, setEditing] = useState<RegistrationPerson | null>(null);
  const [editingCompany, setEditingCompany] = useState<RegistrationCompany | null>(null);
  const [existing, setExisting] = useState('');
  const others = [
    ...draft.persons
      .filter((person) => !draft[role].includes(person.id))
      .map((person) => ({ value: person.id, label: personName(person) })),
    ...draft.companies
      .filter((company) => !draft[role].includes(company.id))
      .map((company) => ({
        value: company.id,
        label: t(`${K}.people.companyOption`, { name: companyName(company) }),
      })),
  ];
  const addMember = (id: string) =>
    update((next) => {
      if (!next[role].includes(id)) next[role].push(id);
    });
  const rowActions = (name: string, index: number, onEdit: () => void) => (
    <div className={styles.rowActions}>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={t(`${K}.people.editNamed`, { name })}
        onClick={onEdit}
      >
        {t(`${K}.people.edit`)}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={t(`${K}.people.removeNamed`, { name })}
        onClick={() =>
          update((next) => {
            next[role].splice(index, 1);
          })
        }
      >
        {t(`${K}.people.remove`)}
      </Button>
    </div>
  );
  return (
    <div className={styles.form}>
      {errorOf(role) ? <p className={styles.error}>{errorOf(role)}</p> : null}
      {draft[role].length === 0 ? <p className={styles.muted}>{t(`${K}.people.none`)}</p> : null}
      <ul className={styles.people}>
        {draft[role].map((id, index) => {
          const member = roleMember(draft, id);
          if (!member) return null;
          if (member.kind === 'person') {
            const { person } = member;
            const problems = errorsUnder(`persons.${person.id}.`);
            return (
              <li key={id} className={styles.personRow}>
                <div>
                  <span className={styles.treeKind}>{t(`${K}.tree.kind.person`)}</span>{' '}
                  <strong>{personName(person)}</strong>
                  <span className={styles.muted}> {person.email}</span>
                  {problems.length > 0 ? <p className={styles.error}>{problems.join(', ')}</p> : null}
                </div>
                {rowActions(personName(person), index, () => setEditing(person))}
              </li>
            );
          }
          const { company } = member;
          const problems = errorsUnder(`companies.${company.id}.`);
          const directors = company.directorIds.flatMap((directorId) => {
            const director = draft.persons.find((person) => person.id === directorId);
            const directorProblems = director ? errorsUnder(`persons.${director.id}.`) : [];
            return director && directorProblems.length > 0 ? [{ director, directorProblems }] : [];
          });
          return (
            <li key={id} className={styles.personRow}>
              <div>
                <span className={styles.treeKind}>{t(`${K}.tree.kind.company`)}</span>{' '}
                <strong>{companyName(company)}</strong>
                <span className={styles.muted}>
                  {' '}
                  {[company.registrationCountryCode, company.registrationNumber].filter(Boolean).join(' ')}
                </span>
                {problems.length > 0 ? <p className={styles.error}>{problems.join(', ')}</p> : null}
                {directors.map(({ director, directorProblems }) => (
                  <p key={director.id} className={styles.error}>
                    {t(`${K}.people.companyDirectorProblems`, {
                      name: personName(director),
                      problems: directorProblems.join(', '),
                    })}{' '}
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t(`${K}.people.editNamed`, { name: personName(director) })}
                      onClick={() => setEditing(director)}
                    >
                      {t(`${K}.people.edit`)}
                    </Button>
                  </p>
                ))}
              </div>
              {rowActions(companyName(company), index, () => setEditingCompany(company))}
            </li>
          );
        })}
      </ul>
      <div className={styles.addRow}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setEditing(emptyRegistrationPerson(newKey('p')))}
        >
          {t(`${K}.people.add.${role}`)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setEditingCompany(emptyRegistrationCompany(newKey('c')))}
        >
          {t(`${K}.people.addCompany.${role}`)}
        </Button>
        {others.length > 0 ? (
          <>
            <Select
              label={t(`${K}.people.existing`)}
              placeholder={t(`${K}.chooseOne`)}
              options={others}
              value={existing}
              onChange={(event) => setExisting(event.target.value)}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!existing}
              onClick={() => {
                addMember(existing);
                setExisting('');
              }}
            >
              {t(`${K}.people.addExisting`)}
            </Button>
          </>
        ) : null}
      </div>
      {editing ? (
        <PersonDialog
          person={editing}
          onClose={() => setEditing(null)}
          onSave={(person) => {
            // Only a new person joins the role: one edited from a company's row stays that company's director.
            const isNew = !draft.persons.some((candidate) => candidate.id === person.id);
            update((next) => {
              savePerson(next, person);
              if (isNew && !next[role].includes(person.id)) next[role].push(person.id);
            });
            setEditing(null);
          }}
        />
      ) : null}
      {editingCompany ? (
        <CompanyDialog
          company={editingCompany}
          onClose={() => setEditingCompany(null)}
          onSave={(company, newDirector) => {
            update((next) => {
              saveCompany(next, company, newDirector);
              if (!next[role].includes(company.id)) next[role].push(company.id);
            });
            setEditingCompany(null);
          }}
        />
      ) : null}
    </div>
  );
}
