import { useMutation } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';

/** The deep link a phone opens to link itself (`POST /auth/scp/request`, spec 01 §7). */
export async function requestDeviceLink(security: SecurityClient): Promise<string> {
  const { deeplink } = await security.scpRequest();
  return deeplink;
}

/** The link dialog shows a failure itself, with a retry. */
export function useScpRequest() {
  const { security } = useServices();
  return useMutation({ mutationFn: () => requestDeviceLink(security) });
}
