import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BusinessRegistrationDraft,
  RegistrationCompany,
  RegistrationPerson,
  ShareholderNode,
} from '@portal/api/catalogue';
import {
  USER_ACCESS_RIGHTS,
  defaultAccessRights,
  effectiveShares,
  emptyRegistrationCompany,
  emptyRegistrationPerson,
  needsSourceDetails,
  personTotals,
  roleMember,
} from '@portal/api/registration';
import { Button, Dialog, Select, TextField } from '@portal/ui/components';
import { useDictionaryEntries } from '@portal/remote/dictionaries';
import styles from './business-wizard.module.css';
import { AddressFields, CheckboxGroup, useCountryOptions } from './forms';
import { newKey, useWizard } from './wizard-context';

const K = 'businessRegistration';

export const personName = (person: RegistrationPerson | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || '—' : '—';
const companyName = (company: RegistrationCompany | undefined) => company?.name.trim() || '—';

/** The person form (spec 03 §3 `persons`): in a dialog, for a new person or one of the draft. */
function PersonDialog({
  person,
  onClose,
  onSave,
}: {
  person: RegistrationPerson;
  onClose: () => void;
  onSave: (person: RegistrationPerson) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { draft, errorsUnder, sourceOfWealthEnable } = useWizard();
  const [value, setValue] = useState(person);
  const sources = useDictionaryEntries('getSources');
  const total = personTotals(draft.shareholders).get(person.id);
  const text = (
    field: 'firstName' | 'lastName' | 'birthday' | 'email' | 'phoneCountryCode' | 'phone' | 'taxId',
  ) => ({
    label: t(`${K}.fields.${field}`),
    value: value[field],
    onChange: (event: { target: { value: string } }) => setValue({ ...value, [field]: event.target.value }),
  });
  const problems = errorsUnder(`persons.${person.id}.`);
  return (
    <Dialog
      open
      size="lg"
      title={person.firstName ? personName(person) : t(`${K}.people.newPerson`)}
      onClose={onClose}
      closeOnBackdropClick={false}
      closeLabel={t(`${K}.close`)}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t(`${K}.cancel`)}
          </Button>
          <Button type="button" onClick={() => onSave(value)}>
            {t(`${K}.people.save`)}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {problems.length > 0 ? (
          <ul className={styles.problemList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.pair}>
          <TextField {...text('firstName')} autoComplete="off" />
          <TextField {...text('lastName')} autoComplete="off" />
        </div>
        <div className={styles.pair}>
          <TextField {...text('birthday')} type="date" />
          <TextField {...text('taxId')} />
        </div>
        <TextField {...text('email')} type="email" inputMode="email" autoComplete="off" />
        <div className={styles.phone}>
          <TextField {...text('phoneCountryCode')} inputMode="tel" maxLength={5} />
          <TextField {...text('phone')} type="tel" inputMode="tel" />
        </div>
        <AddressFields
          path={`persons.${person.id}.address`}
          address={value.address}
          onChange={(address) => setValue({ ...value, address })}
        />
        {sourceOfWealthEnable ? (
          <>
            <CheckboxGroup
              legend={t(`${K}.fields.sourceOfFunds`)}
              entries={sources.data ?? []}
              chosen={value.sourceOfFunds}
              onChange={(chosen) => setValue({ ...value, sourceOfFunds: chosen })}
            />
            {needsSourceDetails(total)
              ? value.sourceOfFunds.map((id) => (
                  <TextField
                    key={id}
                    label={t(`${K}.fields.sourceDetails`, {
                      source: sources.data?.find((entry) => entry.id === id)?.name ?? id,
                    })}
                    hint={t(`${K}.people.detailsNeeded`, { share: total })}
                    value={value.sourceDetails[String(id)] ?? ''}
                    onChange={(event) =>
                      setValue({
                        ...value,
                        sourceDetails: { ...value.sourceDetails, [String(id)]: event.target.value },
                      })
                    }
                  />
                ))
              : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Saves a person into the draft (new or changed). */
function savePerson(draft: BusinessRegistrationDraft, person: RegistrationPerson) {
  const index = draft.persons.findIndex((candidate) => candidate.id === person.id);
  if (index < 0) draft.persons.push(person);
  else draft.persons[index] = person;
}

/**
 * Saves a company into the draft (new or changed): once, whichever hubs name it; with the new person its form made
 * its director, when the customer named them.
 */
function saveCompany(
  draft: BusinessRegistrationDraft,
  company: RegistrationCompany,
  newDirector: RegistrationPerson | undefined,
) {
  let saved = company;
  if (newDirector && (newDirector.firstName || newDirector.lastName)) {
    draft.persons.push(newDirector);
    saved = { ...company, directorIds: [...company.directorIds, newDirector.id] };
  }
  const index = draft.companies.findIndex((candidate) => candidate.id === saved.id);
  if (index < 0) draft.companies.push(saved);
  else draft.companies[index] = saved;
}

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

/**
 * The company form of a shareholder, director or owner that is a company (spec 03 §2 "person and company forms"), with
 * its own directors chosen among the persons or a new one named here.
 */
function CompanyDialog({
  company,
  onClose,
  onSave,
}: {
  company: RegistrationCompany;
  onClose: () => void;
  onSave: (company: RegistrationCompany, newDirector?: RegistrationPerson) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { draft, errorOf } = useWizard();
  const countries = useCountryOptions();
  const [value, setValue] = useState(company);
  const errorOfField = (field: 'name' | 'registrationCountryCode' | 'registrationNumber' | 'directorIds') =>
    errorOf(`companies.${company.id}.${field}`);
  const [newDirector, setNewDirector] = useState<RegistrationPerson | null>(null);
  return (
    <Dialog
      open
      size="lg"
      title={company.name || t(`${K}.tree.newCompany`)}
      onClose={onClose}
      closeOnBackdropClick={false}
      closeLabel={t(`${K}.close`)}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t(`${K}.cancel`)}
          </Button>
          <Button type="button" onClick={() => onSave(value, newDirector ?? undefined)}>
            {t(`${K}.people.save`)}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t(`${K}.fields.companyName`)}
          value={value.name}
          onChange={(event) => setValue({ ...value, name: event.target.value })}
          error={errorOfField('name')}
        />
        <div className={styles.pair}>
          <Select
            label={t(`${K}.fields.registrationCountryCode`)}
            placeholder={t(`${K}.chooseCountry`)}
            options={countries}
            value={value.registrationCountryCode}
            onChange={(event) => setValue({ ...value, registrationCountryCode: event.target.value })}
            error={errorOfField('registrationCountryCode')}
          />
          <TextField
            label={t(`${K}.fields.registrationNumber`)}
            value={value.registrationNumber}
            onChange={(event) => setValue({ ...value, registrationNumber: event.target.value })}
            error={errorOfField('registrationNumber')}
          />
        </div>
        <CheckboxGroup
          legend={t(`${K}.tree.companyDirectors`)}
          entries={draft.persons.map((person, index) => ({ id: index, name: personName(person) }))}
          chosen={draft.persons.flatMap((person, index) =>
            value.directorIds.includes(person.id) ? [index] : [],
          )}
          onChange={(chosen) =>
            setValue({ ...value, directorIds: chosen.map((index) => draft.persons[index]!.id) })
          }
          error={errorOfField('directorIds')}
        />
        {newDirector ? (
          <fieldset className={styles.fieldset}>
            <legend>{t(`${K}.tree.newDirector`)}</legend>
            <div className={styles.pair}>
              <TextField
                label={t(`${K}.fields.firstName`)}
                value={newDirector.firstName}
                onChange={(event) => setNewDirector({ ...newDirector, firstName: event.target.value })}
              />
              <TextField
                label={t(`${K}.fields.lastName`)}
                value={newDirector.lastName}
                onChange={(event) => setNewDirector({ ...newDirector, lastName: event.target.value })}
              />
            </div>
            <p className={styles.muted}>{t(`${K}.tree.newDirectorHint`)}</p>
          </fieldset>
        ) : (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setNewDirector(emptyRegistrationPerson(newKey('p')))}
          >
            {t(`${K}.tree.addDirector`)}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** Picks a person already in the draft (a director who also holds shares), to add to a level of the tree. */
function ExistingPersonPicker({ label, onPick }: { label: string; onPick: (personId: string) => void }) {
  const { t } = useTranslation('onboarding');
  const { draft } = useWizard();
  const [chosen, setChosen] = useState('');
  if (draft.persons.length === 0) return null;
  return (
    <>
      <Select
        label={label}
        placeholder={t(`${K}.chooseOne`)}
        options={draft.persons.map((person) => ({ value: person.id, label: personName(person) }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          onPick(chosen);
          setChosen('');
        }}
      >
        {t(`${K}.people.addExisting`)}
      </Button>
    </>
  );
}

/** A path of the tree (`shareholders.1.children.0`) to the level array it sits in and its index there. */
function levelOf(draft: BusinessRegistrationDraft, path: string): [ShareholderNode[], number] {
  const parts = path.split('.').slice(1);
  let level = draft.shareholders;
  for (let index = 0; index < parts.length - 1; index += 2) level = level[Number(parts[index])]!.children;
  return [level, Number(parts.at(-1))];
}

/**
 * The shareholder tree (spec 03 §3, §5): persons and companies holding shares of the company or of a company above
 * them, drawn as an indented tree with each node's own share and its share of the registering company.
 */
export function ShareholdersHub() {
  const { t, i18n } = useTranslation('onboarding');
  const { draft, update, errorOf, errorsUnder } = useWizard();
  const [editingPerson, setEditingPerson] = useState<{
    person: RegistrationPerson;
    under: string | null;
  } | null>(null);
  const [editingCompany, setEditingCompany] = useState<{
    company: RegistrationCompany;
    under: string | null;
  } | null>(null);
  const rows = effectiveShares(draft.shareholders);
  const percent = (value: string) =>
    `${new Intl.NumberFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
      maximumFractionDigits: 4,
    }).format(Number(value))} %`;
  const nameOf = (node: ShareholderNode) =>
    node.kind === 'person'
      ? personName(draft.persons.find((person) => person.id === node.refId))
      : (draft.companies.find((company) => company.id === node.refId)?.name ?? '—');
  const addNode = (under: string | null, node: ShareholderNode) =>
    update((next) => {
      if (under === null) next.shareholders.push(node);
      else {
        const [level, index] = levelOf(next, under);
        level[index]!.children.push(node);
      }
    });
  const addButtons = (under: string | null) => (
    <div className={styles.addRow}>
      <ExistingPersonPicker
        label={under === null ? t(`${K}.tree.existingPerson`) : t(`${K}.tree.existingPersonUnder`)}
        onPick={(personId) => addNode(under, { kind: 'person', refId: personId, share: '', children: [] })}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => setEditingPerson({ person: emptyRegistrationPerson(newKey('p')), under })}
      >
        {under === null ? t(`${K}.tree.addPerson`) : t(`${K}.tree.addPersonUnder`)}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => setEditingCompany({ company: emptyRegistrationCompany(newKey('c')), under })}
      >
        {under === null ? t(`${K}.tree.addCompany`) : t(`${K}.tree.addCompanyUnder`)}
      </Button>
    </div>
  );
  const renderLevel = (level: readonly ShareholderNode[], prefix: string, depth: number) => (
    <ul
      className={styles.tree}
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? t(`${K}.tree.label`) : undefined}
    >
      {level.map((node, index) => {
        const path = `${prefix}.${index}`;
        const row = rows.find((candidate) => candidate.path === path);
        const problems = [
          errorOf(`${path}.share`),
          errorOf(`${path}.children`),
          errorOf(`${path}.refId`),
          ...(node.kind === 'company'
            ? errorsUnder(`companies.${node.refId}.`)
            : errorsUnder(`persons.${node.refId}.`)),
        ].filter((problem): problem is string => Boolean(problem));
        return (
          <li
            key={path}
            role="treeitem"
            aria-expanded={node.kind === 'company' ? true : undefined}
            className={styles.treeItem}
          >
            <div className={styles.treeNode}>
              <span className={styles.treeKind}>{t(`${K}.tree.kind.${node.kind}`)}</span>
              <strong>{nameOf(node)}</strong>
              <TextField
                className={styles.shareField}
                label={t(`${K}.tree.shareOf`, { name: nameOf(node) })}
                inputMode="decimal"
                value={node.share}
                endAdornment="%"
                onChange={(event) =>
                  update((next) => {
                    const [nextLevel, nextIndex] = levelOf(next, path);
                    nextLevel[nextIndex]!.share = event.target.value.replace(',', '.');
                  })
                }
              />
              <span className={styles.effective}>
                {depth > 0 && row ? t(`${K}.tree.effective`, { share: percent(row.effective) }) : null}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t(`${K}.people.editNamed`, { name: nameOf(node) })}
                onClick={() =>
                  node.kind === 'person'
                    ? setEditingPerson({
                        person: draft.persons.find((person) => person.id === node.refId)!,
                        under: null,
                      })
                    : setEditingCompany({
                        company: draft.companies.find((company) => company.id === node.refId)!,
                        under: null,
                      })
                }
              >
                {t(`${K}.people.edit`)}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t(`${K}.people.removeNamed`, { name: nameOf(node) })}
                onClick={() =>
                  update((next) => {
                    const [nextLevel, nextIndex] = levelOf(next, path);
                    nextLevel.splice(nextIndex, 1);
                  })
                }
              >
                {t(`${K}.people.remove`)}
              </Button>
            </div>
            {problems.length > 0 ? <p className={styles.error}>{problems.join(', ')}</p> : null}
            {node.kind === 'company' ? (
              <div className={styles.subtree}>
                {node.children.length > 0 ? renderLevel(node.children, `${path}.children`, depth + 1) : null}
                {addButtons(path)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t(`${K}.tree.rules`)}</p>
      {errorOf('shareholders') ? <p className={styles.error}>{errorOf('shareholders')}</p> : null}
      {draft.shareholders.length > 0 ? (
        renderLevel(draft.shareholders, 'shareholders', 0)
      ) : (
        <p className={styles.muted}>{t(`${K}.tree.empty`)}</p>
      )}
      {addButtons(null)}
      {editingPerson ? (
        <PersonDialog
          person={editingPerson.person}
          onClose={() => setEditingPerson(null)}
          onSave={(person) => {
            const isNew = !draft.persons.some((candidate) => candidate.id === person.id);
            update((next) => savePerson(next, person));
            if (isNew)
              addNode(editingPerson.under, { kind: 'person', refId: person.id, share: '', children: [] });
            setEditingPerson(null);
          }}
        />
      ) : null}
      {editingCompany ? (
        <CompanyDialog
          company={editingCompany.company}
          onClose={() => setEditingCompany(null)}
          onSave={(company, newDirector) => {
            const isNew = !draft.companies.some((candidate) => candidate.id === company.id);
            update((next) => saveCompany(next, company, newDirector));
            if (isNew)
              addNode(editingCompany.under, { kind: 'company', refId: company.id, share: '', children: [] });
            setEditingCompany(null);
          }}
        />
      ) : null}
    </div>
  );
}
