import { useMutation } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Show PIN (spec 02 §7): the answer holds pinCode (older back ends say pin). Never cached. */
export function useShowPin() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (accountId: number): Promise<string> => {
      const answer: { pinCode?: string | number; pin?: string | number } = await method.call(
        'showPin',
        { accountId },
        { popup: false },
      );
      return String(answer.pinCode ?? answer.pin ?? '');
    },
  });
}
