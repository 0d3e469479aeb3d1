import type { CallerRelation, CustomerInfo, CustomerTypeCode, PermissionFlag } from '@portal/api/catalogue';
import { ACCESS_RIGHTS, PERMISSION_FLAGS } from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccess, customers, users } from '../db/tables';

// The sign-in flow as a second-factor mode (spec 01 §3): simple and direct ask for none; a new browser checked
// by the device is push.
const LOGIN_2FA_MODE: Record<string, CustomerInfo['login2faMode']> = {
  simple: 'no',
  direct: 'no',
  otp: 'otp',
  sms: 'sms',
  push: 'push',
  verifyDevice: 'push',
};
const APPROVE_MODES: readonly CustomerInfo['transactionApproveMode'][] = [
  'none',
  'push',
  'otp',
  'sms',
  'approvalCode',
  'passkey',
];

function permissionsOf(stored: Record<string, boolean>): Partial<Record<PermissionFlag, boolean>> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, stored[flag] === true]));
}

/**
 * What a business customer's info adds for the user (spec 03 §3): whether the company was converted, the
 * representative the user is of it, with their positions, and whether the user is one of its employees. The company
 * slice answers it from its tables (areas/onboarding/company/business-facts.ts); the platform only asks.
 */
export interface BusinessFacts {
  isConverted: boolean;
  representative: { id: number; positionIds: number[] } | null;
  employee: boolean;
}
export type BusinessFactsReader = (userId: number, customerId: number) => Promise<BusinessFacts>;

export function createCustomerRepository(db: Database, businessFacts: BusinessFactsReader) {
  return {
    /** What the signed-in user sees about the customer they act for (spec 01 §3 "Customer info response"). */
    async findCustomerInfo(userId: number, customerId: number): Promise<CustomerInfo | null> {
      const [row] = await db
        .select({ user: users, customer: customers })
        .from(users)
        .innerJoin(customers, eq(customers.id, customerId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const { user, customer } = row;
      const [access] = await db
        .select({ accessRight: customerAccess.accessRight, balanceInfo: customerAccess.balanceInfo })
        .from(customerAccess)
        .where(and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId)));
      const business = customer.customerType !== 0;
      const { isConverted, representative, employee } = business
        ? await businessFacts(userId, customerId)
        : { isConverted: false, representative: null, employee: false };
      // An administrator without access of their own acts as the customer as support (issue 22).
      const supportActing =
        user.isAdmin && user.customerId !== customerId && (access === undefined || access.accessRight === 0);
      const approveMode = APPROVE_MODES.find((mode) => mode === customer.transactionApproveMode) ?? 'none';
      return {
        userId: user.id,
        customerId: customer.id,
        customerType: customer.customerType as CustomerTypeCode,
        login: { email: user.email },
        login2faMode: LOGIN_2FA_MODE[user.loginFlow] ?? 'no',
        firstName: user.firstName,
        lastName: user.lastName,
        ...(customer.businessName ? { businessName: customer.businessName } : {}),
        ...(customer.birthDay ? { birthDay: customer.birthDay } : {}),
        customerCreationDate: customer.createdAt.toISOString(),
        residenceCountryCode: customer.residenceCountryCode,
        ...(customer.taxId ? { taxId: customer.taxId } : {}),
        transactionApproveMode: approveMode,
        isAdmin: user.isAdmin,
        isHaveRelatedAccounts: customer.isHaveRelatedAccounts,
        useOldWeb: customer.useOldWeb,
        ...(customer.oldWebUrl ? { oldWebUrl: customer.oldWebUrl } : {}),
        // spec 01 §3: permissions are given to business customers only.
        ...(customer.customerType !== 0 ? { permissions: permissionsOf(customer.permissions ?? {}) } : {}),
        verified: customer.verified,
        limited: customer.limited,
        dueDiligenceLevel: customer.dueDiligenceLevel,
        isNeedPersonalInfoUpdate: customer.isNeedPersonalInfoUpdate,
        isNeedKyc: customer.isNeedKyc,
        // An administrator looking at another customer reads only (spec 02 §6: 1 read).
        accessRight:
          access?.accessRight ?? (user.customerId === customerId ? ACCESS_RIGHTS.full : ACCESS_RIGHTS.read),
        // spec 01 §3: a representative's access list lacks balanceInfo; support reads what the customer reads.
        accessList: supportActing || access?.balanceInfo !== false ? ['balanceInfo'] : [],
        supportActing,
        // spec 03 §3 "User state", §6 roles: strict migration, a converted company, the user's place among the
        // company's representatives and an employee's own names.
        isStrictMode: user.migrationReq === 'strict',
        isConverted,
        businessRepresentativeId: representative?.id ?? null,
        businessRepresentativePositionIds: representative?.positionIds ?? [],
        ...(employee ? { employeeFirstName: user.firstName, employeeLastName: user.lastName } : {}),
      };
    },

    /**
     * How the user stands to the customer (authorization.ts): their access to it, or an administrator acting
     * as a customer they have no access of their own to; `null` when they may not act for it at all.
     */
    async relationOf(userId: number, customerId: number): Promise<CallerRelation | null> {
      const [row] = await db
        .select({
          isAdmin: users.isAdmin,
          ownCustomerId: users.customerId,
          accessRight: customerAccess.accessRight,
          balanceInfo: customerAccess.balanceInfo,
        })
        .from(users)
        .leftJoin(
          customerAccess,
          and(eq(customerAccess.userId, users.id), eq(customerAccess.customerId, customerId)),
        )
        .where(eq(users.id, userId));
      if (!row) return null;
      if (row.accessRight !== null && row.accessRight > 0) {
        return {
          kind: 'member',
          accessRight: row.accessRight,
          balanceInfo: row.balanceInfo ?? false,
          isAdmin: row.isAdmin,
        };
      }
      // One's own customer, even without an access row of its own (the demo administrator): full access.
      if (row.ownCustomerId === customerId && row.accessRight === null) {
        return { kind: 'member', accessRight: ACCESS_RIGHTS.full, balanceInfo: true, isAdmin: row.isAdmin };
      }
      if (!row.isAdmin) return null;
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId));
      return customer ? { kind: 'adminActing' } : null;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
