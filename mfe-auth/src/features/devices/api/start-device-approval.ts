import { useMutation } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import type { DeviceApproveStarted } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

export interface StartDeviceApprovalVariables {
  deviceId: number;
  methodId: number;
}

/** Sends the approval code by the chosen method (`POST /auth/devices/{id}/approve`); `sentTo` is masked. */
export function startDeviceApproval(
  security: SecurityClient,
  { deviceId, methodId }: StartDeviceApprovalVariables,
): Promise<DeviceApproveStarted> {
  return security.startDeviceApproval(deviceId, { methodId });
}

export function useStartDeviceApproval() {
  const { security } = useServices();
  return useMutation({
    mutationFn: (variables: StartDeviceApprovalVariables) => startDeviceApproval(security, variables),
  });
}
