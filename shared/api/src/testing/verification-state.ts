import type { VerificationStateResponse } from '../catalogue/verification';

/**
 * A verified personal customer with nothing to do (spec 03 §4): a test changes the one thing it is about. Shared by
 * the rules' tests, the shell's banner and the onboarding pages.
 */
export function verificationState(
  changes: Partial<VerificationStateResponse> = {},
): VerificationStateResponse {
  return {
    verified: true,
    limited: false,
    identity: {
      status: 'validated',
      documents: [],
      videoIdentity: { status: 'none' },
      proofOfResidence: { status: 'notRequired' },
    },
    addresses: [{ addressId: 1, flagged: false }],
    phoneConfirmed: true,
    taxDocuments: {
      w9FormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'notRequired',
      taxResidencySelfCertificationDocumentStatus: 'notRequired',
      w8BenFormDocumentStatus: 'notRequired',
    },
    duplicateDocuments: false,
    duplicateDocumentsUploaded: false,
    documentsPending: false,
    limitDocumentsUploaded: false,
    limitDocumentsPending: false,
    dueDiligenceLevel: 2,
    ...changes,
  };
}

/** Kai's state (the seeded KYC customer): unverified, identity missing, the address flagged. */
export const unverifiedState = (
  changes: Partial<VerificationStateResponse> = {},
): VerificationStateResponse =>
  verificationState({
    verified: false,
    identity: { ...verificationState().identity, status: 'missing' },
    addresses: [{ addressId: 1, flagged: true }],
    dueDiligenceLevel: 0,
    ...changes,
  });
