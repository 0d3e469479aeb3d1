import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInstruction } from '@portal/api/catalogue';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import { paymentInstructionsKey } from './payment-instructions';

/**
 * Set instruction viewed (spec 02 §7), when the customer opens an instruction: its "New" badge goes at once. A
 * failure is not worth a popup; the badge comes back with the next load.
 */
export function useSetInstructionViewed() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructionId: number) =>
      method.call('setInstructionViewed', { instructionId }, { popup: false }),
    onSuccess: (_answer, instructionId) => {
      queryClient.setQueryData<PaymentInstruction[]>(paymentInstructionsKey(customerId), (list) =>
        list?.map((item) => (item.id === instructionId ? { ...item, viewed: true } : item)),
      );
    },
  });
}
