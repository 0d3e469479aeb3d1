import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businessCompanies, businessPersons, companyRepresentatives } from './company-tables';

type Executor = Pick<Database, 'select' | 'insert'>;

/**
 * Gives every person and company of a registered business its representative row (one id for either, which the
 * company pages, the representatives' documents and the user state name them by). Made on first need, so a business
 * registered before, or a person added since, has one whichever page is opened first (issue 47 item 1).
 */
export async function ensureRepresentativeRows(db: Executor, customerId: number): Promise<void> {
  const missing = await db
    .select({ personId: businessPersons.id })
    .from(businessPersons)
    .leftJoin(companyRepresentatives, eq(companyRepresentatives.personId, businessPersons.id))
    .where(and(eq(businessPersons.customerId, customerId), isNull(companyRepresentatives.id)));
  const missingCompanies = await db
    .select({ companyId: businessCompanies.id })
    .from(businessCompanies)
    .leftJoin(companyRepresentatives, eq(companyRepresentatives.companyId, businessCompanies.id))
    .where(and(eq(businessCompanies.customerId, customerId), isNull(companyRepresentatives.id)));
  if (missing.length > 0)
    await db
      .insert(companyRepresentatives)
      .values(missing.map((row) => ({ customerId, personId: row.personId })))
      .onConflictDoNothing();
  if (missingCompanies.length > 0)
    await db
      .insert(companyRepresentatives)
      .values(missingCompanies.map((row) => ({ customerId, companyId: row.companyId })))
      .onConflictDoNothing();
}
