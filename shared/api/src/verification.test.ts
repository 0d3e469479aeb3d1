import type { VerificationStateResponse } from './catalogue/verification';
import { verificationState } from './testing/verification-state';
import {
  accountStatus,
  loadsAfterStatus,
  profileNeedsAttention,
  requiredActions,
  statusWarns,
  type VerificationUser,
} from './verification';

const clean = (changes: Partial<VerificationStateResponse> = {}) =>
  verificationState({
    taxDocuments: {
      ...verificationState().taxDocuments,
      taxResidencySelfCertificationDocumentStatus: 'validated',
    },
    ...changes,
  });
const personal: VerificationUser = { customerType: 0, representative: false };
const business: VerificationUser = { customerType: 1, representative: false };
const identity = (changes: Partial<VerificationStateResponse['identity']>) => ({
  ...clean().identity,
  ...changes,
});

describe('required actions (spec 03 §4 "Required-action count")', () => {
  it('none for a clean customer', () => {
    expect(requiredActions(personal, clean())).toEqual([]);
  });

  it('FATCA / personal only, when a tax document is none or rejected', () => {
    const taxDocuments = { ...clean().taxDocuments, w8BenFormDocumentStatus: 'none' as const };
    expect(requiredActions(personal, clean({ taxDocuments }))).toEqual(['fatca']);
    expect(requiredActions(business, clean({ taxDocuments }))).toEqual([]);
    const rejected = {
      ...clean().taxDocuments,
      taxResidencySelfCertificationDocumentStatus: 'rejected' as const,
    };
    expect(requiredActions(personal, clean({ taxDocuments: rejected }))).toEqual(['fatca']);
    const pending = { ...clean().taxDocuments, w9FormDocumentStatus: 'pending' as const };
    expect(requiredActions(personal, clean({ taxDocuments: pending }))).toEqual([]);
  });

  it('address / missing or flagged', () => {
    expect(requiredActions(personal, clean({ addresses: [] }))).toEqual(['address']);
    expect(
      requiredActions(
        personal,
        clean({
          addresses: [
            { addressId: 1, flagged: false },
            { addressId: 2, flagged: true },
          ],
        }),
      ),
    ).toEqual(['address']);
  });

  it('proof of residence / expired soon, none or rejected; pending, validated and not required are no action', () => {
    for (const status of ['expiredSoon', 'none', 'rejected'] as const)
      expect(
        requiredActions(personal, clean({ identity: identity({ proofOfResidence: { status } }) })),
      ).toEqual(['proofOfResidence']);
    for (const status of ['pending', 'validated', 'notRequired'] as const)
      expect(
        requiredActions(personal, clean({ identity: identity({ proofOfResidence: { status } }) })),
      ).toEqual([]);
  });

  it('identity / missing, name mismatch, rejected or canceled', () => {
    for (const status of ['missing', 'nameMismatch', 'rejected', 'canceled'] as const)
      expect(requiredActions(personal, clean({ identity: identity({ status }) }))).toEqual(['identity']);
    for (const status of ['pending', 'validated', 'expiredSoon'] as const)
      expect(requiredActions(personal, clean({ identity: identity({ status }) }))).toEqual([]);
  });

  it('phone unconfirmed; video identity rejected', () => {
    expect(requiredActions(personal, clean({ phoneConfirmed: false }))).toEqual(['phone']);
    expect(
      requiredActions(personal, clean({ identity: identity({ videoIdentity: { status: 'rejected' } }) })),
    ).toEqual(['videoIdentity']);
    expect(
      requiredActions(personal, clean({ identity: identity({ videoIdentity: { status: 'pending' } }) })),
    ).toEqual([]);
  });

  it('each counts one: all six at once', () => {
    const state = clean({
      taxDocuments: { ...clean().taxDocuments, w9FormDocumentStatus: 'none' },
      addresses: [],
      identity: identity({
        status: 'missing',
        proofOfResidence: { status: 'none' },
        videoIdentity: { status: 'rejected' },
      }),
      phoneConfirmed: false,
    });
    expect(requiredActions(personal, state)).toEqual([
      'fatca',
      'address',
      'proofOfResidence',
      'identity',
      'phone',
      'videoIdentity',
    ]);
  });
});

