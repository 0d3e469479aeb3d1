import type { ReactNode } from 'react';
import { EXTERNAL_TRANSFER_TYPES, type MethodName, type PermissionFlag } from '@portal/api/catalogue';
import type { TransferCapabilities } from '@portal/api/transfers';
import type { RemoteName } from '../app/route-table';
import type { MenuItem } from './main-layout';

/** A menu entry and what decides whether the user sees it. */
export interface MenuEntry extends MenuItem {
  /** The remote that owns the page: without it deployed the entry is hidden. */
  remote: RemoteName;
  adminOnly?: boolean;
  /** Shown only when the user's transfer capability groups allow it (spec 02 §6). */
  shownWhen?: (capabilities: TransferCapabilities) => boolean;
  /** Shown only when the customer has this permission flag (spec 02 §6: requestMoney shows the invoices). */
  permission?: PermissionFlag;
  /** Carries the company's two approval counters (spec 02 §3 "Counters", §5). */
  approvalBadges?: boolean;
  /** Carries the number of support tickets with unread news (spec 03 §3 "Ticket stats hold unreadTicketNumbers"). */
  supportBadge?: boolean;
  /**
   * Smart contracts (spec 03 §2): only for verified users with the brand's `contractsEnable` (and, contracts being
   * between companies, business users); a red badge of requests, else a blue badge of active contracts.
   */
  contracts?: boolean;
  /** Business users only, not representatives (spec 03 §2 company menu, §6). */
  businessOnly?: boolean;
  /** Highlighted when the company must act (spec 03 §2, §5 "Company action is required"). */
  companyAttention?: boolean;
  /** Highlighted when the customer has required actions (spec 03 §2 "The profile item is highlighted …", §4). */
  profileAttention?: boolean;
  /**
   * The operation the page is made of: without the right to call it (the access policy, issue 22) the entry is
   * hidden rather than leading to a page that could only be refused.
   */
  needs?: MethodName;
  /** Pages under this one, listed beneath it (spec 02 §2: batch transfers under History, login history under
   * Security); each follows the same rules. */
  children?: readonly MenuEntry[];
}

/** A menu icon: 20 px line drawing in the text colour. */
const icon = (drawing: ReactNode) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    {drawing}
  </svg>
);

