import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import { useAccessTexts } from './access-texts';
import styles from './layouts.module.css';

/** What the user's access to the customer they act for leaves out, named by the line that says so. */
export type AccessLimit = 'readOnly' | 'readOnlyNoBalances' | 'transfersOnly' | 'noBalances';

/**
 * Why the portal shows fewer actions than usual (issue 22), read from the same declarations the sandbox enforces:
 * settings, accounts and cards (`addCurrency` stands for them), money (`transferP2p`) and balances
 * (`balanceInquiry`). Null when nothing is left out, and for support acting as the customer, whose header says
 * so itself.
 */
export function accessLimitOf(user: UserState | null): AccessLimit | null {
  if (!user || user.supportActing) return null;
  const changes = mayCall(user, 'addCurrency');
  const balances = mayCall(user, 'balanceInquiry');
  if (!balances) return changes ? 'noBalances' : 'readOnlyNoBalances';
  if (changes) return null;
  return mayCall(user, 'transferP2p') ? 'transfersOnly' : 'readOnly';
}

/**
 * The one line above every page that says why write actions or figures are missing (spec 01 §3 and §6, spec 02
 * §6): the pages hide what would only be refused, and this says who can do it instead.
 */
export function AccessNotice({ user }: { user: UserState | null }) {
  const limit = accessLimitOf(user);
  const t = useAccessTexts(limit !== null);
  if (!user || !limit || !t) return null;
  const company = user.businessName ?? `${user.firstName} ${user.lastName}`;
  return (
    <p className={styles.accessNotice} data-testid="access-notice">
      {t(`access.${limit}`, { company })}
    </p>
  );
}
