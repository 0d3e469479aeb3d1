import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';
import { devicesQueryKey } from './devices';

export interface ConfirmDeviceApprovalVariables {
  deviceId: number;
  methodId: number;
  code: string;
}

/** Approves the device with the code (`PATCH /auth/devices/{id}/approve/{methodId}`). */
export function confirmDeviceApproval(
  security: SecurityClient,
  { deviceId, methodId, code }: ConfirmDeviceApprovalVariables,
): Promise<void> {
  return security.confirmDeviceApproval(deviceId, methodId, { code });
}

export function useConfirmDeviceApproval() {
  const { security } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConfirmDeviceApprovalVariables) => confirmDeviceApproval(security, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
