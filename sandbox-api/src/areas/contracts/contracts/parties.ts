import { CONTRACTS_REFUSAL_TEXTS, contractsRefusal } from '@portal/api/catalogue';
import type { Party, PartyQueries } from './party-queries';
import { refused } from './refusals';

export type { Party } from './party-queries';

/** The parties of contracts: customers read by id, and the check that contracts are offered to one. */
export function createContractParties({ partiesOf }: Pick<PartyQueries, 'partiesOf'>) {
  async function party(id: number): Promise<Party | undefined> {
    return (await partiesOf([id])).get(id);
  }

  /**
   * The check of every route (spec 03 §2, §8; issue 47 item 4): contracts are offered to a verified business
   * customer on a brand with the feature on, by the one rule the portal's menu and routes ask too.
   */
  async function assertOffered(customerId: number, contractsEnable: boolean): Promise<Party> {
    const found = await party(customerId);
    const refusal = contractsRefusal({
      contractsEnable,
      customerType: found?.isBusiness ? 1 : 0,
      verified: found?.verified ?? false,
    });
    if (refusal || !found) throw refused(CONTRACTS_REFUSAL_TEXTS[refusal ?? 'personal']);
    return found;
  }

  return { partiesOf, party, assertOffered };
}

export type ContractParties = ReturnType<typeof createContractParties>;
