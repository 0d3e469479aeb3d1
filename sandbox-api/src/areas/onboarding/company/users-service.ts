import {
  ACCESS_RIGHTS,
  RESPONSE_CODES,
  type AccessRightsResponse,
  type AddCompanyUserRequest,
  type AddCompanyUserResponse,
  type CompanyUsersResponse,
  type PotentialUsersResponse,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import { randomToken } from '../../../platform/lib/crypto';
import { hashPassword } from '../../../platform/lib/password';
import { companyLookups, normalizeEmail, refused, type CompanyServiceDeps } from './company-lookup';
import { REMOVED_USER_STATUS, ownerOf, type CompanyUserRow, type NewLogin } from './repository';
import { COMPANY_TEXTS } from './texts';

/** The assignable access rights and their names (spec 03 §6); 5 (uploading) marks an authorised user, never listed. */
export const ASSIGNABLE_ACCESS_RIGHTS = [
  { id: ACCESS_RIGHTS.none, name: 'No access' },
  { id: ACCESS_RIGHTS.read, name: 'Read' },
  { id: ACCESS_RIGHTS.full, name: 'Full access' },
  { id: ACCESS_RIGHTS.initiate, name: 'Initiate' },
  { id: ACCESS_RIGHTS.confirmed, name: 'Confirmed' },
] as const;

/** spec 03 §5, §6: the company's users and their access rights. */
export function createCompanyUsersService({
  repository,
  access,
  sendActivationLink,
  clock,
}: CompanyServiceDeps) {
  const { business, representativesOf } = companyLookups(repository);

  /** Refuses a change that would leave the company without a user of full access (spec 03 §5). */
  function keepsFullAccess(rows: readonly CompanyUserRow[], userId: number, newRight: number | null): void {
    const target = rows.find((row) => row.userId === userId)!;
    if (
      target.accessRight === ACCESS_RIGHTS.full &&
      newRight !== ACCESS_RIGHTS.full &&
      !rows.some((row) => row.userId !== userId && row.accessRight === ACCESS_RIGHTS.full)
    )
      throw refused([`accessRights: ${COMPANY_TEXTS.lastFullAccess}`]);
  }

  function companyUser(row: CompanyUserRow | undefined): CompanyUserRow {
    if (!row) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.userNotFound);
    return row;
  }

  return {
    /** The users with their rights; the owner first and flagged (their right cannot change). */
    async getCompanyUsers(customerId: number): Promise<CompanyUsersResponse> {
      await business(customerId);
      const rows = await repository.users(customerId);
      const owner = ownerOf(rows, customerId);
      return {
        users: rows
          .map((row) => ({
            userId: row.userId,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            accessRights: row.accessRight,
            status: row.status === 'pendingActivation' ? ('pendingActivation' as const) : ('active' as const),
            isOwner: row.userId === owner,
          }))
          .sort((a, b) => Number(b.isOwner) - Number(a.isOwner)),
      };
    },

    /** spec 03 §5 "Access-right lists hide right id 5". */
    getAccessRights(): AccessRightsResponse {
      return { accessRights: ASSIGNABLE_ACCESS_RIGHTS.map((right) => ({ ...right })) };
    },

    /** Persons of the company with an e-mail who are not its users yet. */
    async getPotentialUsers(customerId: number): Promise<PotentialUsersResponse> {
      const { byId } = await representativesOf(customerId);
      const userEmails = new Set((await repository.users(customerId)).map((row) => row.email));
      const potentialUsers = [...byId.values()].flatMap(({ representative, person }) =>
        person && person.userId === null && person.email && !userEmails.has(person.email)
          ? [
              {
                representativeId: representative.representativeId,
                name: representative.name,
                email: person.email,
              },
            ]
          : [],
      );
      return { potentialUsers };
    },

    /**
     * A user by representative or by e-mail (spec 03 §5): a free e-mail becomes an employee login pending
     * activation, with its `activationEmployee` link e-mailed; an existing employee login gets access at once; any
     * other login (a personal customer's, a company's own) is refused.
     */
    async addCompanyUser(
      customerId: number,
      request: AddCompanyUserRequest,
    ): Promise<AddCompanyUserResponse> {
      const company = await business(customerId);
      let who: {
        email: string;
        firstName: string;
        lastName: string;
        phone: string | null;
        personId: number | null;
      };
      if (request.kind === 'representative') {
        const found = (await representativesOf(customerId)).byId.get(request.representativeId);
        if (!found?.person) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.representativeNotFound);
        const { person } = found;
        if (!person.email) throw refused([`representativeId: ${COMPANY_TEXTS.noEmail}`]);
        if (person.userId !== null) throw refused([`representativeId: ${COMPANY_TEXTS.alreadyUser}`]);
        who = { ...person, phone: person.phone || null, personId: person.personId };
      } else {
        const problems = [
          ...(request.firstName.trim() ? [] : [`firstName: ${COMPANY_TEXTS.required}`]),
          ...(request.lastName.trim() ? [] : [`lastName: ${COMPANY_TEXTS.required}`]),
        ];
        if (problems.length > 0) throw refused(problems);
        who = {
          email: normalizeEmail(request.email),
          firstName: request.firstName.trim(),
          lastName: request.lastName.trim(),
          phone: null,
          personId: null,
        };
      }
      if (await access.isBlacklisted(who.email)) throw refused([`email: ${COMPANY_TEXTS.blacklisted}`]);
      const existing = await repository.findLogin(who.email);
      if (existing && existing.employeeOf === null)
        throw refused([`email: ${COMPANY_TEXTS.notEmployeeLogin}`]);
      // A login this company removed comes back pending activation, with a new link.
      const reinstated =
        existing?.status === REMOVED_USER_STATUS && existing.employeeOf === customerId
          ? { passwordHash: await hashPassword(randomToken(24)) }
          : undefined;
      const newLogin: NewLogin | null = existing
        ? null
        : { kind: 'new', ...who, passwordHash: await hashPassword(randomToken(24)) };
      const outcome = await repository.addUser({
        customerId,
        accessRight: request.accessRights,
        login: newLogin ?? { kind: 'existing', userId: existing!.userId, reinstate: reinstated },
        personId: who.personId,
      });
      if (outcome.kind === 'taken') throw refused([`email: ${COMPANY_TEXTS.notEmployeeLogin}`]);
      if (outcome.kind === 'alreadyUser') throw refused([`email: ${COMPANY_TEXTS.alreadyUser}`]);
      if (outcome.kind === 'linked') throw refused([`representativeId: ${COMPANY_TEXTS.alreadyUser}`]);
      const invited = newLogin !== null || reinstated !== undefined;
      if (invited)
        await sendActivationLink({
          userId: outcome.userId,
          customerId,
          email: who.email,
          firstName: who.firstName,
          lastName: who.lastName,
          status: 'pendingActivation',
          kind: 'employee',
          businessName: company.businessName,
        });
      return { userId: outcome.userId, invited };
    },

    /** A user's right by id: not the owner's, and some user keeps full access (spec 03 §5). */
    async changeCompanyUserRight(customerId: number, userId: number, accessRights: number): Promise<void> {
      await business(customerId);
      await repository.changeUser(customerId, userId, accessRights, clock.now(), (rows, owner) => {
        companyUser(rows.find((row) => row.userId === userId));
        if (userId === owner) throw refused([`userId: ${COMPANY_TEXTS.ownerRight}`]);
        keepsFullAccess(rows, userId, accessRights);
      });
    },

    /** Takes a user's access: not the owner, and some user keeps full access. */
    async removeCompanyUser(customerId: number, userId: number): Promise<void> {
      await business(customerId);
      await repository.changeUser(customerId, userId, null, clock.now(), (rows, owner) => {
        companyUser(rows.find((row) => row.userId === userId));
        if (userId === owner) throw refused([`userId: ${COMPANY_TEXTS.ownerRemoved}`]);
        keepsFullAccess(rows, userId, null);
      });
    },
  };
}
