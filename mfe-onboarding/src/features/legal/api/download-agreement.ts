import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AgreementFile } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Agreement download (spec 02 §7: id, PDF); the document's row says when it fails. */
export function downloadAgreement(method: MethodClient, id: number): Promise<AgreementFile> {
  return method.call('downloadAgreement', { id }, { popup: false });
}

/** The file's bytes from its base64 text. */
export function bytesOf(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** Hands the file to the browser as a download under its own name. */
export function saveFile(file: AgreementFile): void {
  const url = URL.createObjectURL(new Blob([bytesOf(file.content)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads one document; `variables` tells which is on its way. */
export function useDownloadAgreement() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (id: number) => downloadAgreement(method, id),
    onSuccess: saveFile,
  });
}