/** The main menu in order; transfer entries sit after the cards. */
export const MENU: readonly MenuEntry[] = [
  {
    path: '/home',
    labelKey: 'menu.home',
    remote: 'mfe_accounts',
    icon: icon(
      <>
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </>,
    ),
  },
  {
    path: '/cards',
    needs: 'balanceInquiry',
    labelKey: 'menu.cards',
    remote: 'mfe_accounts',
    icon: icon(
      <>
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20M6 15h3" />
      </>,
    ),
  },
  {
    path: '/transfer/account',
    needs: 'transferBetweenAccounts',
    labelKey: 'menu.transferAccount',
    remote: 'mfe_transfers',
    shownWhen: (capabilities) => capabilities.ownAccounts.includes('betweenAccounts'),
    icon: icon(
      <>
        <path d="M4 8h14l-3-3M20 16H6l3 3" />
      </>,
    ),
  },
  {
    path: '/transfer/p2p',
    needs: 'transferP2p',
    labelKey: 'menu.transferP2p',
    remote: 'mfe_transfers',
    shownWhen: (capabilities) => capabilities.otherPersons.includes('p2p'),
    icon: icon(
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M3 20a6 6 0 0 1 12 0M16 11h6M19 8l3 3-3 3" />
      </>,
    ),
  },
  {
    path: '/transfer/external',
    needs: 'transferExternal',
    labelKey: 'menu.transferExternal',
    remote: 'mfe_transfers',
    shownWhen: (capabilities) =>
      [...capabilities.ownAccounts, ...capabilities.otherPersons].some((type) =>
        (EXTERNAL_TRANSFER_TYPES as readonly string[]).includes(type),
      ),
    icon: icon(
      <>
        <path d="M3 10h18L12 4zM5 10v8M10 10v8M14 10v8M19 10v8M3 20h18" />
      </>,
    ),
  },
  {
    // spec 02 §6 "Mass": shown when the user has any mass kind; the page offers the tabs of those kinds.
    path: '/transfer/mass',
    needs: 'transferMass',
    labelKey: 'menu.transferMass',
    remote: 'mfe_transfers',
    shownWhen: (capabilities) => capabilities.mass.length > 0,
    icon: icon(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M3 9h18M3 14h18M9 9v11" />
      </>,
    ),
  },
  {
    path: '/transfer/approved',
    needs: 'getApprovalRequests',
    labelKey: 'menu.approvals',
    remote: 'mfe_transfers',
    shownWhen: (capabilities) => capabilities.approves,
    approvalBadges: true,
    icon: icon(
      <>
        <path d="M9 4h6v3H9zM7 5.5H5v15h14v-15h-2" />
        <path d="m8.5 13.5 2.5 2.5 4.5-5" />
      </>,
    ),
  },
  {
    // spec 03 §1 lists it with the profile and settings pages; it is a money page, so it sits with the transfers.
    path: '/transfer/preapproved-payments',
    needs: 'getStandingPayments',
    labelKey: 'menu.standingPayments',
    remote: 'mfe_transfers',
    icon: icon(
      <>
        <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3" />
        <path d="M18 3v4h-4M6 21v-4h4" />
      </>,
    ),
  },
  {
    // spec 02 §2, §6: the invoices menu only with the requestMoney permission.
    path: '/transfer/invoices',
    needs: 'getReceivedInvoices',
    labelKey: 'menu.invoices',
    remote: 'mfe_transfers',
    permission: 'requestMoney',
    icon: icon(
      <>
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
        <path d="M9 8h6M9 12h6M9 16h3" />
      </>,
    ),
  },
  {
    path: '/history',
    needs: 'getTransactionHistory',
    labelKey: 'menu.history',
    remote: 'mfe_accounts',
    children: [
      {
        path: '/history/batch-transfers',
        needs: 'getBatchTransfers',
        labelKey: 'menu.batchTransfers',
        remote: 'mfe_accounts',
        icon: null,
      },
    ],
    icon: icon(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>,
    ),
  },
  {
    path: '/statements',
    needs: 'getStatementExports',
    labelKey: 'menu.statements',
    remote: 'mfe_accounts',
    icon: icon(
      <>
        <path d="M6 3h9l4 4v14H6z" />
        <path d="M9 12h7M9 16h7M14 3v5h5" />
      </>,
    ),
  },
  {
    path: '/receive',
    needs: 'createReceiveLink',
    labelKey: 'menu.receive',
    remote: 'mfe_accounts',
    icon: icon(
      <>
        <path d="M12 4v12M6 10l6 6 6-6M5 20h14" />
      </>,
    ),
  },
  {
    path: '/news',
    labelKey: 'menu.news',
    remote: 'mfe_accounts',
    icon: icon(
      <>
        <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
        <path d="M17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />
      </>,
    ),
  },
  {
    // spec 03 §2 "Support: messages" (mfe-support, issue 31): the tickets, with the unread ones counted
    path: '/messages',
    labelKey: 'menu.messages',
    remote: 'mfe_support',
    supportBadge: true,
    icon: icon(
      <>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M8 9h8M8 12h5" />
      </>,
    ),
  },
  {
    // spec 03 §2 "Profile and settings menu: … /revenue-split (smart contracts)" (mfe-contracts, issue 32)
    path: '/revenue-split',
    labelKey: 'menu.contracts',
    remote: 'mfe_contracts',
    contracts: true,
    icon: icon(
      <>
        <path d="M7 3h8l4 4v14H7z" />
        <path d="M10 12h6M10 16h4M15 3v4h4" />
        <path d="M3 8v10" />
      </>,
    ),
  },
  {
    // spec 03 §2 "Profile and settings menu": the customer's details, e-mails, phones and addresses (mfe-onboarding)
    path: '/profile',
    needs: 'getProfile',
    labelKey: 'menu.profile',
    remote: 'mfe_onboarding',
    profileAttention: true,
    icon: icon(
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </>,
    ),
  },
  {
    path: '/setting',
    labelKey: 'menu.security',
    remote: 'mfe_auth',
    children: [
      {
        path: '/login-history',
        needs: 'getLoginHistory',
        labelKey: 'menu.loginHistory',
        remote: 'mfe_auth',
        icon: null,
      },
      {
        path: '/payout-blacklist',
        needs: 'getPayoutBlacklist',
        labelKey: 'menu.payoutBlacklist',
        remote: 'mfe_transfers',
        icon: null,
      },
      {
        // spec 03 §2 "Profile and settings menu": the user's own notification settings (mfe-onboarding)
        path: '/profile/notifications',
        needs: 'getNotificationSettings',
        labelKey: 'menu.notifications',
        remote: 'mfe_onboarding',
        icon: null,
      },
    ],
    icon: icon(
      <>
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </>,
    ),
  },
  {
    // spec 03 §2 "Profile and settings menu": the customer's agreements and policies (mfe-onboarding)
    path: '/legal',
    needs: 'getLegalInfo',
    labelKey: 'menu.legal',
    remote: 'mfe_onboarding',
    icon: icon(
      <>
        <path d="M12 3v18M5 21h14M4 7h16" />
        <path d="m7 7-3 7a3 3 0 0 0 6 0zM17 7l-3 7a3 3 0 0 0 6 0z" />
      </>,
    ),
  },
  {
    // spec 03 §2 "Company menu": the company's details, its users and its payment e-mails (mfe-onboarding).
    path: '/company',
    needs: 'getBusinessInfo',
    labelKey: 'menu.company',
    remote: 'mfe_onboarding',
    businessOnly: true,
    companyAttention: true,
    children: [
      {
        path: '/company-access',
        needs: 'getCompanyUsers',
        labelKey: 'menu.companyAccess',
        remote: 'mfe_onboarding',
        icon: null,
      },
      {
        path: '/company-emails',
        needs: 'getEmails',
        labelKey: 'menu.companyEmails',
        remote: 'mfe_onboarding',
        icon: null,
      },
      {
        // spec 03 §2 "Company menu: … /merchant (merchant services)" (mfe-merchant, issue 33)
        path: '/merchant',
        needs: 'getSavedButtons',
        labelKey: 'menu.merchant',
        remote: 'mfe_merchant',
        icon: null,
      },
    ],
    icon: icon(
      <>
        <path d="M4 21V5l8-2v18M12 8h8v13M3 21h18" />
        <path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
      </>,
    ),
  },
  {
    path: '/admin-overview',
    labelKey: 'menu.admin',
    remote: 'mfe_auth',
    adminOnly: true,
    icon: icon(
      <>
        <circle cx="11" cy="11" r="6" />
        <path d="m20 20-4.5-4.5" />
      </>,
    ),
  },
];
