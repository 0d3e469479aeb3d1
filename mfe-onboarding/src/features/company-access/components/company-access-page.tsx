import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddCompanyUserResponse, CompanyUser, PotentialUser } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import {
  Alert,
  Button,
  Card,
  PageLayout,
  Select,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@portal/ui/components';
import { QueryState } from '../../../shared/query-state';
import { failureLines } from '../../../shared/failure-lines';
import { useAccessRights } from '../api/access-rights';
import { useChangeCompanyUserRight } from '../api/change-company-user-right';
import { useCompanyUsers } from '../api/company-users';
import { usePotentialUsers } from '../api/potential-users';
import { rightName, nameOf, rightOptions } from '../utils/company-users';
import styles from './company-access.module.css';
import { type Feedback, RemoveUserDialog, GiveAccessDialog } from './user-access-dialogs';
import { AddUserForm } from './add-user-form';

/**
 * `company-access` (spec 03 §2 "manage users", §5, §6, §7 "users, access rights and potential users lists"): the
 * company's users with their rights, changed at once by the user's id (0 to 4; right 5 is never offered, the owner's
 * right never changes), removed after a confirmation (never the owner); representatives who may be given access;
 * and a person added by e-mail, whose invitation is pending until they use the link.
 */
export function CompanyAccessPage() {
  const { t } = useTranslation('onboarding');
  const signedIn = useSubject(user$);
  const mayChange = signedIn === null || mayCall(signedIn, 'changeCompanyUserRight');
  const mayRemove = signedIn === null || mayCall(signedIn, 'removeCompanyUser');
  const mayAdd = signedIn === null || mayCall(signedIn, 'addCompanyUser');
  const users = useCompanyUsers();
  const rights = useAccessRights();
  const potential = usePotentialUsers(mayAdd);
  const change = useChangeCompanyUserRight();
  const [removing, setRemoving] = useState<CompanyUser | null>(null);
  const [giving, setGiving] = useState<PotentialUser | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const options = rights.data ?? [];

  useEffect(() => {
    if (feedback?.focus) feedbackRef.current?.focus();
  }, [feedback]);

  const added = (name: string, email: string, answer: AddCompanyUserResponse, focus: boolean) =>
    setFeedback({
      tone: 'success',
      text: answer.invited
        ? t('company.access.invited', { name, email })
        : t('company.access.linked', { name }),
      focus,
    });

  const changeRight = (user: CompanyUser, value: string) => {
    // The owner's right never changes (spec 03 §6); the select is not even offered for them.
    if (value === '' || user.isOwner) return;
    const accessRights = Number(value);
    const name = nameOf(user);
    setFeedback(null);
    change.mutate(
      { userId: user.userId, accessRights },
      {
        onSuccess: () =>
          setFeedback({
            tone: 'success',
            text: t('company.access.saved', { name, right: rightName(t, accessRights, options) }),
            focus: false,
          }),
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: t('company.access.saveFailed', { name, error: failureLines(error, t).join(', ') }),
            focus: false,
          }),
      },
    );
  };

  const rightCell = (user: CompanyUser) => {
    const current = rightName(t, user.accessRights, options);
    if (user.isOwner) return t('company.access.ownerRight', { right: current });
    if (!mayChange || options.length === 0) return current;
    const saving = change.isPending && change.variables.userId === user.userId;
    const value = saving ? String(change.variables.accessRights) : String(user.accessRights);
    const offered = options.some((option) => String(option.id) === value);
    return (
      <Select
        label={<VisuallyHidden>{t('company.access.rightOf', { name: nameOf(user) })}</VisuallyHidden>}
        // A right that may not be given (5, an authorised user's) shows as the current one, never as a choice.
        placeholder={offered ? undefined : t('company.access.currentRight', { right: current })}
        options={rightOptions(t, options)}
        value={offered ? value : ''}
        disabled={saving}
        aria-busy={saving || undefined}
        className={styles.rightSelect}
        onChange={(event) => changeRight(user, event.target.value)}
      />
    );
  };

  const columns: TableColumn<CompanyUser>[] = [
    {
      key: 'name',
      header: t('company.access.name'),
      phone: 'primary',
      render: (user) => (
        <span className={styles.name}>
          {nameOf(user)}
          {user.isOwner ? <span className={styles.badge}>{t('company.access.owner')}</span> : null}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('company.access.email'),
      phone: 'secondary',
      render: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      key: 'status',
      header: t('company.access.status'),
      phone: 'status',
      render: (user) =>
        user.status === 'pendingActivation' ? (
          <span className={styles.pending}>{t('company.access.invitationSent')}</span>
        ) : (
          t('company.access.active')
        ),
    },
    { key: 'right', header: t('company.access.right'), phone: 'actions', render: rightCell },
  ];
  if (mayRemove)
    columns.push({
      key: 'actions',
      header: t('company.access.actions'),
      phone: 'actions',
      render: (user) =>
        user.isOwner ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setFeedback(null);
              setRemoving(user);
            }}
          >
            {t('company.access.remove')}
            <VisuallyHidden> {nameOf(user)}</VisuallyHidden>
          </Button>
        ),
    });

  return (
    <PageLayout title={t('company.access.title')} description={t('company.access.description')}>
      <div className={styles.sections}>
        <VisuallyHidden role="status">
          {change.isPending
            ? t('company.access.saving', {
                name: nameOf(
                  users.data?.find((user) => user.userId === change.variables.userId) ?? {
                    email: '',
                    firstName: '',
                    lastName: '',
                  },
                ),
              })
            : ''}
        </VisuallyHidden>
        <div ref={feedbackRef} tabIndex={-1} className={styles.feedback}>
          {feedback ? (
            <Alert tone={feedback.tone}>
              <p>{feedback.text}</p>
            </Alert>
          ) : null}
        </div>
        <Card title={t('company.access.caption')}>
          <QueryState query={users} loadingText={t('company.access.loading')} skeletons={[48, 48, 48]}>
            {(rows) => (
              <Table
                caption={t('company.access.caption')}
                hideCaption
                columns={columns}
                rows={rows}
                rowKey="userId"
                empty={t('company.access.empty')}
              />
            )}
          </QueryState>
        </Card>
        {mayAdd ? (
          <>
            <Card
              title={t('company.access.potential.title')}
              description={t('company.access.potential.description')}
            >
              <QueryState
                query={potential}
                loadingText={t('company.access.loading')}
                skeletons={[48]}
                explainFailure={false}
              >
                {(people) =>
                  people.length === 0 ? (
                    <p className={styles.muted}>{t('company.access.potential.empty')}</p>
                  ) : (
                    <ul className={styles.potential}>
                      {people.map((person) => (
                        <li key={person.representativeId} className={styles.person}>
                          <span className={styles.personText}>
                            <span className={styles.name}>{person.name}</span>
                            <span className={styles.muted}>{person.email}</span>
                          </span>
                          <Button
                            variant="secondary"
                            size="sm"
                            disabled={options.length === 0}
                            onClick={() => {
                              setFeedback(null);
                              setGiving(person);
                            }}
                          >
                            {t('company.access.potential.give')}
                            <VisuallyHidden> {person.name}</VisuallyHidden>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )
                }
              </QueryState>
            </Card>
            <AddUserForm
              rights={options}
              onAdded={(name, email, answer) => added(name, email, answer, false)}
            />
          </>
        ) : null}
      </div>
      {removing ? (
        <RemoveUserDialog
          user={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(name) => {
            setRemoving(null);
            setFeedback({
              tone: 'success',
              text: t('company.access.removeDialog.done', { name }),
              focus: true,
            });
          }}
        />
      ) : null}
      {giving ? (
        <GiveAccessDialog
          person={giving}
          rights={options}
          onClose={() => setGiving(null)}
          onAdded={(answer) => {
            const person = giving;
            setGiving(null);
            added(person.name, person.email, answer, true);
          }}
        />
      ) : null}
    </PageLayout>
  );
}
