import type { MethodName } from '@portal/api/catalogue';
import { transferCapabilities, type TransferCapabilities } from '@portal/api/transfers';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';

export type QuickActionKey = 'send' | 'addMoney' | 'exchange' | 'cards';

interface QuickActionRule {
  key: QuickActionKey;
  path: string;
  /** The operation the page is made of (the access policy, issue 22), as the main menu asks. */
  needs: MethodName;
  /** The capability group that allows it (spec 02 §6), as the main menu asks (shell/src/layout/menu.tsx). */
  shownWhen?: (capabilities: TransferCapabilities) => boolean;
}

/** The home's quick actions in order, each by the same rule as its main-menu entry. */
const QUICK_ACTIONS: readonly QuickActionRule[] = [
  {
    key: 'send',
    path: '/transfer/p2p',
    needs: 'transferP2p',
    shownWhen: (capabilities) => capabilities.otherPersons.includes('p2p'),
  },
  { key: 'addMoney', path: '/receive', needs: 'createReceiveLink' },
  {
    key: 'exchange',
    path: '/transfer/account',
    needs: 'transferBetweenAccounts',
    shownWhen: (capabilities) => capabilities.ownAccounts.includes('betweenAccounts'),
  },
  { key: 'cards', path: '/cards', needs: 'balanceInquiry' },
];

/** The quick actions this user may take (spec 02 §6 capability groups, spec 01 §6 access); none unknown. */
export function quickActionsFor(user: UserState | null): { key: QuickActionKey; path: string }[] {
  if (!user) return [];
  const capabilities = transferCapabilities({
    customerType: user.customerType,
    // A session restored from before the field existed has no right: a personal user's own is full access.
    accessRight: user.accessRight ?? 2,
    permissions: user.permissions,
  });
  return QUICK_ACTIONS.filter(
    (action) => mayCall(user, action.needs) && (!action.shownWhen || action.shownWhen(capabilities)),
  ).map(({ key, path }) => ({ key, path }));
}
