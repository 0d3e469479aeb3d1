import { useMutation } from '@tanstack/react-query';
import type { ChangePinRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Change PIN (spec 02 §7): `confirm` false only checks the PINs, true changes it; the page shows a refusal. */
export function useChangePin() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: ChangePinRequest) => method.call('changePin', request, { popup: false }),
  });
}
