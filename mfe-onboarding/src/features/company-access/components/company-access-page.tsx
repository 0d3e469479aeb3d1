import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  AccessRightOption,
  AddCompanyUserResponse,
  CompanyUser,
  PotentialUser,
} from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import {
  Alert,
  Button,
  Card,
  Dialog,
  PageLayout,
  Select,
  Table,
  TextField,
  VisuallyHidden,
  type TableColumn,
} from '@portal/ui/components';
import { useAccessRights } from '../api/access-rights';
import { useAddCompanyUser } from '../api/add-company-user';
import { useChangeCompanyUserRight } from '../api/change-company-user-right';
import { useCompanyUsers } from '../api/company-users';
import { usePotentialUsers } from '../api/potential-users';
import { useRemoveCompanyUser } from '../api/remove-company-user';
import { QueryState } from '../../../shared/query-state';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import styles from './company-access.module.css';

/** An access right's name in the page's language (spec 03 §6); the server's name for one the page does not know. */
const rightName = (t: TFunction, id: number, rights: readonly AccessRightOption[] = []) =>
  t(`company.rights.${id}`, { defaultValue: rights.find((right) => right.id === id)?.name ?? String(id) });

const nameOf = (user: Pick<CompanyUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;

const rightOptions = (t: TFunction, rights: readonly AccessRightOption[]) =>
  rights.map((right) => ({ value: String(right.id), label: rightName(t, right.id, rights) }));

/** What the last change did: a polite status, or an alert when it failed; `focus` when its control went away. */
type Feedback = { tone: 'success' | 'error'; text: string; focus: boolean } | null;

/** Asks before taking a user's access; the owner is never offered, and refused here too (spec 03 §6). */
function RemoveUserDialog({
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
function GiveAccessDialog({
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

interface AddUserValues {
  email: string;
  firstName: string;
  lastName: string;
  accessRights: string;
}
const ADD_USER_FIELDS = ['email', 'firstName', 'lastName', 'accessRights'] as const;

/** Adds a person by e-mail, first and last name and right; a new login is e-mailed an invitation. */
function AddUserForm({
  rights,
  onAdded,
}: {
  rights: readonly AccessRightOption[];
  onAdded: (name: string, email: string, answer: AddCompanyUserResponse) => void;
}) {
  const { t } = useTranslation('onboarding');
  const add = useAddCompanyUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const label = (key: string) => t(`company.access.add.${key}`);
  const form = useFormik<AddUserValues>({
    initialValues: { email: '', firstName: '', lastName: '', accessRights: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof AddUserValues, string>> = {};
      if (!values.email.trim()) errors.email = label('required');
      else if (!isEmail(values.email)) errors.email = label('invalidEmail');
      if (!values.firstName.trim()) errors.firstName = label('required');
      if (!values.lastName.trim()) errors.lastName = label('required');
      if (values.accessRights === '') errors.accessRights = label('rightRequired');
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setRefused([]);
      const request = {
        kind: 'personal' as const,
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        accessRights: Number(values.accessRights),
      };
      try {
        const answer = await add.mutateAsync(request);
        helpers.resetForm();
        onAdded(`${request.firstName} ${request.lastName}`, request.email, answer);
      } catch (error) {
        const lines = failureLines(error, t);
        const left = lines.filter((line) => !ADD_USER_FIELDS.some((field) => line.startsWith(`${field}:`)));
        for (const field of ADD_USER_FIELDS) {
          const text = lineFor(lines, field);
          if (text) helpers.setFieldError(field, text);
        }
        setRefused(left.length > 0 ? left : lines.map((line) => line.replace(/^\w+:\s*/, '')));
        // A field the server refused takes the focus once it shows its error.
        setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      }
    },
  });

  // After a submit that found problems, the first invalid field takes the focus (DESIGN §4).
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.isSubmitting || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isValidating, form.isSubmitting, form.errors]);

  const shown = (field: keyof AddUserValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const problems =
    refused.length > 0
      ? refused
      : form.submitCount > 0
        ? ADD_USER_FIELDS.flatMap((field) => {
            const error = form.errors[field];
            return error ? [`${label(field === 'accessRights' ? 'right' : field)}: ${error}`] : [];
          })
        : [];
  return (
    <Card title={label('title')} description={label('description')}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
        <TextField
          label={label('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...form.getFieldProps('email')}
          error={shown('email')}
        />
        <div className={styles.pair}>
          <TextField
            label={label('firstName')}
            autoComplete="off"
            maxLength={100}
            {...form.getFieldProps('firstName')}
            error={shown('firstName')}
          />
          <TextField
            label={label('lastName')}
            autoComplete="off"
            maxLength={100}
            {...form.getFieldProps('lastName')}
            error={shown('lastName')}
          />
        </div>
        <Select
          label={label('right')}
          placeholder={label('chooseRight')}
          options={rightOptions(t, rights)}
          {...form.getFieldProps('accessRights')}
          error={shown('accessRights')}
        />
        {problems.length > 0 ? (
          <Alert tone="error" title={label('errorsTitle')}>
            <ul className={styles.errorList}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={form.isSubmitting}>
            {label('submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

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
