import type { CompanyServiceDeps } from './company-lookup';
import { createCompanyEmailsService } from './emails-service';
import { createCompanyInfoService } from './info-service';
import { createCompanyRepresentativesService } from './representatives-service';
import { createCompanyStatementsService } from './statements-service';
import { createCompanyUsersService } from './users-service';

export type { CompanyServiceDeps } from './company-lookup';
export { EMAIL_CODE_ATTEMPTS, EMAIL_CODE_RESEND_MS, EMAIL_CODE_TTL_MS } from './emails-service';
export { overallStatus } from './info-service';
export { COMPANY_TEXTS, MAX_COMPANY_EMAILS } from './texts';
export { ASSIGNABLE_ACCESS_RIGHTS } from './users-service';

/** The company pages (spec 03), one part per group of operations. */
export function createCompanyService(deps: CompanyServiceDeps) {
  return {
    ...createCompanyInfoService(deps),
    ...createCompanyRepresentativesService(deps),
    ...createCompanyUsersService(deps),
    ...createCompanyStatementsService(deps),
    ...createCompanyEmailsService(deps),
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
