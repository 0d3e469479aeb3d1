/**
 * The account status and the required actions (spec 03 §4 "Account status", "Required-action count", "Loading after a
 * status is set"; issue 30 item 1), computed in one place for the shell (the warning banner, the highlighted profile
 * item) and the onboarding area (the KYC, unverified and limited pages).
 */
import type { IdentityStatus, VerificationStateResponse, VerificationStatus } from './catalogue/verification';

/** The statuses of spec 03 §4, in the order they are tried. */
export const ACCOUNT_STATUSES = [
  'checked',
  'limited',
  'processing',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'cardDocumentRequired',
  'requiredActions',
  'unverified',
  'verificationProcessing',
  'finalReview',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The actions counted (spec 03 §4 "Required-action count"), one each. */
export const REQUIRED_ACTIONS = [
  'fatca',
  'address',
  'proofOfResidence',
  'identity',
  'phone',
  'videoIdentity',
] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/** spec 03 §4 rule 4: "Some card document required. The flag is always false." */
export const CARD_DOCUMENT_REQUIRED = false;

/** The statuses that show the warning banner (spec 03 §4). */
export const WARNED_STATUSES: ReadonlySet<AccountStatus> = new Set([
  'limited',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'unverified',
  'requiredActions',
  'cardDocumentRequired',
]);

const PROOF_OF_RESIDENCE_ACTION: ReadonlySet<VerificationStatus> = new Set([
  'expiredSoon',
  'none',
  'rejected',
]);
const IDENTITY_ACTION: ReadonlySet<IdentityStatus> = new Set([
  'missing',
  'nameMismatch',
  'rejected',
  'canceled',
]);
const FATCA_ACTION: ReadonlySet<VerificationStatus> = new Set(['none', 'rejected']);

/** What the rules read of the user (spec 03 §3 "User state relevant here"). */
export interface VerificationUser {
  /** 0 personal, 1 business. */
  customerType: number;
  /** A representative (accessList lacks balanceInfo): always checked (spec 03 §6). */
  representative: boolean;
  isNeedKyc?: boolean;
  isNeedPersonalInfoUpdate?: boolean;
}

/** The required actions, in the spec's order (spec 03 §4 "Required-action count"). */
export function requiredActions(user: VerificationUser, state: VerificationStateResponse): RequiredAction[] {
  const actions: RequiredAction[] = [];
  const taxStatuses = Object.values(state.taxDocuments);
  if (user.customerType === 0 && taxStatuses.some((status) => FATCA_ACTION.has(status)))
    actions.push('fatca');
  if (state.addresses.length === 0 || state.addresses.some((address) => address.flagged))
    actions.push('address');
  if (PROOF_OF_RESIDENCE_ACTION.has(state.identity.proofOfResidence.status)) actions.push('proofOfResidence');
  if (IDENTITY_ACTION.has(state.identity.status)) actions.push('identity');
  if (!state.phoneConfirmed) actions.push('phone');
  if (state.identity.videoIdentity.status === 'rejected') actions.push('videoIdentity');
  return actions;
}

/** The account status, first match wins (spec 03 §4 "Account status", rules 1–7). */
export function accountStatus(user: VerificationUser, state: VerificationStateResponse): AccountStatus {
  // 1. A representative is always treated as checked.
  if (user.representative) return 'checked';
  // 2. Limited: processing once every limit document is uploaded and none is pending.
  if (state.limited)
    return state.limitDocumentsUploaded && !state.limitDocumentsPending ? 'processing' : 'limited';
  // 3. Duplicate documents, or duplicate documents uploaded.
  if (state.duplicateDocuments) return 'duplicateDocuments';
  if (state.duplicateDocumentsUploaded) return 'duplicateDocumentsUploaded';
  // 4. A card document required (always false).
  if (CARD_DOCUMENT_REQUIRED) return 'cardDocumentRequired';
  // 5. Required actions.
  if (requiredActions(user, state).length > 0) return 'requiredActions';
  // 6. Unverified.
  if (!state.verified) {
    if (state.limitDocumentsUploaded) return 'processing';
    if (user.isNeedKyc || user.isNeedPersonalInfoUpdate) return 'unverified';
    if (state.documentsPending) return 'verificationProcessing';
    return user.customerType === 1 ? 'checked' : 'finalReview';
  }
  // 7. Otherwise checked.
  return 'checked';
}

/** Whether the status shows the warning banner (spec 03 §4). */
export const statusWarns = (status: AccountStatus): boolean => WARNED_STATUSES.has(status);

/** Due-diligence levels that load the extra info (spec 03 §4, §9). */
export const DUE_DILIGENCE_INFO_LEVELS: readonly number[] = [1, 4];

/** What is loaded once the status is known (spec 03 §4 "Loading after a status is set"). */
export function loadsAfterStatus(
  user: VerificationUser,
  state: Pick<VerificationStateResponse, 'limited' | 'dueDiligenceLevel'>,
): { kycData: boolean; kycRequest: boolean; dueDiligenceInfo: boolean; limitReasons: boolean } {
  return {
    kycData: Boolean(user.isNeedKyc || user.isNeedPersonalInfoUpdate),
    kycRequest: Boolean(user.isNeedPersonalInfoUpdate),
    dueDiligenceInfo: DUE_DILIGENCE_INFO_LEVELS.includes(state.dueDiligenceLevel),
    limitReasons: state.limited,
  };
}

/** The profile item is highlighted when required actions exist (spec 03 §2 "Menu rules"). */
export function profileNeedsAttention(user: VerificationUser, state: VerificationStateResponse): boolean {
  return !user.representative && requiredActions(user, state).length > 0;
}
