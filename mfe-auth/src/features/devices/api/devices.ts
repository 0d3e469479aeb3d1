import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import type { Device } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';

export const devicesQueryKey = ['devices'] as const;

/** The user's devices (`GET /auth/devices`, spec 01 §7). */
export async function fetchDevices(security: SecurityClient): Promise<Device[]> {
  return asList(await security.devices());
}

/** The device list; a device linked elsewhere (live event) refreshes it. */
export function useDevices() {
  const { security } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.deviceLinked', () => {
      void queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery({ queryKey: devicesQueryKey, queryFn: () => fetchDevices(security) });
}
