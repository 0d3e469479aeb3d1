import { UPLOADED_DOCUMENT_STATUS } from '@portal/api/catalogue';
import type { NotificationInput } from '../../../platform/notifications/service';
import type { DocumentChange, StoredLimitReason, StoredUpload } from './repository';
import {
  defaultFacts,
  documentTypeById,
  isDocumentCategory,
  uploadStatusOf,
} from '../../../platform/customer/verification-rules';
import { CATEGORY_NAMES, EXPIRES_SOON_DECISION_DAYS, addDays, dayOf } from './rules';
import { VERIFICATION_TEXTS } from './texts';
import { VerificationView } from './verification-view';
import type { VerificationServiceOptions } from './service-options';

const S = UPLOADED_DOCUMENT_STATUS;

/** The back office's decisions on one upload, as `/sandbox/compliance/documents/:id/:decision` names them. */
export const COMPLIANCE_DECISIONS = [
  'validate',
  'reject',
  'expire',
  'expires-soon',
  'fail',
  'investigate',
] as const;
export type ComplianceDecision = (typeof COMPLIANCE_DECISIONS)[number];

/** An upload as the back office shows it (`GET /sandbox/compliance.json`). */
export interface ComplianceDocument {
  id: number;
  customerId: number;
  customerEmail: string;
  categoryId: number;
  category: string;
  documentTypeId: number;
  documentType: string;
  side: 'front' | 'back';
  fileName: string;
  contentType: string;
  size: number;
  statusId: number;
  uploadStatus: string;
  uploaded: string;
  issuedDate: string | null;
  expiresDate: string | null;
  rejectReason: string;
  isDueDiligence: boolean;
  fileUrl: string;
}

export interface ComplianceLimitedCustomer {
  customerId: number;
  customerEmail: string;
  limitedReason: string;
  reasons: { actionTypeId: number; name: string; categories: number[] }[];
}

export interface ComplianceOverview {
  documents: ComplianceDocument[];
  limitedCustomers: ComplianceLimitedCustomer[];
  /** Customers flagged for duplicate documents (spec 03 §4 rule 3), and whether they uploaded new ones since. */
  duplicateCustomers: { customerEmail: string; uploadedAgain: boolean }[];
}

export const complianceFileUrl = (documentId: number) => `/sandbox/compliance/documents/${documentId}/file`;

