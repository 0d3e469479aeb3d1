import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardDocumentsResponse, UploadCardDocumentRequest } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

const documentsKey = (accountId: number) => ['getCardDocuments', accountId] as const;

function normalise(answer: CardDocumentsResponse): CardDocumentsResponse {
  return {
    documents: asList(answer.documents).map((document) => ({
      ...document,
      sides: asList(document.sides),
      uploadedSides: asList(document.uploadedSides),
    })),
  };
}

/** The documents a card waits for (spec 02 §3 "Document", §4 "Documents"). */
export function useCardDocuments(accountId: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: documentsKey(accountId),
    queryFn: async () => normalise(await method.call('getCardDocuments', { accountId }, { popup: false })),
  });
}

/** Uploads one side of a document; the answer is the documents as they are now. */
export function useUploadCardDocument() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UploadCardDocumentRequest) =>
      normalise(await method.call('uploadCardDocument', request, { popup: false })),
    onSuccess: (documents, request) => {
      queryClient.setQueryData(documentsKey(request.accountId), documents);
      // The card's status changes once every document is in.
      void queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] });
    },
  });
}
