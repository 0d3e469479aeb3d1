import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError, toApiError, type SecurityClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';
import { devicesQueryKey } from './devices';

/** Removes a device (`DELETE /auth/devices/{deviceId}`, spec 01 §7). */
export function deleteDevice(security: SecurityClient, deviceId: number): Promise<void> {
  return security.deleteDevice(deviceId);
}

export function useDeleteDevice() {
  const { security } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) => deleteDevice(security, deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
    onError: (error) => reportError(toApiError(error)),
  });
}
