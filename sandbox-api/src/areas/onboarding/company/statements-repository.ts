import type { CompanyStatement, Resolution, StatementKind } from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { companyResolutions, companyStatements } from './tables';

/** The company's resolution and statements (spec 03). */
export function createCompanyStatementsRepository(db: Database) {
  return {
    async resolution(customerId: number): Promise<Resolution | null> {
      const [row] = await db
        .select()
        .from(companyResolutions)
        .where(eq(companyResolutions.customerId, customerId));
      return row
        ? {
            businessRepresentativeIds: row.representativeIds,
            statusId: row.statusId,
            signers: row.signers,
            sentAt: row.sentAt.toISOString(),
          }
        : null;
    },

    async saveResolution(
      customerId: number,
      resolution: { representativeIds: number[]; signers: string[]; statusId: number; sentAt: Date },
    ): Promise<void> {
      await db
        .insert(companyResolutions)
        .values({ customerId, ...resolution })
        .onConflictDoUpdate({ target: companyResolutions.customerId, set: resolution });
    },

    async statement(customerId: number, kind: StatementKind): Promise<CompanyStatement | null> {
      const [row] = await db
        .select()
        .from(companyStatements)
        .where(and(eq(companyStatements.customerId, customerId), eq(companyStatements.kind, kind)));
      return row ? { text: row.text, statusId: row.statusId, sentAt: row.sentAt.toISOString() } : null;
    },

    async saveStatement(
      customerId: number,
      kind: StatementKind,
      statement: { text: string; statusId: number; sentAt: Date },
    ): Promise<void> {
      await db
        .insert(companyStatements)
        .values({ customerId, kind, ...statement })
        .onConflictDoUpdate({
          target: [companyStatements.customerId, companyStatements.kind],
          set: statement,
        });
    },
  };
}
