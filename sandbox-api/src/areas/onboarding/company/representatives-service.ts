import {
  RESPONSE_CODES,
  type CreateRepresentativeAddressRequest,
  type RepresentativeInfo,
  type RepresentativesResponse,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import { companyLookups, refused, type CompanyServiceDeps } from './company-lookup';
import { deletionProblems, representativeInfo } from './representatives';
import { COMPANY_TEXTS } from './texts';

/** spec 03 §3, §7: the directors, shareholders and owners, a person's address, a representative's removal. */
export function createCompanyRepresentativesService({ repository }: CompanyServiceDeps) {
  const { business, representativesOf, infoOf } = companyLookups(repository);
  return {
    async getDirectors(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).directors };
    },
    async getShareholders(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).shareholders };
    },
    async getOwners(customerId: number): Promise<RepresentativesResponse> {
      return { representatives: (await representativesOf(customerId)).owners };
    },

    async getRepresentativeInfo(customerId: number, representativeId: number): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      return representativeInfo(found.representative, found.person, found.company);
    },

    /**
     * "Representative address create" (spec 03 §7; issue 47 item 1): a person's address replaced, status 1, waiting
     * for the customer's confirmation; a company representative has no address of its own here.
     */
    async createRepresentativeAddress(
      customerId: number,
      request: CreateRepresentativeAddressRequest,
    ): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(request.representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      if (!found.person) throw refused([`representativeId: ${COMPANY_TEXTS.companyHasNoAddress}`]);
      const address = {
        address1: request.address1.trim(),
        address2: request.address2?.trim() ?? '',
        city: request.city.trim(),
        postalCode: request.postalCode.trim(),
        countryCode: request.countryCode.trim().toUpperCase(),
        stateCode: request.stateCode?.trim() ?? '',
      };
      const problems = (['address1', 'city', 'postalCode', 'countryCode'] as const)
        .filter((field) => address[field] === '')
        .map((field) => `${field}: ${COMPANY_TEXTS.required}`);
      if (address.countryCode !== '' && !(await repository.countryExists(address.countryCode)))
        problems.push(`countryCode: ${COMPANY_TEXTS.unknownCountry}`);
      if (problems.length > 0) throw refused(problems);
      await repository.setRepresentativeAddress(found.person.personId, address);
      return infoOf(customerId, request.representativeId);
    },

    /** "Representative address confirm" (spec 03 §7): the customer says the address on file is right. */
    async confirmRepresentativeAddress(
      customerId: number,
      representativeId: number,
    ): Promise<RepresentativeInfo> {
      const found = (await representativesOf(customerId)).byId.get(representativeId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
      if (!found.person) throw refused([`representativeId: ${COMPANY_TEXTS.companyHasNoAddress}`]);
      await repository.confirmRepresentativeAddress(found.person.personId);
      return infoOf(customerId, representativeId);
    },

    /**
     * Removes a director, shareholder or owner (spec 03 §7; issue 47 item 1). A customer with the right to change
     * the company (the operation's declaration; a read-only user or a representative is refused ENOA before this)
     * removes one when the company keeps its rules (spec 03 §5: a director, a shareholder tree whose levels total
     * 10–100), else TA1 says why; force skips those rules, and only an administrator acting for the customer may
     * force (spec 03 §6).
     */
    async deleteRepresentative(
      customerId: number,
      request: { representativeId: number; force?: boolean },
      adminActingFor: number | undefined,
    ): Promise<void> {
      await business(customerId);
      if (request.force === true && adminActingFor !== customerId)
        throw methodError(RESPONSE_CODES.noAccess, COMPANY_TEXTS.forceAdminOnly);
      await repository.ensureCompanyRecords(customerId);
      if (request.force !== true) {
        const list = await representativesOf(customerId);
        if (!list.byId.has(request.representativeId))
          throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
        const problems = deletionProblems(list, request.representativeId);
        if (problems.length > 0) throw refused(problems);
      }
      if (!(await repository.deleteRepresentative(customerId, request.representativeId)))
        throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
    },
  };
}
