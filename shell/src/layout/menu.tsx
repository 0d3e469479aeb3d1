import { contractsRefusal, type ApprovalCountsResponse } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import type { RemoteName } from '../app/route-table';
import { userCapabilities } from '../approvals/approval-counts';
import type { MenuItem } from './main-layout';
import { type MenuEntry, MENU } from './menu-entries';

/**
 * The entries this user sees: owned by a deployed remote, admin entries for admins, transfer entries by the
 * capability groups (spec 02 §6), and only pages whose operation the user may call (issue 22: a representative
 * has no cards, history or statements, a read-only user no receive links); Approvals carries the two counters
 * (spec 02 §5), each hidden at 0.
 */
export function mainMenu({
  user,
  deployed,
  approvalCounts,
  companyAttention = false,
  profileAttention = false,
  supportUnread = 0,
  contractsEnable = false,
  contractStats = null,
}: {
  user: UserState | null;
  deployed: ReadonlySet<RemoteName>;
  approvalCounts: ApprovalCountsResponse | null;
  companyAttention?: boolean;
  profileAttention?: boolean;
  /** How many tickets have news the customer has not read (`GET zoho/tickets/stats`). */
  supportUnread?: number;
  /** The brand's smart contracts feature (spec 03 §2). */
  contractsEnable?: boolean;
  /** `GET /contract/stats`: requests waiting for the customer and active contracts. */
  contractStats?: { requests: number; active: number } | null;
}): MenuItem[] {
  // The user's capability groups (spec 02 §6) decide the transfer entries; none without a user.
  const capabilities = userCapabilities(user);
  const shown = (entry: MenuEntry) =>
    deployed.has(entry.remote) &&
    (!entry.adminOnly || user?.isAdmin === true) &&
    // A representative works with the company's documents only (spec 03 §6): no company pages.
    (!entry.businessOnly || (user?.customerType === 1 && !user.isRepresentative)) &&
    // spec 03 §2: the one rule the contract routes and the contract service ask too (issue 47 item 4).
    (!entry.contracts ||
      (user !== null &&
        contractsRefusal({ contractsEnable, customerType: user.customerType, verified: user.verified }) ===
          null)) &&
    (!entry.needs || mayCall(user, entry.needs)) &&
    (!entry.permission || user?.permissions[entry.permission] === true) &&
    (!entry.shownWhen || (capabilities !== undefined && entry.shownWhen(capabilities)));
  return MENU.filter(shown).map((entry) => ({
    path: entry.path,
    labelKey: entry.labelKey,
    icon: entry.icon,
    ...(entry.companyAttention && companyAttention ? { attentionKey: 'menu.companyAttention' } : {}),
    ...(entry.profileAttention && profileAttention ? { attentionKey: 'menu.companyAttention' } : {}),
    ...(entry.children?.some(shown)
      ? {
          children: entry.children
            .filter(shown)
            .map((child) => ({ path: child.path, labelKey: child.labelKey, icon: null })),
        }
      : {}),
    ...(entry.supportBadge ? { badges: [{ count: supportUnread, labelKey: 'menu.badges.unread' }] } : {}),
    ...(entry.contracts && contractStats
      ? {
          badges: [
            contractStats.requests > 0
              ? {
                  count: contractStats.requests,
                  labelKey: 'menu.badges.contractRequests',
                  tone: 'danger' as const,
                }
              : {
                  count: contractStats.active,
                  labelKey: 'menu.badges.activeContracts',
                  tone: 'info' as const,
                },
          ],
        }
      : {}),
    ...(entry.approvalBadges && approvalCounts
      ? {
          badges: [
            { count: approvalCounts.transactionRequestCount, labelKey: 'menu.badges.payments' },
            { count: approvalCounts.massTransactionRequestCount, labelKey: 'menu.badges.batches' },
          ],
        }
      : {}),
  }));
}
