import { useQuery } from '@tanstack/react-query';
import type { Beneficiary } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** The saved p2p payees (spec 02 §7 "Beneficiary list", type p2p): the ones with an e-mail to fill in. */
export function useP2pTemplates() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getBeneficiaries', 'p2p'],
    queryFn: async (): Promise<Beneficiary[]> => {
      const answer = await method.call('getBeneficiaries', { type: 'p2p' }, { popup: false });
      return (answer.beneficiaries ?? []).filter(
        (beneficiary) => beneficiary.type === 'p2p' && Boolean(beneficiary.details?.toEmail),
      );
    },
  });
}
