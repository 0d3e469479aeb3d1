/**
 * Who may call an operation of the method API: one policy, declared per operation in the catalogue
 * (methods.ts) and enforced by the sandbox before any handler runs; the portal reads the same declarations to
 * hide what a user may not do. The rules (issue 22, spec 01 §3 and §6, spec 02 §6):
 * - access rights 0 no access, 1 read, 2 full access, 3 initiate, 4 confirmed, 5 uploading;
 * - balances, amounts and balance-derived figures only with `balanceInfo` in the user's access list (a user
 *   without it is a representative: company documents only);
 * - an administrator acting as a customer reads what the customer reads and does the admin operations (documents,
 *   protective card actions), never receives a secret and never changes credentials, security settings, money,
 *   accounts or tax data.
 */

/** What an operation needs of the caller's relation to the customer it acts for. */
export type RequiredRight =
  /** Anyone, signed in or not (spec 01 §7 "Public (no login)"). */
  | 'public'
  /** The signed-in user's own things (terms, password, announcements): no customer is acted for. */
  | 'self'
  /** Administrators only (spec 01 §6 admin overview). */
  | 'admin'
  /** Any right but 0. */
  | 'read'
  /** Creates money movements: 2, 3 (theirs wait for approval, spec 02 §4) and 4. */
  | 'initiate'
  /** Approves colleagues' requests: 2 and 4. */
  | 'approve'
  /** Sends batch files: 2, 3 and 5. */
  | 'upload'
  /** Settings, cards, accounts and security: 2 only. */
  | 'full';

export interface OperationAccess {
  right: RequiredRight;
  /** The answer shows balances, amounts or figures derived from them: `balanceInfo` is needed. */
  balances: boolean;
  /** An administrator acting as the customer may call it (reads, documents, pausing or blocking a card). */
  adminActing: boolean;
  /** The answer reveals a secret (PIN, full card number, CVV, codes): never to anyone but the card's users. */
  secret: boolean;
}

/** The access rights (spec 02 §6) each customer-bound requirement accepts. */
export const RIGHTS_ACCEPTED: Record<'read' | 'initiate' | 'approve' | 'upload' | 'full', readonly number[]> =
  {
    read: [1, 2, 3, 4, 5],
    initiate: [2, 3, 4],
    approve: [2, 4],
    upload: [2, 3, 5],
    full: [2],
  };

/** How the caller stands to the customer a call acts for. */
export type CallerRelation =
  | { kind: 'anonymous' }
  /** The user's own customer, or a company they were given access to. */
  | { kind: 'member'; accessRight: number; balanceInfo: boolean; isAdmin: boolean }
  /** An administrator acting as a customer they have no access of their own to (`fromCustomerId`, spec 01 §6). */
  | { kind: 'adminActing' };

export type Refusal = 'unauthenticated' | 'noAccess';

/** Why the caller may not call an operation declared so, or `null` when they may. */
export function refusalOf(access: OperationAccess, relation: CallerRelation): Refusal | null {
  if (access.right === 'public') return null;
  if (relation.kind === 'anonymous') return 'unauthenticated';
  if (relation.kind === 'adminActing') return access.adminActing && !access.secret ? null : 'noAccess';
  if (access.right === 'self') return null;
  if (access.right === 'admin') return relation.isAdmin ? null : 'noAccess';
  if (!RIGHTS_ACCEPTED[access.right].includes(relation.accessRight)) return 'noAccess';
  if (access.balances && !relation.balanceInfo) return 'noAccess';
  return null;
}

/** Reads of the customer's data without amounts. */
export const READS: OperationAccess = { right: 'read', balances: false, adminActing: true, secret: false };
/** Reads that show balances or amounts. */
export const READS_BALANCES: OperationAccess = { ...READS, balances: true };
/** Settings, accounts, cards and security changes: full access, never an administrator acting. */
export const CHANGES: OperationAccess = { right: 'full', balances: false, adminActing: false, secret: false };
/** A change an administrator may make to protect the customer (pause or block a card) or as admin work (documents). */
export const ADMIN_MAY_CHANGE: OperationAccess = { ...CHANGES, adminActing: true };
/** Reveals a secret of a card: full access, never an administrator. */
export const REVEALS_SECRET: OperationAccess = { ...CHANGES, secret: true };
/** Moves money or works with its one-time codes. */
export const MOVES_MONEY: OperationAccess = { ...CHANGES, right: 'initiate' };
/** Approves colleagues' requests. */
export const APPROVES: OperationAccess = { ...CHANGES, right: 'approve' };
/** Callable without a session. */
export const PUBLIC: OperationAccess = { right: 'public', balances: false, adminActing: true, secret: false };
/** The signed-in user's own reads. */
export const OWN_READS: OperationAccess = { ...PUBLIC, right: 'self' };
/** The signed-in user's own changes (password, terms, announcements' answers): not while acting as someone. */
export const OWN_CHANGES: OperationAccess = { ...OWN_READS, adminActing: false };
/** The admin overview. */
export const ADMIN_ONLY: OperationAccess = { ...OWN_READS, right: 'admin' };
