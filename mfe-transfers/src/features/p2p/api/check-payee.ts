import { useQuery } from '@tanstack/react-query';
import type { CheckPayeeResponse } from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { useServices } from '@portal/session/react';

/**
 * Check payee (spec 02 §7): exist and outBlacklist (spec 02 §5). An invalid e-mail is never sent: the call is
 * skipped unless `email` passes the spec's e-mail check.
 */
export function useCheckPayee(email: string | undefined) {
  const { method } = useServices();
  const checkable = email !== undefined && isCheckableEmail(email);
  return useQuery({
    queryKey: ['transfers', 'checkPayee', email?.trim().toLowerCase()],
    queryFn: (): Promise<CheckPayeeResponse> =>
      method.call('checkPayee', { email: (email ?? '').trim() }, { popup: false }),
    enabled: checkable,
  });
}
