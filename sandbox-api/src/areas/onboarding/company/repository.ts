import type { Database } from '../../../platform/db/client';
import { createCompanyEmailsRepository } from './emails-repository';
import { createCompanyRecordsRepository } from './records-repository';
import { createCompanyStatementsRepository } from './statements-repository';
import { createCompanyStructureRepository } from './structure-repository';
import { createCompanyUsersRepository } from './users-repository';

export type { StoredEmail } from './emails-repository';
export type { CompanyRecord, StoredAddress, StoredDocument } from './records-repository';
export type {
  CompanyRepresentative,
  CompanyStructure,
  PersonRepresentative,
  ShareholderRow,
} from './structure-repository';
export type { CompanyUserRow, LoginRow, NewLogin } from './users-repository';
export { ownerOf, REMOVED_USER_STATUS } from './users-repository';

/** The company pages' store, one part per sub-domain: record, structure, users, statements, payment e-mails. */
export function createCompanyRepository(db: Database) {
  return {
    ...createCompanyRecordsRepository(db),
    ...createCompanyStructureRepository(db),
    ...createCompanyUsersRepository(db),
    ...createCompanyStatementsRepository(db),
    ...createCompanyEmailsRepository(db),
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
