import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Beneficiaries (spec 02 §7 "external cards and payment templates"). */
export function useBeneficiaries() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getBeneficiaries', 'external'],
    queryFn: async () => {
      const answer = await method.call('getBeneficiaries', {}, { popup: false });
      return {
        beneficiaries: asList(answer.beneficiaries),
        externalCards: asList(answer.externalCards).map((card) => ({
          ...card,
          cardNumber: String(card.cardNumber),
        })),
      };
    },
  });
}
