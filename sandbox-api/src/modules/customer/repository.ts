import type { CustomerInfo, CustomerTypeCode, PermissionFlag } from '@portal/api/contract';
import { ACCESS_RIGHTS, PERMISSION_FLAGS } from '@portal/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerAccess, customers, users } from '../../db/schema';

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
];

function permissionsOf(stored: Record<string, boolean>): Partial<Record<PermissionFlag, boolean>> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, stored[flag] === true]));
}

export function createCustomerRepository(db: Database) {
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
        .select({ accessRight: customerAccess.accessRight })
        .from(customerAccess)
        .where(and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId)));
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
        accessRight: access?.accessRight ?? ACCESS_RIGHTS.read,
      };
    },

    /** Whether the user may act for the customer: an administrator, or someone given access to it. */
    async mayActFor(userId: number, customerId: number): Promise<boolean> {
      const [user] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      if (user.isAdmin) return true;
      const [access] = await db
        .select({ accessRight: customerAccess.accessRight })
        .from(customerAccess)
        .where(and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId)));
      // Access right 0 is "no access" (spec 01 §3).
      return access !== undefined && access.accessRight > 0;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
