import { RESPONSE_CODES, type RepresentativeInfo } from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { OutboxSender } from '../../../platform/outbox';
import type { AccessLookup as AccessRepository, AccessUser } from '../../../platform/customer/access';
import type { CompanyRecord, CompanyRepository } from './repository';
import { companyRepresentatives, representativeInfo } from './representatives';
import { COMPANY_TEXTS } from './texts';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const refused = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

export interface CompanyServiceDeps {
  repository: CompanyRepository;
  access: Pick<AccessRepository, 'isBlacklisted'>;
  /** The access service's activation e-mail (an employee's `activationEmployee` link, spec 01 §2). */
  sendActivationLink: (user: AccessUser) => Promise<void>;
  outbox: OutboxSender;
  /** Counts the e-mail codes sent per customer (`contactCode`). */
  limits: Pick<RateLimiter, 'hit'>;
  clock: Clock;
}

/** What every part of the company service starts from: the acting customer as a company, its representatives. */
export function companyLookups(repository: CompanyRepository) {
  /** The acting customer as a company; NF for a personal customer, which has no company pages. */
  async function business(customerId: number): Promise<CompanyRecord> {
    const company = await repository.company(customerId);
    if (!company || company.customerType === 0)
      throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.notBusiness);
    return company;
  }

  async function representativesOf(customerId: number) {
    await business(customerId);
    await repository.ensureCompanyRecords(customerId);
    return companyRepresentatives(await repository.structure(customerId));
  }

  async function infoOf(customerId: number, representativeId: number): Promise<RepresentativeInfo> {
    const found = (await representativesOf(customerId)).byId.get(representativeId);
    if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
    return representativeInfo(found.representative, found.person, found.company);
  }

  return { business, representativesOf, infoOf };
}
