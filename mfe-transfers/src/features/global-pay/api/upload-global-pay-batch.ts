import { useMutation } from '@tanstack/react-query';
import type { UploadProgress } from '@portal/api/client';
import { IDENTICAL_BATCH_CODE, type GlobalPayUploadRequest } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** What an upload ended in: a new batch, or an identical one that needs the sender's confirmation (code 92). */
export type UploadOutcome =
  { kind: 'created'; batchId: number; date: string } | { kind: 'identical'; batchId: number; date: string };

/** One upload: the batch's fields, the CSV file (the multipart `file` part) and who hears of its progress. */
export interface GlobalPayUpload {
  fields: Omit<GlobalPayUploadRequest, 'attachedFile' | 'fileName'>;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Reads code 92 (spec 02 §4, §9) from a refused upload: the identical batch's id and upload date, nothing created.
 * Undefined for any other failure.
 */
export function identicalBatchOf(error: unknown): UploadOutcome | undefined {
  if (!(error instanceof ApiError) || error.code !== IDENTICAL_BATCH_CODE) return undefined;
  const body = error.body ?? {};
  return { kind: 'identical', batchId: Number(body.batchId), date: String(body.date ?? '') };
}

/**
 * spec 02 §7 "Upload batch file (accountId, batchName, ignoreIdenticalBatch, file)": a multipart call with the file
 * part, its upload progress told as it goes. Code 92 resolves as `identical` rather than failing, whether the
 * sandbox answers it in the envelope or as a refusal.
 */
export function useUploadGlobalPayBatch() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async ({ fields, file, onProgress }: GlobalPayUpload): Promise<UploadOutcome> => {
      try {
        const answer = await method.callWithFile('uploadGlobalPayBatch', fields, file, {
          ...QUIET,
          fileName: file.name,
          onUploadProgress: onProgress,
        });
        const kind =
          String(answer.responseCode) === IDENTICAL_BATCH_CODE || answer.result === 'identicalBatch'
            ? 'identical'
            : 'created';
        return { kind, batchId: Number(answer.batchId), date: String(answer.date) };
      } catch (error) {
        const identical = identicalBatchOf(error);
        if (identical) return identical;
        throw error;
      }
    },
  });
}
