import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCompany, RegistrationPerson, ShareholderNode } from '@portal/api/catalogue';
import { effectiveShares, emptyRegistrationCompany, emptyRegistrationPerson } from '@portal/api/registration';
import { Button, TextField } from '@portal/ui/components';
import { K, personName, savePerson, saveCompany, levelOf } from '../utils/people';
import styles from './business-wizard.module.css';
import { newKey, useWizard } from './wizard-context';
import { PersonDialog } from './person-dialog';
import { CompanyDialog } from './company-dialog';
import { ExistingPersonPicker } from './existing-person-picker';

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
