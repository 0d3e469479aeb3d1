import { PERMISSION_FLAGS, type PermissionFlag } from '@portal/api/catalogue';
import type { UserState } from '@portal/session/session';
import { testUser } from '@portal/session/testing';

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
  return testUser({
    firstName: 'Ana',
    lastName: 'Lopez',
    login: 'ana@example.com',
    customerId: 100,
    residenceCountryCode: 'ES',
    twoStepVerificationMode: 'none',
    approvalCodeMode: 'sms',
    isSubAccount: flags.settlementAccount,
    ...rest,
    permissions: flags,
  });
}
