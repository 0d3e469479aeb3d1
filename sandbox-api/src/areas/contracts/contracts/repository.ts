import type { Database } from '../../../platform/db/client';
import { createContractQueries } from './contract-queries';
import { createLinkQueries } from './link-queries';
import { createPartyQueries } from './party-queries';
import { createSplitQueries } from './split-queries';

export type {
  SmartContractRow,
  NewContract,
  ContractPatch,
  ContractEventRow,
  NewContractEvent,
} from './contract-queries';
export type { ContractLinkRow, ContractLinkKind, NewContractLink } from './link-queries';
export type { Party } from './party-queries';
export type { ContractSplitRow, NewContractSplit } from './split-queries';

/**
 * The reads and writes of the contracts slice (issue 48 item 2), on one database handle: the database, or a
 * transaction. Rows become the slice's records (a contract's row, a link, a `Party`) or `@portal/api` types here.
 */
function createContractStore(db: Database) {
  return {
    ...createContractQueries(db),
    ...createPartyQueries(db),
    ...createLinkQueries(db),
    ...createSplitQueries(db),
  };
}

/** The slice's queries bound to one handle: what a transaction's work is given. */
export type ContractStore = ReturnType<typeof createContractStore>;

/** The contracts slice's repository: its queries on the database, and `transaction` for work that is one. */
export function createContractRepository(db: Database) {
  return {
    ...createContractStore(db),
    /** Runs `work` in one database transaction (a savepoint inside one), with the queries bound to it. */
    transaction<T>(work: (tx: ContractStore) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createContractStore(tx)));
    },
  };
}

export type ContractRepository = ReturnType<typeof createContractRepository>;
