import type { ReactNode } from 'react';
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
 * §6): the pages hide what would only be refused, and this says who can do it instead. `pending` while the line's
 * texts are on their way: the layout keeps the page out of view until then, since a line that arrived above a page
 * already shown would push it down under the customer's finger (a representative's "Go to your accounts" moved
 * 45 px as it was clicked, and the click fell on the page's description). The same for support's acting banner.
 */
export function useAccessNotice(user: UserState | null): { line: ReactNode; pending: boolean } {
  const limit = accessLimitOf(user);
  // Support acting as the customer has the banner above the page, from the same texts (ActingBanner).
  const wanted = limit !== null || Boolean(user?.supportActing);
  const t = useAccessTexts(wanted);
  if (wanted && !t) return { line: null, pending: true };
  if (!user || !limit || !t) return { line: null, pending: false };
  const company = user.businessName ?? `${user.firstName} ${user.lastName}`;
  return {
    line: (
      <p className={styles.accessNotice} data-testid="access-notice">
        {t(`access.${limit}`, { company })}
      </p>
    ),
    pending: false,
  };
}
