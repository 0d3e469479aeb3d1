import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient, UploadProgress } from '@portal/api/client';
import {
  DOCUMENT_NOTIFICATION_KINDS,
  type CreateCustomerDocumentRequest,
  type DocumentCategoryState,
  type RepresentativeDocuments,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Each customer's verification data is its own cache entry (an administrator may act for several). */
const key = (name: string, customerId: number | undefined) => [name, customerId ?? 'self'] as const;

/** The categories with what is needed and given (spec 03 §3 "Document statuses and categories"). */
export const customerDocumentsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getCustomerDocuments', customerId),
  queryFn: async (): Promise<DocumentCategoryState[]> =>
    asList((await method.call('getCustomerDocuments', {}, { popup: false })).categories).map((category) => ({
      ...category,
      documentTypes: asList(category.documentTypes),
      uploadedDocuments: asList(category.uploadedDocuments),
    })),
});

/**
 * A company's directors, shareholders and owners with their documents (issue 47 item 1): the same operation, its
 * `representatives`; keyed under it, so whatever reloads the documents reloads these.
 */
export const representativeDocumentsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...key('getCustomerDocuments', customerId), 'representatives'] as const,
  queryFn: async (): Promise<RepresentativeDocuments[]> =>
    asList((await method.call('getCustomerDocuments', {}, { popup: false })).representatives).map(
      (person) => ({
        ...person,
        categories: asList(person.categories).map((category) => ({
          ...category,
          documentTypes: asList(category.documentTypes),
          uploadedDocuments: asList(category.uploadedDocuments),
        })),
      }),
    ),
});

export function useRepresentativeDocuments() {
  const { method } = useServices();
  return useQuery(representativeDocumentsQuery(method, useSubject(actingCustomerId$)));
}

export const verificationStateQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getVerificationState', customerId),
  queryFn: () => method.call('getVerificationState', {}, { popup: false }),
});

export const limitReasonsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getLimitReasons', customerId),
  queryFn: async () => {
    const answer = await method.call('getLimitReasons', {}, { popup: false });
    return {
      ...answer,
      reasons: asList(answer.reasons).map((reason) => ({
        ...reason,
        requirementDocuments: asList(reason.requirementDocuments).map((document) => ({
          ...document,
          uploadedDocuments: asList(document.uploadedDocuments),
        })),
      })),
    };
  },
});

export function useCustomerDocuments() {
  const { method } = useServices();
  return useQuery(customerDocumentsQuery(method, useSubject(actingCustomerId$)));
}

export function useVerificationState() {
  const { method } = useServices();
  return useQuery(verificationStateQuery(method, useSubject(actingCustomerId$)));
}

export function useLimitReasons(enabled = true) {
  const { method } = useServices();
  return useQuery({ ...limitReasonsQuery(method, useSubject(actingCustomerId$)), enabled });
}

/** The notifications after which what the pages show may have changed (spec 03 §4 "When a notification arrives"). */
const RELOADING_KINDS: ReadonlySet<string> = new Set([...DOCUMENT_NOTIFICATION_KINDS, 'info']);

/**
 * Reloads the verification data when the live channel says a document was judged, and tells the page what it said:
 * the customer sees a rejection's reason without reloading (issue 30).
 */
export function useLiveDocumentDecisions(onNotice: (text: string) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('notification.received', (notification) => {
      if (!RELOADING_KINDS.has(notification.kind)) return;
      onNotice(notification.text);
      for (const name of ['getCustomerDocuments', 'getVerificationState', 'getLimitReasons'])
        void client.invalidateQueries({ queryKey: [name] });
    });
    return () => subscription.unsubscribe();
  }, [client, onNotice]);
}

export interface UploadInput {
  request: CreateCustomerDocumentRequest;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** One side of a document, sent as multipart with its progress; the lists reload after it. */
export function useUploadDocument() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, file, onProgress }: UploadInput) =>
      method.callWithFile('createCustomerDocument', request, file, {
        popup: false,
        fileName: file.name,
        onUploadProgress: onProgress,
      }),
    onSuccess: () => {
      for (const name of ['getCustomerDocuments', 'getVerificationState', 'getLimitReasons'])
        void client.invalidateQueries({ queryKey: [name] });
    },
  });
}
