import { useTranslation } from 'react-i18next';
import type { VerificationStateResponse } from '@portal/api/catalogue';
import {
  accountStatus,
  requiredActions,
  statusWarns,
  type AccountStatus,
  type RequiredAction,
} from '@portal/api/verification';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert } from '@portal/ui/components';
import styles from './verification.module.css';

/** The account status and required actions of spec 03 §4, from the same rules the shell's banner uses. */
export function useAccountStatus(state: VerificationStateResponse | undefined): {
  status: AccountStatus;
  actions: RequiredAction[];
} | null {
  const user = useSubject(user$);
  if (!state || !user) return null;
  const subject = {
    customerType: user.customerType,
    representative: user.isRepresentative,
    isNeedKyc: user.isNeedKyc,
    isNeedPersonalInfoUpdate: user.isNeedPersonalInfoUpdate,
  };
  return { status: accountStatus(subject, state), actions: requiredActions(subject, state) };
}

/** The status as a panel: its title, and the things left to do as a list. */
export function StatusSummary({
  status,
  actions,
}: {
  status: AccountStatus;
  actions: readonly RequiredAction[];
}) {
  const { t } = useTranslation('onboarding');
  const tone = status === 'checked' ? 'success' : statusWarns(status) ? 'warning' : 'info';
  return (
    <Alert tone={tone} title={t(`verification.status.title.${status}`)}>
      {actions.length > 0 ? (
        <>
          <p>{t('verification.status.actions', { count: actions.length })}</p>
          <ul className={styles.actionList}>
            {actions.map((action) => (
              <li key={action}>{t(`verification.status.action.${action}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
