import { useTranslation } from 'react-i18next';
import type { CompanyEmail } from '@portal/api/catalogue';
import { Button, Table, VisuallyHidden, type TableColumn } from '@portal/ui/components';
import styles from './email-list.module.css';

/**
 * A list of e-mails (spec 03 §3 "Email", "Phone and email"): primary or secondary, confirmed or not, with the actions
 * the rules allow: an unconfirmed one is sent a code or given it, only a confirmed one can become primary, and the
 * primary one is never deleted. The profile's e-mails and the company's payment e-mails are this list; `texts` names
 * the section of the `onboarding` texts each reads (`profile.emails` or `company.emails`).
 */
export function EmailList({
  emails,
  texts,
  mayChange,
  sendingCodeTo,
  settingPrimary,
  onSendCode,
  onEnterCode,
  onMakePrimary,
  onDelete,
}: {
  emails: readonly CompanyEmail[];
  texts: 'profile.emails' | 'company.emails';
  /** The user may change the e-mails: the actions column is shown. */
  mayChange: boolean;
  /** The e-mail a code is being sent to, if any. */
  sendingCodeTo?: number;
  /** The e-mail being made primary, if any. */
  settingPrimary?: number;
  onSendCode: (email: CompanyEmail) => void;
  onEnterCode: (email: CompanyEmail) => void;
  onMakePrimary: (email: CompanyEmail) => void;
  onDelete: (email: CompanyEmail) => void;
}) {
  const { t } = useTranslation('onboarding');
  const columns: TableColumn<CompanyEmail>[] = [
    {
      key: 'emailAddress',
      header: t(`${texts}.address`),
      phone: 'primary',
      render: (email) => <span className={styles.address}>{email.emailAddress}</span>,
    },
    {
      key: 'status',
      header: t(`${texts}.kind`),
      phone: 'secondary',
      render: (email) => t(email.status === 'Primary' ? `${texts}.primary` : `${texts}.secondary`),
    },
    {
      key: 'confirmed',
      header: t(`${texts}.state`),
      phone: 'status',
      render: (email) => (
        <span className={email.confirmed ? styles.confirmed : styles.unconfirmed}>
          {t(email.confirmed ? `${texts}.confirmed` : `${texts}.notConfirmed`)}
        </span>
      ),
    },
  ];
  if (mayChange)
    columns.push({
      key: 'actions',
      header: t(`${texts}.actions`),
      phone: 'actions',
      render: (email) => {
        const named = <VisuallyHidden> {email.emailAddress}</VisuallyHidden>;
        return (
          <div className={styles.actions}>
            {!email.confirmed ? (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={sendingCodeTo === email.emailId}
                  onClick={() => onSendCode(email)}
                >
                  {t(`${texts}.sendCode`)}
                  {named}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onEnterCode(email)}>
                  {t(`${texts}.enterCode`)}
                  {named}
                </Button>
              </>
            ) : null}
            {email.confirmed && email.status !== 'Primary' ? (
              <Button
                variant="secondary"
                size="sm"
                loading={settingPrimary === email.emailId}
                onClick={() => onMakePrimary(email)}
              >
                {t(`${texts}.makePrimary`)}
                {named}
              </Button>
            ) : null}
            {email.status !== 'Primary' ? (
              <Button variant="ghost" size="sm" onClick={() => onDelete(email)}>
                {t(`${texts}.delete`)}
                {named}
              </Button>
            ) : null}
          </div>
        );
      },
    });
  return (
    <Table
      caption={t(`${texts}.caption`)}
      hideCaption
      columns={columns}
      rows={emails}
      rowKey="emailId"
      empty={t(`${texts}.empty`)}
    />
  );
}
