import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsernameChange } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { intlLocale } from '@portal/i18n/i18n';
import { Alert, Button, Card, Skeleton, Table, type TableColumn } from '@portal/ui/components';
import { useRequestUsernameChange, useUsernameChanges } from '../api/username-changes';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { EmailAddressForm } from './email-address-form';
import { focusFirstInvalid, type FeedbackActions } from './feedback';
import styles from './profile.module.css';

/**
 * The signed-in user's sign-in e-mail and their requests to change it (spec 03 §3 "A username change request holds
 * requestId, desiredUsername, logs and status (default active)"), with each request's history.
 */
export function UsernameSection({
  login,
  mayChange,
  feedback,
}: {
  login: string;
  mayChange: boolean;
  feedback: FeedbackActions;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const requests = useUsernameChanges();
  const request = useRequestUsernameChange();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string[]>([]);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const submit = async () => {
    setRefused([]);
    const email = value.trim();
    const problem = !email
      ? t('profile.errors.required')
      : !isEmail(email)
        ? t('profile.errors.email')
        : undefined;
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    try {
      const sent = await request.mutateAsync(email);
      setValue('');
      feedback.say(t('profile.username.requested', { email: sent.desiredUsername }), false);
    } catch (failure) {
      const lines = failureLines(failure, t);
      const atField = lineFor(lines, 'desiredUsername');
      setError(atField);
      setRefused(atField ? [atField] : lines);
      focusFirstInvalid(formRef.current);
    }
  };

  const columns: TableColumn<UsernameChange>[] = [
    {
      key: 'desiredUsername',
      header: t('profile.username.desired'),
      phone: 'primary',
      render: (row) => <span className={styles.wrap}>{row.desiredUsername}</span>,
    },
    {
      key: 'createdAt',
      header: t('profile.username.date'),
      phone: 'secondary',
      render: (row) => date(row.createdAt),
    },
    {
      key: 'status',
      header: t('profile.username.status'),
      phone: 'status',
      render: (row) => t(`profile.username.statuses.${row.status}`),
    },
    {
      key: 'logs',
      header: t('profile.username.log'),
      phone: 'secondary',
      render: (row) => (
        <ul className={styles.log}>
          {row.logs.map((log) => (
            <li key={`${log.date}-${log.status}`}>
              {date(log.date)}: {t(`profile.username.statuses.${log.status}`)}. {log.message}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const problems = refused.length > 0 ? refused : error ? [error] : [];

  return (
    <Card title={t('profile.username.title')}>
      <div className={styles.form}>
        <p className={styles.dialogText}>{t('profile.username.current', { email: login })}</p>
        {mayChange ? (
          <EmailAddressForm
            formRef={formRef}
            label={t('profile.username.label')}
            hint={t('profile.username.hint')}
            submitLabel={t('profile.username.submit')}
            value={value}
            onChange={setValue}
            error={error}
            problems={problems}
            loading={request.isPending}
            onSubmit={() => void submit()}
          />
        ) : null}
        {requests.isPending ? (
          <Skeleton height={48} />
        ) : requests.isError ? (
          <Alert tone="error" title={t('loadFailed')}>
            <Button variant="secondary" size="sm" onClick={() => void requests.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <Table
            caption={t('profile.username.history')}
            columns={columns}
            rows={requests.data}
            rowKey="requestId"
            empty={t('profile.username.empty')}
          />
        )}
      </div>
    </Card>
  );
}
