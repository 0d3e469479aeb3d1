import { GLOBAL_PAY_FILE_ACCEPT, GLOBAL_PAY_FILE_MAX_BYTES } from '@portal/api/catalogue';

export type FileProblem = 'file' | 'fileType' | 'fileSize' | 'fileEmpty';

/** Why a chosen file is refused before it is sent (the limits the sandbox checks, contract global-pay.ts). */
export function fileProblem(file: File | undefined): FileProblem | undefined {
  if (!file) return 'file';
  const name = file.name.toLowerCase();
  if (!GLOBAL_PAY_FILE_ACCEPT.some((ending) => name.endsWith(ending))) return 'fileType';
  if (file.size > GLOBAL_PAY_FILE_MAX_BYTES) return 'fileSize';
  if (file.size === 0) return 'fileEmpty';
  return undefined;
}

/** How far an upload got, in percent; undefined while the platform cannot tell. */
export function uploadPercent(loaded: number, total: number): number | undefined {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
}
