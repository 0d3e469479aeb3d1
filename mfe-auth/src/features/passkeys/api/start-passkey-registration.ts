import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { PasskeyRegistrationOptions } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Adding a passkey, step 1: the password again; answers the options for the browser's dialog. */
export function startPasskeyRegistration(
  method: MethodClient,
  password: string,
): Promise<PasskeyRegistrationOptions> {
  return method.call('startPasskeyRegistration', { password }, { popup: false });
}

/** The failure stays with the caller: the add dialog shows it (a wrong password, the limit). */
export function useStartPasskeyRegistration() {
  const { method } = useServices();
  return useMutation({ mutationFn: (password: string) => startPasskeyRegistration(method, password) });
}
