import type { Language } from '@portal/i18n/i18n';

/** The namespace of the approval popups' texts, loaded with the signed-in chunk (not on the sign-in page). */
export const APPROVALS_NAMESPACE = 'shellApprovals';

export const loadApprovalTexts = (language: Language) => import(`../locales/approvals/${language}.ts`);

/** The verification warning's texts (namespace `shellVerification`), loaded with the first status, not before. */
export const VERIFICATION_NAMESPACE = 'shellVerification';

export const loadVerificationTexts = (language: Language) => import(`../locales/verification/${language}.ts`);
