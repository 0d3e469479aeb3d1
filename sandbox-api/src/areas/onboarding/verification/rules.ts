import {
  BUSINESS_DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY,
  PENDING_DOCUMENT_STATUS_IDS,
  PERSONAL_DOCUMENT_CATEGORIES,
  REGISTRATION_STAMP_COUNTRIES,
  UPLOADED_DOCUMENT_STATUS,
  VERIFICATION_DOCUMENT_TYPES,
  type DocumentCategoryId,
  type UploadStatus,
  type VerificationDocumentType,
  type VerificationStatus,
  type VERIFICATION_UPLOAD,
} from '@portal/api/catalogue';

/**
 * The rules that turn stored uploads into what the customer is told (spec 03 §3 "Document statuses and categories",
 * §4): pure, so the method API, the back office and the tests read them the same way.
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

/** The categories an unverified customer without facts must prove: who they are and where they live (ours). */
export const DEFAULT_REQUIRED_CATEGORIES = {
  personal: [DOCUMENT_CATEGORY.identity, DOCUMENT_CATEGORY.address],
  business: [DOCUMENT_CATEGORY.businessRegistration, DOCUMENT_CATEGORY.businessAddress],
} as const;

/** spec 03 §3 "customerType (0 personal, 1 business; server value 2 maps to business)". */
export const isBusiness = (customerType: number): boolean => customerType !== 0;

/** The categories a customer deals with: a person's, or a business's for the company. */
export function categoriesOf(customerType: number): readonly DocumentCategoryId[] {
  return isBusiness(customerType) ? BUSINESS_DOCUMENT_CATEGORIES : PERSONAL_DOCUMENT_CATEGORIES;
}

export function isDocumentCategory(value: number): value is DocumentCategoryId {
  return Object.hasOwn(VERIFICATION_DOCUMENT_TYPES, value);
}

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

/** A document type by id, in whichever category lists it. */
export function documentTypeById(documentTypeId: number): VerificationDocumentType | undefined {
  for (const types of Object.values(VERIFICATION_DOCUMENT_TYPES)) {
    const found = types.find((type) => type.id === documentTypeId);
    if (found) return { id: found.id, name: found.name, sides: [...found.sides] };
  }
  return undefined;
}

/** Where one upload stands for the customer (spec 03 §3 "Upload statuses"). */
export function uploadStatusOf(statusId: number): UploadStatus {
  if (statusId === S.submitted || statusId === S.confirmed) return 'uploaded';
  if (statusId === S.rejected || statusId === S.expired) return 'rejected';
  return 'pending';
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

/** What the bytes of an upload really are, by their first bytes; undefined when not a JPEG, PNG or PDF. */
export function contentTypeOf(bytes: Buffer): (typeof VERIFICATION_UPLOAD.contentTypes)[number] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/** The content types each accepted name ending stands for. */
export const CONTENT_TYPE_OF_ENDING: Record<(typeof VERIFICATION_UPLOAD.accept)[number], string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};
