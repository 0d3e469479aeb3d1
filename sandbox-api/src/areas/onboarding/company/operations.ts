import type { AddCompanyUserRequest } from '@portal/api/catalogue';
import { invalidParameters } from '../../../platform/http/errors';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  accessRightsResponseSchema,
  addCompanyUserRequestSchema,
  addCompanyUserResponseSchema,
  addEmailRequestSchema,
  changeCompanyUserRightRequestSchema,
  companyEmailSchema,
  companyInfoSchema,
  companyUsersResponseSchema,
  confirmEmailCodeRequestSchema,
  createRepresentativeAddressRequestSchema,
  deleteRepresentativeRequestSchema,
  emailIdRequestSchema,
  emailsResponseSchema,
  potentialUsersResponseSchema,
  removeCompanyUserRequestSchema,
  representativeInfoSchema,
  representativeRequestSchema,
  representativesResponseSchema,
  resolutionSchema,
  sendResolutionRequestSchema,
  sendStatementRequestSchema,
  statementSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { CompanyService } from './service';

type CompanyMethodName =
  | 'getBusinessInfo'
  | 'getBusinessDirectors'
  | 'getBusinessShareholders'
  | 'getBusinessOwners'
  | 'getRepresentativeInfo'
  | 'deleteRepresentative'
  | 'createRepresentativeAddress'
  | 'confirmRepresentativeAddress'
  | 'getCompanyUsers'
  | 'getAccessRights'
  | 'getPotentialUsers'
  | 'addCompanyUser'
  | 'changeCompanyUserRight'
  | 'removeCompanyUser'
  | 'getResolution'
  | 'sendResolution'
  | 'getDeclaration'
  | 'sendDeclaration'
  | 'getEscortStatement'
  | 'sendEscortStatement'
  | 'getEmails'
  | 'addEmail'
  | 'deleteEmail'
  | 'setPrimaryEmail'
  | 'requestEmailConfirmationCode'
  | 'confirmEmailCode';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The fields each kind of new user needs (the schema has both kinds' fields, none of them required). */
function checkedUserRequest(request: AddCompanyUserRequest): AddCompanyUserRequest {
  const fields: readonly string[] =
    request.kind === 'representative' ? ['representativeId'] : ['email', 'firstName', 'lastName'];
  const missing = fields.filter(
    (field) => (request as unknown as Record<string, unknown>)[field] === undefined,
  );
  if (missing.length > 0)
    throw invalidParameters(
      missing.map((field) => `${field}: is required`),
      INPUT_ERROR_STATUS,
    );
  return request;
}

/**
 * The company pages (spec 03 §2 company menu, §3, §7; issue 29 item 6): company info, representatives, users and
 * their rights, resolution and statements, payment e-mails. Every operation acts for the acting customer, a business,
 * but the e-mails, which any customer keeps (a person's are on the profile, issue 30 item 3).
 */
export function createCompanyMethods(company: CompanyService): Pick<MethodDefinitions, CompanyMethodName> {
  return {
    getBusinessInfo: {
      requestSchema: emptySchema,
      responseSchema: companyInfoSchema,
      handle: async (context) => company.getBusinessInfo(await context.actingCustomerId()),
    },
    getBusinessDirectors: {
      requestSchema: emptySchema,
      responseSchema: representativesResponseSchema,
      handle: async (context) => company.getDirectors(await context.actingCustomerId()),
    },
    getBusinessShareholders: {
      requestSchema: emptySchema,
      responseSchema: representativesResponseSchema,
      handle: async (context) => company.getShareholders(await context.actingCustomerId()),
    },
    getBusinessOwners: {
      requestSchema: emptySchema,
      responseSchema: representativesResponseSchema,
      handle: async (context) => company.getOwners(await context.actingCustomerId()),
    },
    getRepresentativeInfo: {
      requestSchema: representativeRequestSchema,
      responseSchema: representativeInfoSchema,
      handle: async (context) =>
        company.getRepresentativeInfo(await context.actingCustomerId(), context.request.representativeId),
    },
    createRepresentativeAddress: {
      requestSchema: createRepresentativeAddressRequestSchema,
      responseSchema: representativeInfoSchema,
      handle: async (context) =>
        company.createRepresentativeAddress(await context.actingCustomerId(), context.request),
    },
    confirmRepresentativeAddress: {
      requestSchema: representativeRequestSchema,
      responseSchema: representativeInfoSchema,
      handle: async (context) =>
        company.confirmRepresentativeAddress(
          await context.actingCustomerId(),
          context.request.representativeId,
        ),
    },
    deleteRepresentative: {
      requestSchema: deleteRepresentativeRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        await company.deleteRepresentative(customerId, context.request, context.supportActingFor());
        return {};
      },
    },
    getCompanyUsers: {
      requestSchema: emptySchema,
      responseSchema: companyUsersResponseSchema,
      handle: async (context) => company.getCompanyUsers(await context.actingCustomerId()),
    },
    getAccessRights: {
      requestSchema: emptySchema,
      responseSchema: accessRightsResponseSchema,
      // The method API has checked the caller's access to the acting customer already; the list is the same for all.
      handle: async () => company.getAccessRights(),
    },
    getPotentialUsers: {
      requestSchema: emptySchema,
      responseSchema: potentialUsersResponseSchema,
      handle: async (context) => company.getPotentialUsers(await context.actingCustomerId()),
    },
    addCompanyUser: {
      requestSchema: addCompanyUserRequestSchema,
      responseSchema: addCompanyUserResponseSchema,
      handle: async (context) =>
        company.addCompanyUser(await context.actingCustomerId(), checkedUserRequest(context.request)),
    },
    changeCompanyUserRight: {
      requestSchema: changeCompanyUserRightRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        const { userId, accessRights } = context.request;
        await company.changeCompanyUserRight(await context.actingCustomerId(), userId, accessRights);
        return {};
      },
    },
    removeCompanyUser: {
      requestSchema: removeCompanyUserRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await company.removeCompanyUser(await context.actingCustomerId(), context.request.userId);
        return {};
      },
    },
    getResolution: {
      requestSchema: emptySchema,
      responseSchema: resolutionSchema,
      handle: async (context) => company.getResolution(await context.actingCustomerId()),
    },
    sendResolution: {
      requestSchema: sendResolutionRequestSchema,
      responseSchema: resolutionSchema,
      handle: async (context) => company.sendResolution(await context.actingCustomerId(), context.request),
    },
    getDeclaration: {
      requestSchema: emptySchema,
      responseSchema: statementSchema,
      handle: async (context) => company.getStatement(await context.actingCustomerId(), 'declaration'),
    },
    sendDeclaration: {
      requestSchema: sendStatementRequestSchema,
      responseSchema: statementSchema,
      handle: async (context) =>
        company.sendStatement(await context.actingCustomerId(), 'declaration', context.request.text),
    },
    getEscortStatement: {
      requestSchema: emptySchema,
      responseSchema: statementSchema,
      handle: async (context) => company.getStatement(await context.actingCustomerId(), 'escortStatement'),
    },
    sendEscortStatement: {
      requestSchema: sendStatementRequestSchema,
      responseSchema: statementSchema,
      handle: async (context) =>
        company.sendStatement(await context.actingCustomerId(), 'escortStatement', context.request.text),
    },
    getEmails: {
      requestSchema: emptySchema,
      responseSchema: emailsResponseSchema,
      handle: async (context) => company.getEmails(await context.actingCustomerId()),
    },
    addEmail: {
      requestSchema: addEmailRequestSchema,
      responseSchema: companyEmailSchema,
      handle: async (context) =>
        company.addEmail(await context.actingCustomerId(), context.request.emailAddress),
    },
    deleteEmail: {
      requestSchema: emailIdRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await company.deleteEmail(await context.actingCustomerId(), context.request.emailId);
        return {};
      },
    },
    setPrimaryEmail: {
      requestSchema: emailIdRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await company.setPrimaryEmail(await context.actingCustomerId(), context.request.emailId);
        return {};
      },
    },
    requestEmailConfirmationCode: {
      requestSchema: emailIdRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await company.requestEmailConfirmationCode(await context.actingCustomerId(), context.request.emailId);
        return {};
      },
    },
    confirmEmailCode: {
      requestSchema: confirmEmailCodeRequestSchema,
      responseSchema: companyEmailSchema,
      handle: async (context) => {
        const { emailId, confirmationCode } = context.request;
        return company.confirmEmailCode(await context.actingCustomerId(), emailId, confirmationCode);
      },
    },
  };
}
