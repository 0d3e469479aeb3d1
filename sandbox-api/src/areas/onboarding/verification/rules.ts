import {
  PENDING_DOCUMENT_STATUS_IDS,
  REGISTRATION_STAMP_COUNTRIES,
  UPLOADED_DOCUMENT_STATUS,
  VERIFICATION_DOCUMENT_TYPES,
  type DocumentCategoryId,
  type VerificationDocumentType,
  type VerificationStatus,
} from '@portal/api/catalogue';
import { documentTypeById } from '../../../platform/customer/verification-rules';

/**
 * The rules that turn stored uploads into what the customer is told (spec 03 §3 "Document statuses and categories",
 * §4): pure, so the method API, the back office and the tests read them the same way. The rules other slices share
 * too (categories, types, upload statuses, content types, default facts) are platform/customer/verification-rules.ts.
 */

const S = UPLOADED_DOCUMENT_STATUS;

/** A category's English name (spec 03 §3 categories 1–12), as the back office and the limit reasons name it. */
export const CATEGORY_NAMES: Record<DocumentCategoryId, string> = {
  1: 'Identity document',
  2: 'Proof of address',
  3: 'Proof of phone',
  4: 'Business registration',
  5: 'Other document',
  6: 'Relationship',
  7: 'Business address',
  8: 'Registration address',
  9: 'Control document',
  10: 'Additional business document',
  11: 'Source of wealth',
  12: 'Residence permit',
};

/** A confirmed document expiring within this many days is expired-soon (ours; spec 03 §3 names the status). */
export const EXPIRES_SOON_DAYS = 30;
/** What the back office's "Expires soon" sets: the document's expiry this many days from today (ours). */
export const EXPIRES_SOON_DECISION_DAYS = 14;

/** The types a category takes for this customer: type 88 for residents of RU and UA only (spec 02 §5). */
export function documentTypesFor(
  categoryId: DocumentCategoryId,
  residenceCountryCode: string,
): VerificationDocumentType[] {
  const stampOffered = (REGISTRATION_STAMP_COUNTRIES as readonly string[]).includes(residenceCountryCode);
  return VERIFICATION_DOCUMENT_TYPES[categoryId]
    .filter((type) => type.id !== 88 || stampOffered)
    .map((type) => ({ id: type.id, name: type.name, sides: [...type.sides] }));
}

export const isPendingStatus = (statusId: number): boolean => PENDING_DOCUMENT_STATUS_IDS.includes(statusId);
export const isRejectedStatus = (statusId: number): boolean =>
  statusId === S.rejected || statusId === S.expired;

/** A `YYYY-MM-DD` day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a rule needs of one stored upload. */
export interface UploadFacts {
  id: number;
  documentTypeId: number;
  side: 'front' | 'back';
  statusId: number;
  expiresDate: string | null;
  uploadedAt: Date;
}

/** Newest first: by upload time, then by id (uploads in the same instant keep their order). */
export function newestFirst<T extends Pick<UploadFacts, 'id' | 'uploadedAt'>>(uploads: readonly T[]): T[] {
  return [...uploads].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime() || b.id - a.id);
}

/** One document's status as a check name: confirmed is validated or expired-soon by its expiry, expired by date too. */
export function documentStatusOf(upload: Pick<UploadFacts, 'statusId' | 'expiresDate'>, today: string) {
  if (isRejectedStatus(upload.statusId)) return 'rejected' as const;
  if (upload.statusId !== S.confirmed) return 'pending' as const;
  if (upload.expiresDate !== null && upload.expiresDate < today) return 'rejected' as const;
  if (upload.expiresDate !== null && upload.expiresDate <= addDays(today, EXPIRES_SOON_DAYS))
    return 'expiredSoon' as const;
  return 'validated' as const;
}

/**
 * A category's status (spec 03 §3 status names) from its uploads: the newest upload names the document the customer
 * is proving with, and every side of its type counts (the newest upload of each). A rejected or expired side makes
 * it rejected; a side still missing of a two-sided type leaves nothing usable (none when required); a side waiting
 * makes it pending; all sides confirmed make it validated, or expired-soon when one expires within 30 days.
 */
export function categoryStatus(
  uploads: readonly UploadFacts[],
  required: boolean,
  today: string,
): VerificationStatus {
  const nothingUsable: VerificationStatus = required ? 'none' : 'notRequired';
  const [latest] = newestFirst(uploads);
  if (!latest) return nothingUsable;
  const sides = documentTypeById(latest.documentTypeId)?.sides ?? ['front'];
  const current = sides.map((side) =>
    newestFirst(uploads).find(
      (upload) => upload.documentTypeId === latest.documentTypeId && upload.side === side,
    ),
  );
  const statuses = current.flatMap((upload) => (upload ? [documentStatusOf(upload, today)] : []));
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.length < sides.length) return nothingUsable;
  if (statuses.includes('pending')) return 'pending';
  if (statuses.includes('expiredSoon')) return 'expiredSoon';
  return 'validated';
}

/** Statuses that count as proven for the customer's verified flag (spec 03 §4: validated, or expired-soon). */
export const PROVEN_STATUSES: ReadonlySet<VerificationStatus> = new Set(['validated', 'expiredSoon']);