/** The back office (`/sandbox/compliance`): the uploads waiting, its decisions, limits and duplicate flags. */
export function createComplianceService({ repository, notifications, clock }: VerificationServiceOptions) {
  const today = () => dayOf(clock.now());

  async function notify(
    customerId: number,
    kind: NotificationInput['type'],
    text: string,
    extra: Pick<NotificationInput, 'severity' | 'params'> = {},
  ): Promise<void> {
    await notifications.notify(customerId, { type: kind, text, ...extra });
  }

  /** What a decision does to the upload, and what the customer is told. */
  function changeFor(
    decision: ComplianceDecision,
    reason: string,
  ): {
    change: DocumentChange;
    kind?: NotificationInput['type'];
    severity?: NotificationInput['severity'];
    text?: (label: string, name: string) => string;
  } {
    switch (decision) {
      case 'validate':
        return {
          change: { statusId: S.confirmed, rejectReason: '' },
          kind: 'info',
          severity: 'success',
          text: (_label, name) => `Your ${name} was verified.`,
        };
      case 'reject':
        return {
          change: { statusId: S.rejected, rejectReason: reason },
          kind: 'documentRejected',
          severity: 'error',
          text: (label) => `Your ${label} was rejected: ${reason}`,
        };
      case 'expire':
        return {
          change: { statusId: S.expired, rejectReason: '' },
          kind: 'documentExpired',
          severity: 'warning',
          text: (label) => `Your ${label} has expired. Please upload a new one.`,
        };
      case 'expires-soon': {
        const expiresDate = addDays(today(), EXPIRES_SOON_DECISION_DAYS);
        return {
          change: { statusId: S.confirmed, rejectReason: '', expiresDate },
          kind: 'documentExpSoon',
          severity: 'warning',
          text: (label) => `Your ${label} expires on ${expiresDate}. Please upload a new one before then.`,
        };
      }
      case 'fail':
        return {
          change: { statusId: S.rejected, rejectReason: VERIFICATION_TEXTS.unreadable },
          kind: 'documentFailed',
          severity: 'error',
          text: (label) => `Your ${label} could not be read. Please upload it again.`,
        };
      case 'investigate':
        // Still waiting, now with the investigators: nothing to tell the customer yet.
        return { change: { statusId: S.underInvestigation, rejectReason: '' } };
    }
  }

  function toComplianceDocument(upload: StoredUpload, customerEmail: string): ComplianceDocument {
    return {
      id: upload.id,
      customerId: upload.customerId,
      customerEmail,
      categoryId: upload.categoryId,
      category: isDocumentCategory(upload.categoryId) ? CATEGORY_NAMES[upload.categoryId] : '',
      documentTypeId: upload.documentTypeId,
      documentType: documentTypeById(upload.documentTypeId)?.name ?? '',
      side: upload.side,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      statusId: upload.statusId,
      uploadStatus: uploadStatusOf(upload.statusId),
      uploaded: upload.uploadedAt.toISOString(),
      issuedDate: upload.issuedDate,
      expiresDate: upload.expiresDate,
      rejectReason: upload.rejectReason,
      isDueDiligence: upload.isDueDiligence,
      fileUrl: complianceFileUrl(upload.id),
    };
  }

  const limitReasonOf = (reason: StoredLimitReason) => ({
    actionTypeId: reason.actionTypeId,
    name: reason.name,
    categories: reason.categories,
  });

  return {
    async overview(): Promise<ComplianceOverview> {
      const waiting = await repository.waitingDocuments();
      const limited = await repository.limitedCustomers();
      const duplicates = await repository.duplicateCustomers();
      return {
        duplicateCustomers: duplicates.map(({ customerEmail, uploadedAgain }) => ({
          customerEmail,
          uploadedAgain,
        })),
        documents: waiting.map((item) => toComplianceDocument(item, item.customerEmail)),
        limitedCustomers: limited.map((customer) => ({
          customerId: customer.customerId,
          customerEmail: customer.customerEmail,
          limitedReason: customer.limitedReason,
          reasons: customer.reasons.map(limitReasonOf),
        })),
      };
    },

    documentFile: (documentId: number) => repository.documentFile(documentId),

    /**
     * Judges one upload, settles the customer's verified flag, then tells the customer over the live channel (spec
     * 03 §3 "Notification" kinds). Answers the upload as it now is, or null when there is no such upload.
     */
    async decide(
      documentId: number,
      decision: ComplianceDecision,
      reason = '',
    ): Promise<ComplianceDocument | null> {
      const { change, kind, severity, text } = changeFor(decision, reason);
      const day = today();
      const decided = await repository.decide(documentId, change, defaultFacts, (record) =>
        new VerificationView(record, day).flags(),
      );
      if (!decided) return null;
      const { upload, customerEmail } = decided;
      const name = documentTypeById(upload.documentTypeId)?.name ?? 'document';
      if (kind && text)
        await notify(upload.customerId, kind, text(`${name} (${upload.side})`, name), {
          severity,
          params: { documentId: upload.id, name },
        });
      return toComplianceDocument(upload, customerEmail);
    },

    /** Limits the account of the user with this e-mail (spec 03 §3 "limit data"); false when there is none. */
    async limit(
      email: string,
      reason: { name: string; categories: number[]; actionTypeId: number },
    ): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null) return false;
      const categories = [...new Set(reason.categories)].sort((a, b) => a - b);
      if (!(await repository.limit(customerId, { ...reason, categories }, defaultFacts))) return false;
      await notify(customerId, 'info', `Your account was limited: ${reason.name}.`, { severity: 'warning' });
      return true;
    },

    /**
     * Flags the documents of the user with this e-mail as found on another account (spec 03 §4 rule 3, "Duplicate
     * documents"; issue 47 item 8), or settles it (`flagged` false); false when there is no such user.
     */
    async setDuplicates(email: string, flagged: boolean): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null || !(await repository.setDuplicates(customerId, flagged, defaultFacts)))
        return false;
      await (flagged
        ? notify(
            customerId,
            'documentFailed',
            'The documents you uploaded are already used by another account. Upload documents of your own.',
            { severity: 'warning' },
          )
        : notify(customerId, 'info', 'The question of your documents is settled.', { severity: 'success' }));
      return true;
    },

    /** Lifts the limit of the user with this e-mail; false when there is none. */
    async unlimit(email: string): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null || !(await repository.unlimit(customerId))) return false;
      await notify(customerId, 'info', 'The limit on your account was lifted.', { severity: 'success' });
      return true;
    },
  };
}
