import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@portal/api/errors';
import { RESPONSE_CODES } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** The public receive page's data (no session: a public method, spec 02 §2 `/receive/{id}`). */
export function useReceiveInfo(id: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getReceiveInfo', id],
    queryFn: () => method.call('getReceiveInfo', { id: id as string }, { popup: false }),
    enabled: Boolean(id),
    // An unknown link stays unknown: no retry. A network failure is tried once more, soon, before the retry button.
    retry: (failures, error) => !isUnknownLink(error) && failures < 1,
    retryDelay: 300,
  });
}

/** The server does not know the link (or the id is not one). */
export function isUnknownLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === RESPONSE_CODES.notFound ||
      error.code === RESPONSE_CODES.invalidParameters ||
      error.status === 404)
  );
}
