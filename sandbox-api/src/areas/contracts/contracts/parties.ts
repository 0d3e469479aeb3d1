import { CONTRACTS_REFUSAL_TEXTS, contractsRefusal } from '@portal/api/catalogue';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';
import { refused } from './refusals';

/** A customer as a contract names it: a company's title and login. */
export interface Party {
  id: number;
  title: string;
  username: string;
  isBusiness: boolean;
  verified: boolean;
}

/** The parties of contracts: customers read by id, and the check that contracts are offered to one. */
export function createContractParties(db: Database) {
  async function partiesOf(ids: number[]): Promise<Map<number, Party>> {
    const unique = [...new Set(ids)];
    const parties = new Map<number, Party>();
    if (unique.length === 0) return parties;
    const rows = await db
      .select({
        id: customers.id,
        customerType: customers.customerType,
        businessName: customers.businessName,
        verified: customers.verified,
      })
      .from(customers)
      .where(inArray(customers.id, unique));
    const logins = await db
      .select({
        customerId: users.customerId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.customerId, unique))
      .orderBy(asc(users.id));
    for (const row of rows) {
      const login = logins.find((user) => user.customerId === row.id);
      parties.set(row.id, {
        id: row.id,
        title: row.businessName ?? (login ? `${login.firstName} ${login.lastName}` : `Customer ${row.id}`),
        username: login?.email ?? '',
        isBusiness: row.customerType === 1,
        verified: row.verified,
      });
    }
    return parties;
  }

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