describe('account status (spec 03 §4 "Account status", first match wins)', () => {
  const all = clean({
    verified: false,
    limited: true,
    duplicateDocuments: true,
    phoneConfirmed: false,
    documentsPending: true,
  });

  it('1. a representative / checked, whatever else holds', () => {
    expect(accountStatus({ ...business, representative: true }, all)).toBe('checked');
  });

  it('2. limited / limited until every limit document is uploaded and none is pending, then processing', () => {
    expect(accountStatus(personal, all)).toBe('limited');
    expect(
      accountStatus(personal, { ...all, limitDocumentsUploaded: true, limitDocumentsPending: true }),
    ).toBe('limited');
    expect(accountStatus(personal, { ...all, limitDocumentsUploaded: true })).toBe('processing');
  });

  it('3. duplicate documents, or duplicate documents uploaded', () => {
    expect(accountStatus(personal, { ...all, limited: false })).toBe('duplicateDocuments');
    expect(
      accountStatus(personal, {
        ...all,
        limited: false,
        duplicateDocuments: false,
        duplicateDocumentsUploaded: true,
      }),
    ).toBe('duplicateDocumentsUploaded');
  });

  it('5. required actions', () => {
    expect(accountStatus(personal, { ...all, limited: false, duplicateDocuments: false })).toBe(
      'requiredActions',
    );
  });

  describe('6. unverified', () => {
    const unverified = clean({ verified: false });
    it('processing when the limit documents are uploaded', () => {
      expect(accountStatus(personal, { ...unverified, limitDocumentsUploaded: true })).toBe('processing');
    });
    it('unverified while actions remain (KYC or a personal-info update asked for)', () => {
      expect(accountStatus({ ...personal, isNeedKyc: true }, unverified)).toBe('unverified');
      expect(accountStatus({ ...personal, isNeedPersonalInfoUpdate: true }, unverified)).toBe('unverified');
    });
    it('verification processing when documents are pending', () => {
      expect(accountStatus(personal, { ...unverified, documentsPending: true })).toBe(
        'verificationProcessing',
      );
    });
    it('else checked for a business, final review for a personal customer', () => {
      expect(accountStatus(business, unverified)).toBe('checked');
      expect(accountStatus(personal, unverified)).toBe('finalReview');
    });
  });

  it('7. otherwise checked', () => {
    expect(accountStatus(personal, clean())).toBe('checked');
  });

  it('the warning / limited, duplicate documents, unverified and required actions; not the others', () => {
    const warned = [
      'limited',
      'duplicateDocuments',
      'duplicateDocumentsUploaded',
      'unverified',
      'requiredActions',
      'cardDocumentRequired',
    ] as const;
    for (const status of warned) expect(statusWarns(status)).toBe(true);
    for (const status of ['checked', 'processing', 'verificationProcessing', 'finalReview'] as const)
      expect(statusWarns(status)).toBe(false);
  });
});

describe('after the status (spec 03 §4 "Loading after a status is set"; §2 menu rules)', () => {
  it('KYC data when KYC or an update is needed, the request for an update, due diligence for 1 and 4, limits', () => {
    expect(loadsAfterStatus(personal, clean())).toEqual({
      kycData: false,
      kycRequest: false,
      dueDiligenceInfo: false,
      limitReasons: false,
    });
    expect(loadsAfterStatus({ ...personal, isNeedKyc: true }, clean({ dueDiligenceLevel: 1 }))).toEqual({
      kycData: true,
      kycRequest: false,
      dueDiligenceInfo: true,
      limitReasons: false,
    });
    expect(
      loadsAfterStatus(
        { ...personal, isNeedPersonalInfoUpdate: true },
        clean({ dueDiligenceLevel: 4, limited: true }),
      ),
    ).toEqual({ kycData: true, kycRequest: true, dueDiligenceInfo: true, limitReasons: true });
    expect(loadsAfterStatus(personal, clean({ dueDiligenceLevel: 3 })).dueDiligenceInfo).toBe(false);
  });

  it('the profile item / highlighted when required actions exist, never for a representative', () => {
    expect(profileNeedsAttention(personal, clean({ phoneConfirmed: false }))).toBe(true);
    expect(profileNeedsAttention(personal, clean())).toBe(false);
    expect(
      profileNeedsAttention({ ...business, representative: true }, clean({ phoneConfirmed: false })),
    ).toBe(false);
  });
});
