import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient, UploadProgress } from '@portal/api/client';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, MERCHANT_PAGE_SIZES, type Logo } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

const KEY = ['merchant', 'getLogos'] as const;

/** spec 03 §7 "Logo list (pageSize 1000)", §9. */
export const logosQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...KEY, customerId ?? 'self'] as const,
  queryFn: async (): Promise<Logo[]> =>
    asList(
      (
        await method.call(
          'getLogos',
          { pageSize: MERCHANT_PAGE_SIZES.logos, pageNumber: 1 },
          { popup: false },
        )
      ).logos,
    ),
});

export function useLogos(enabled = true) {
  const { method } = useServices();
  return useQuery({ ...logosQuery(method, useSubject(actingCustomerId$)), enabled });
}

/** Where a logo's image is served: its `file` under the back end's base URL (or as it is, when absolute). */
export function logoUrl(apiBaseUrl: string, logo: Pick<Logo, 'file'>): string {
  if (/^https?:\/\//.test(logo.file)) return logo.file;
  return `${apiBaseUrl.replace(/\/$/, '')}/${logo.file.replace(/^\//, '')}`;
}

/** A chosen image's problem, checked before anything is sent (the sandbox checks again, content included). */
export function logoFileProblem(file: File): 'type' | 'size' | 'empty' | undefined {
  if (!(LOGO_ACCEPT as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return undefined;
}

export interface LogoUpload {
  name: string;
  isDefault: boolean;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** spec 03 §7 "Logo create (multipart data plus file[])", with its progress; the list reloads after it. */
export function useUploadLogo() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, isDefault, file, onProgress }: LogoUpload) =>
      method.callWithFile('createLogo', { name, isDefault }, file, {
        fileName: file.name,
        onUploadProgress: onProgress,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Rename or make default (`updateLogo` takes the whole logo's fields). */
export function useUpdateLogo() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number; name: string; isDefault: boolean }) =>
      method.call('updateLogo', request),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteLogo() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => method.call('deleteLogo', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
