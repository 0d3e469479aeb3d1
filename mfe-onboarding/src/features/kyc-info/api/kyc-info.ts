import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFinancialDetailRequest,
  AdminLinkDocumentTypeRequest,
  AdminReassignDocumentRequest,
  DueDiligenceInfoResponse,
  KycInfo,
  UpdateKycInfoRequest,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import type { MethodClient } from '@portal/api/client';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Each customer's data is its own cache entry (an administrator may act for several). */
const key = (name: string, customerId: number | undefined) => [name, customerId ?? 'self'] as const;

/** What changes with a document or the customer's level: the verification pages' lists reload. */
const VERIFICATION_QUERIES = [
  'getCustomerDocuments',
  'getVerificationState',
  'getLimitReasons',
  'getDueDiligenceInfo',
] as const;

/** The KYC customer info (spec 03 §3 "Identity", §7 "KYC info get"); ids and amounts as sent. */
export const kycInfoQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getKycInfo', customerId),
  queryFn: async (): Promise<KycInfo> => {
    const answer = await method.call('getKycInfo', {}, { popup: false });
    return {
      ...answer,
      sourceOfFundsIds: asList(answer.sourceOfFundsIds),
      purposeIds: asList(answer.purposeIds),
      employer: String(answer.employer ?? ''),
    };
  },
});

export function useKycInfo() {
  const { method } = useServices();
  return useQuery(kycInfoQuery(method, useSubject(actingCustomerId$)));
}

export function useUpdateKycInfo() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateKycInfoRequest) => method.call('updateKycInfo', request, { popup: false }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['getKycInfo'] });
      // The update answers what the bank asked (spec 03 §4).
      void client.invalidateQueries({ queryKey: ['getKycRequest'] });
    },
  });
}

/** What the bank asks to update and by when (spec 03 §4 "The KYC request when an update is needed"). */
export function useKycRequest(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: key('getKycRequest', customerId),
    queryFn: async () =>
      asList((await method.call('getKycRequest', {}, { popup: false })).requests).map((request) => ({
        ...request,
        fields: asList(request.fields),
      })),
    enabled,
  });
}

/** Due-diligence info, for levels 1 and 4 only (spec 03 §4, §9). */
export function useDueDiligenceInfo(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: key('getDueDiligenceInfo', customerId),
    queryFn: async (): Promise<DueDiligenceInfoResponse> => {
      const answer = await method.call('getDueDiligenceInfo', {}, { popup: false });
      return { ...answer, uploadedDocuments: asList(answer.uploadedDocuments) };
    },
    enabled,
  });
}

/** The admin's document work (spec 03 §6); the verification lists reload after each. */
export function useAdminDocumentActions() {
  const { method } = useServices();
  const client = useQueryClient();
  const reload = () => {
    for (const name of VERIFICATION_QUERIES) void client.invalidateQueries({ queryKey: [name] });
  };
  return {
    reassign: useMutation({
      mutationFn: (request: AdminReassignDocumentRequest) =>
        method.call('adminReassignDocument', request, { popup: false }),
      onSuccess: reload,
    }),
    linkType: useMutation({
      mutationFn: (request: AdminLinkDocumentTypeRequest) =>
        method.call('adminLinkDocumentType', request, { popup: false }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (documentId: number) =>
        method.call('adminRemoveDocument', { documentId }, { popup: false }),
      onSuccess: reload,
    }),
    financialDetail: useMutation({
      mutationFn: (request: AdminFinancialDetailRequest) =>
        method.call('adminUpdateFinancialDetail', request, { popup: false }),
      onSuccess: () => void client.invalidateQueries({ queryKey: ['getKycInfo'] }),
    }),
    dueDiligence: useMutation({
      mutationFn: (dueDiligenceLevel: AdminDueDiligenceLevel) =>
        method.call('adminUpdateDueDiligence', { dueDiligenceLevel }, { popup: false }),
      onSuccess: reload,
    }),
  };
}

export type AdminDueDiligenceLevel = 0 | 1 | 2 | 3 | 4;
