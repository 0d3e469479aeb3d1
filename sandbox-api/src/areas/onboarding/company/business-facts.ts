// What a business customer's info adds for the signed-in user (spec 03 §3 "Roles by position id"), read from the
// company's tables for the platform's customer info (platform/customer: BusinessFactsReader).
import { POSITION_IDS } from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { BusinessFactsReader } from '../../../platform/customer/repository';
import { businessEmployees } from '../../../platform/customer/tables';
import {
  businessPersons,
  businessShareholders,
  companyRepresentatives,
} from '../../../platform/customer/company-tables';
import { companyDetails } from './tables';

export function createBusinessFacts(db: Database): BusinessFactsReader {
  return async (userId, customerId) => {
    const [details] = await db
      .select({ isConverted: companyDetails.isConverted })
      .from(companyDetails)
      .where(eq(companyDetails.customerId, customerId));
    const [person] = await db
      .select({
        representativeId: companyRepresentatives.id,
        personId: businessPersons.id,
        isDirector: businessPersons.isDirector,
        isOwner: businessPersons.isOwner,
      })
      .from(businessPersons)
      .innerJoin(companyRepresentatives, eq(companyRepresentatives.personId, businessPersons.id))
      .where(and(eq(businessPersons.customerId, customerId), eq(businessPersons.userId, userId)))
      .limit(1);
    const holdsShares = person
      ? (
          await db
            .select({ id: businessShareholders.id })
            .from(businessShareholders)
            .where(eq(businessShareholders.personId, person.personId))
            .limit(1)
        ).length > 0
      : false;
    const [employee] = await db
      .select({ userId: businessEmployees.userId })
      .from(businessEmployees)
      .where(and(eq(businessEmployees.userId, userId), eq(businessEmployees.customerId, customerId)));
    return {
      isConverted: details?.isConverted ?? false,
      representative: person
        ? {
            id: person.representativeId,
            positionIds: [
              ...(person.isDirector ? [POSITION_IDS.director] : []),
              ...(holdsShares ? [POSITION_IDS.shareholder] : []),
              ...(person.isOwner ? [POSITION_IDS.owner] : []),
            ],
          }
        : null,
      employee: employee !== undefined,
    };
  };
}
