import { useMutation } from '@tanstack/react-query';
import type { UploadProgress } from '@portal/api/client';
import {
  isMassSummary,
  type MassSubmitResult,
  type MassSummary,
  type MassTransferRequest,
} from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** One pass of a mass batch: the fields, the checked rows as a CSV file, and who is told of the upload's progress. */
export interface MassPass {
  request: Omit<MassTransferRequest, 'onlySummary' | 'text'>;
  file: File;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The summary pass (spec 02 §4 "Mass transfer (two steps)", step 1): the batch with onlySummary; the sandbox checks
 * every row again and answers the count, the totals and each row's fee. Refusals are shown on the page.
 */
export function useMassSummary() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async ({ request, file, onUploadProgress }: MassPass): Promise<MassSummary> => {
      const answer = await method.callWithFile('transferMass', { ...request, onlySummary: true }, file, {
        popup: false,
        onUploadProgress,
      });
      if (!isMassSummary(answer)) throw new Error('transferMass answered no summary to onlySummary');
      return answer;
    },
  });
}

/**
 * The real submit (step 2): the same rows with the confirmed summary's `summaryHash`; it answers an operation to
 * approve (spec 02 §4), or a request in the company's approval queue for an initiator.
 */
export function useMassSubmit() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async ({ request, file, onUploadProgress }: MassPass): Promise<MassSubmitResult> => {
      const answer = await method.callWithFile('transferMass', { ...request, onlySummary: false }, file, {
        popup: false,
        onUploadProgress,
      });
      if (isMassSummary(answer)) throw new Error('transferMass answered a summary to the submit');
      // The method client turns numeric strings into numbers: the operation id and fee are compared as text.
      return { ...answer, operationId: String(answer.operationId), fee: String(answer.fee) };
    },
  });
}
