import type { AuthClient, MethodClient, SecurityClient } from '@portal/api/client';

type Stubbed<T> = { [K in keyof T]: jest.Mock };

/** Every function of a client as a `jest.fn()`, with the test's own implementations over them. */
function stub<T extends object>(names: readonly (keyof T)[], overrides: Partial<Stubbed<T>>): Stubbed<T> {
  return Object.fromEntries(names.map((name) => [name, overrides[name] ?? jest.fn()])) as Stubbed<T>;
}

const AUTH_CALLS = [
  'login',
  'token',
  'refresh',
  'logout',
  'scpRequest',
  'pushResend',
  'sendStoreLinks',
] as const;
const SECURITY_CALLS = [
  'scpRequest',
  'approveMethods',
  'devices',
  'deleteDevice',
  'startDeviceApproval',
  'confirmDeviceApproval',
  'authorizeInfo',
  'authorizeDecision',
  'changeTwoStep',
  'confirmTwoStep',
] as const;

/** An auth client whose calls are mocks (unit tests only; end-to-end tests use the sandbox). */
export const stubAuthClient = (overrides: Partial<Stubbed<AuthClient>> = {}) =>
  stub<AuthClient>(AUTH_CALLS, overrides) as AuthClient & Stubbed<AuthClient>;

export const stubSecurityClient = (overrides: Partial<Stubbed<SecurityClient>> = {}) =>
  stub<SecurityClient>(SECURITY_CALLS, overrides) as SecurityClient & Stubbed<SecurityClient>;

export const stubMethodClient = (call: jest.Mock = jest.fn()) =>
  ({ call }) as MethodClient & { call: jest.Mock };
