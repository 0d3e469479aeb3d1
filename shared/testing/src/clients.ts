import type { AuthClient, MethodClient, SecurityClient, TokenSource } from '@portal/api/client';
import type { MethodName } from '@portal/api/catalogue';

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
  'verifyPhone',
  'startIdentityVerification',
  'sendIdentityVerification',
  'identityWorkflowRun',
] as const;

/** An auth client whose calls are mocks (unit tests only; end-to-end tests use the sandbox). */
export const stubAuthClient = (overrides: Partial<Stubbed<AuthClient>> = {}) =>
  stub<AuthClient>(AUTH_CALLS, overrides) as AuthClient & Stubbed<AuthClient>;

export const stubSecurityClient = (overrides: Partial<Stubbed<SecurityClient>> = {}) =>
  stub<SecurityClient>(SECURITY_CALLS, overrides) as SecurityClient & Stubbed<SecurityClient>;

export const stubMethodClient = (call: jest.Mock = jest.fn()) =>
  ({ call }) as MethodClient & { call: jest.Mock };

/** A page test's answers, by operation: each gets the request. */
export type MethodAnswers = Partial<Record<MethodName, (request: Record<string, unknown>) => unknown>>;

/** A method client answering from `answers`; any other call rejects, so an unexpected call shows. */
export function methodWith(answers: MethodAnswers) {
  return stubMethodClient(
    jest.fn(async (name: MethodName, request: Record<string, unknown>) => {
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(request);
    }),
  );
}

/** The requests made to one operation. */
export const callsOf = (method: { call: jest.Mock }, name: MethodName) =>
  method.call.mock.calls.filter(([called]) => called === name).map(([, request]) => request as unknown);

/** A session token source that always has a token (the shell's one, in `services.tokens`). */
export const stubTokenSource = (token = 'test-token'): TokenSource => ({
  accessToken: () => token,
  expiresAt: () => undefined,
  refresh: () => Promise.resolve(token),
  refused: () => undefined,
});
