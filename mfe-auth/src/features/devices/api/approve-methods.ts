import { useQuery } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import type { DeviceApproveMethod } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** How a new device can be approved (`GET /auth/devices/approve-methods`). */
export async function fetchApproveMethods(security: SecurityClient): Promise<DeviceApproveMethod[]> {
  return asList(await security.approveMethods());
}

/** Loaded when the approve dialog opens. */
export function useApproveMethods(enabled: boolean) {
  const { security } = useServices();
  return useQuery({
    queryKey: ['deviceApproveMethods'],
    queryFn: () => fetchApproveMethods(security),
    enabled,
  });
}
