import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { addresses } from '../../../platform/customer/tables';
import { companyPhones } from '../../../platform/customer/company-tables';
import { customerLimitReasons } from './tables';
import { customerDocuments, customerVerification } from '../../../platform/customer/verification-tables';
import { customers, users } from '../../../platform/db/tables';
import type { NewFacts, StoredFacts } from '../../../platform/customer/verification-rules';

/** A transaction's handle: a database too. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** What verification reads of the customer row (the flags `getCustomerInfo` answers). */
export interface VerificationCustomer {
  customerId: number;
  customerType: number;
  residenceCountryCode: string;
  verified: boolean;
  limited: boolean;
  isNeedKyc: boolean;
  dueDiligenceLevel: number;
}

export type { NewFacts, StoredFacts };

/** One upload without its bytes (lists never read them). */
export interface StoredUpload {
  id: number;
  customerId: number;
  categoryId: number;
  documentTypeId: number;
  side: 'front' | 'back';
  statusId: number;
  fileName: string;
  contentType: string;
  size: number;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  rejectReason: string;
  uploadedAt: Date;
  isDueDiligence: boolean;
  /** The company's director, shareholder or owner it proves (issue 47 item 1); null for the customer's own. */
  representativeId: number | null;
}

/** A representative of the company with what their documents say (`representativeDocuments`). */
export interface StoredRepresentativeDocuments {
  representativeId: number;
  kind: 'person' | 'company';
  name: string;
  countryCode: string;
  /** The status columns by category (1 identity, 2 address, 9 control); null where nothing is asked. */
  statuses: Record<1 | 2 | 9, number | null>;
  uploads: StoredUpload[];
}

export interface StoredLimitReason {
  id: number;
  actionTypeId: number;
  name: string;
  categories: number[];
}

/** Everything the verification answers of one customer are made from. */
export interface VerificationRecord {
  customer: VerificationCustomer;
  /** Null until a document is uploaded or judged, or the seed wrote them: the defaults apply. */
  facts: StoredFacts | null;
  /** Newest first. */
  uploads: StoredUpload[];
  limitReasons: StoredLimitReason[];
  addressIds: number[];
  /** The primary phone's confirmation; null when no phone is on file. */
  primaryPhoneConfirmed: boolean | null;
}

export interface NewUpload {
  customerId: number;
  categoryId: number;
  documentTypeId: number;
  side: 'front' | 'back';
  fileName: string;
  contentType: string;
  content: Buffer;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  uploadedAt: Date;
  isDueDiligence: boolean;
  representativeId?: number | null;
}

/** A back-office decision on one upload. */
export interface DocumentChange {
  statusId: number;
  rejectReason: string;
  /** Set (the "expires soon" decision); left as it is when undefined. */
  expiresDate?: string;
}

/** What a decision makes of the customer's flags; undefined fields stay as they are. */
export interface CustomerFlags {
  verified?: boolean;
  isNeedKyc?: boolean;
}

/** A waiting upload as the back office lists it. */
export interface ReviewItem extends StoredUpload {
  customerEmail: string;
}

export interface LimitedCustomer {
  customerId: number;
  customerEmail: string;
  limitedReason: string;
  reasons: StoredLimitReason[];
}

export const uploadColumns = {
  id: customerDocuments.id,
  customerId: customerDocuments.customerId,
  categoryId: customerDocuments.categoryId,
  documentTypeId: customerDocuments.documentTypeId,
  side: customerDocuments.side,
  statusId: customerDocuments.statusId,
  fileName: customerDocuments.fileName,
  contentType: customerDocuments.contentType,
  size: customerDocuments.size,
  issuedDate: customerDocuments.issuedDate,
  expiresDate: customerDocuments.expiresDate,
  createdUsername: customerDocuments.createdUsername,
  rejectReason: customerDocuments.rejectReason,
  uploadedAt: customerDocuments.uploadedAt,
  isDueDiligence: customerDocuments.isDueDiligence,
  representativeId: customerDocuments.representativeId,
};

const customerColumns = {
  customerId: customers.id,
  customerType: customers.customerType,
  residenceCountryCode: customers.residenceCountryCode,
  verified: customers.verified,
  limited: customers.limited,
  isNeedKyc: customers.isNeedKyc,
  dueDiligenceLevel: customers.dueDiligenceLevel,
};

export const asUpload = (row: Omit<StoredUpload, 'side'> & { side: string }): StoredUpload => ({
  ...row,
  side: row.side === 'back' ? 'back' : 'front',
});

export async function loadRecord(db: Executor, customerId: number): Promise<VerificationRecord | null> {
  const [customer] = await db.select(customerColumns).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const [facts] = await db
    .select()
    .from(customerVerification)
    .where(eq(customerVerification.customerId, customerId));
  // The customer's own: a representative's documents prove someone else (representativeDocuments below).
  const uploads = await db
    .select(uploadColumns)
    .from(customerDocuments)
    .where(and(eq(customerDocuments.customerId, customerId), isNull(customerDocuments.representativeId)))
    .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
  const limitReasons = await db
    .select({
      id: customerLimitReasons.id,
      actionTypeId: customerLimitReasons.actionTypeId,
      name: customerLimitReasons.name,
      categories: customerLimitReasons.categories,
    })
    .from(customerLimitReasons)
    .where(eq(customerLimitReasons.customerId, customerId))
    .orderBy(asc(customerLimitReasons.id));
  const addressRows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  const [phone] = await db
    .select({ confirmed: companyPhones.confirmed })
    .from(companyPhones)
    .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)))
    .orderBy(asc(companyPhones.id))
    .limit(1);
  return {
    customer,
    facts: facts ?? null,
    uploads: uploads.map(asUpload),
    limitReasons,
    addressIds: addressRows.map((row) => row.id),
    primaryPhoneConfirmed: phone ? phone.confirmed : null,
  };
}

/** The customer's row, locked until the transaction ends: decisions on one customer's documents take turns. */
export async function lockCustomer(
  tx: Executor,
  customerId: number,
): Promise<VerificationCustomer | undefined> {
  const [customer] = await tx
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return customer;
}

export async function ensureFacts(tx: Executor, facts: NewFacts): Promise<void> {
  await tx.insert(customerVerification).values(facts).onConflictDoNothing();
}

/** The login of each customer's first user (a business's owner), by customer. */
export async function customerEmails(
  db: Executor,
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: users.customerId, email: users.email })
    .from(users)
    .where(inArray(users.customerId, [...new Set(customerIds)]))
    .orderBy(desc(users.id));
  // Descending ids: the lowest id of each customer is written last.
  return new Map(rows.map((row) => [row.customerId, row.email]));
}
