import { PERMISSION_FLAGS, type PermissionFlag } from '@portal/api/contract';
import type { UserState } from '@portal/session/session';

/** A signed-in user for tests: personal, full access, no permission flags, unless `changes` says otherwise. */
export function userState(
  changes: Omit<Partial<UserState>, 'permissions'> & {
    permissions?: Partial<Record<PermissionFlag, boolean>>;
  } = {},
): UserState {
  const { permissions = {}, ...rest } = changes;
  const flags = Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, permissions[flag] === true]),
  ) as Record<PermissionFlag, boolean>;
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    login: 'ana@example.com',
    customerId: 100,
    customerType: 0,
    residenceCountryCode: 'ES',
    isAdmin: false,
    limited: false,
    verified: true,
    twoStepVerificationMode: 'none',
    approvalCodeMode: 'sms',
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    isSubAccount: flags.settlementAccount,
    accessRight: 2,
    isRepresentative: false,
    supportActing: false,
    ...rest,
    permissions: flags,
  };
}
