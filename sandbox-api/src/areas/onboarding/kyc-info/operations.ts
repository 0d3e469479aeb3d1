import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  adminDocumentRequestSchema,
  adminDocumentResponseSchema,
  adminDueDiligenceRequestSchema,
  adminDueDiligenceResponseSchema,
  adminFinancialDetailRequestSchema,
  adminLinkDocumentTypeRequestSchema,
  adminReassignDocumentRequestSchema,
  kycInfoSchema,
  kycRequestResponseSchema,
  updateKycInfoRequestSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { KycInfoService } from './service';

type KycInfoMethodName =
  | 'getKycInfo'
  | 'updateKycInfo'
  | 'getKycRequest'
  | 'adminReassignDocument'
  | 'adminLinkDocumentType'
  | 'adminRemoveDocument'
  | 'adminUpdateFinancialDetail'
  | 'adminUpdateDueDiligence';

/**
 * KYC info and request (spec 03 §3 "Identity", §7 "KYC info get and update, and KYC request get") and the admin's
 * document work (spec 03 §6, §7 "Admin document reassign calls"), each on the acting customer (`fromCustomerId`).
 */
export function createKycInfoMethods(kyc: KycInfoService): Pick<MethodDefinitions, KycInfoMethodName> {
  return {
    getKycInfo: {
      requestSchema: emptySchema,
      responseSchema: kycInfoSchema,
      handle: async (context) => kyc.getKycInfo(await context.actingCustomerId()),
    },
    updateKycInfo: {
      requestSchema: updateKycInfoRequestSchema,
      responseSchema: kycInfoSchema,
      handle: async (context) => kyc.updateKycInfo(await context.actingCustomerId(), context.request),
    },
    getKycRequest: {
      requestSchema: emptySchema,
      responseSchema: kycRequestResponseSchema,
      handle: async (context) => kyc.getKycRequest(await context.actingCustomerId()),
    },
    adminReassignDocument: {
      requestSchema: adminReassignDocumentRequestSchema,
      responseSchema: adminDocumentResponseSchema,
      handle: async (context) => kyc.reassignDocument(await context.actingCustomerId(), context.request),
    },
    adminLinkDocumentType: {
      requestSchema: adminLinkDocumentTypeRequestSchema,
      responseSchema: adminDocumentResponseSchema,
      handle: async (context) => kyc.linkDocumentType(await context.actingCustomerId(), context.request),
    },
    adminRemoveDocument: {
      requestSchema: adminDocumentRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) =>
        kyc.removeDocument(await context.actingCustomerId(), context.request.documentId),
    },
    adminUpdateFinancialDetail: {
      requestSchema: adminFinancialDetailRequestSchema,
      responseSchema: kycInfoSchema,
      handle: async (context) => kyc.updateFinancialDetail(await context.actingCustomerId(), context.request),
    },
    adminUpdateDueDiligence: {
      requestSchema: adminDueDiligenceRequestSchema,
      responseSchema: adminDueDiligenceResponseSchema,
      handle: async (context) =>
        kyc.updateDueDiligence(await context.actingCustomerId(), context.request.dueDiligenceLevel),
    },
  };
}
