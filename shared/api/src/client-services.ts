import {
  AUTH_PATHS,
  IDENTITY_CHECK_PATHS,
  PHONE_VERIFICATION_PATH,
  TWO_STEP_PATHS,
  authPath,
  type AuthorizeDecision,
  type AuthorizeQuery,
  type AuthorizeRequestInfo,
  type AuthorizeResult,
  type Device,
  type DeviceApproveConfirm,
  type DeviceApproveMethod,
  type DeviceApproveStart,
  type DeviceApproveStarted,
  type IdentityVerificationChannelAnswer,
  type IdentityVerificationChannelRequest,
  type IdentityVerificationStarted,
  type IdentityWorkflowRun,
  type PhoneVerificationAnswer,
  type PhoneVerificationRequest,
  type ScpRequestAnswer,
  type TwoStepChangeAnswer,
  type TwoStepChangeRequest,
  type TwoStepConfirmRequest,
  type AuthFlow,
  type LoginRequest,
  type TokenRequest,
  type Tokens,
} from '@portal/api/catalogue';
import { dropNulls } from '@portal/api/numeric';
import {
  type ApiClientOptions,
  type HttpRequestConfig,
  type HttpClient,
  toApiError,
  createHttpClient,
  installSessionInterceptors,
} from './client-http';

/**
 * The auth service while signing in (spec 01 §7): no session yet, so the calls after the login step carry the
 * login's temporary token.
 */
export interface AuthClient {
  login(request: LoginRequest): Promise<AuthFlow>;
  token(request: TokenRequest): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Tokens>;
  logout(refreshToken: string): Promise<void>;
  /** The deep link that makes a phone the push device (strict or soft migration, scp). */
  scpRequest(temporaryToken: string): Promise<ScpRequestAnswer>;
  /** Sends the push prompt again. */
  pushResend(temporaryToken: string): Promise<void>;
  /** Sends the brand's app-store links by SMS; plus signs are stripped (spec 01 §5). */
  sendStoreLinks(phoneNumber: string, temporaryToken?: string): Promise<void>;
}

type Send = <T>(config: HttpRequestConfig) => Promise<T>;

function sender(http: HttpClient): Send {
  return async <T>(config: HttpRequestConfig): Promise<T> => {
    try {
      const response = await http.request<T>({
        ...config,
        data: config.data === undefined ? undefined : dropNulls(config.data),
      });
      return response.data;
    } catch (error) {
      throw toApiError(error);
    }
  };
}

function serviceClient(baseUrl: string): HttpClient {
  return createHttpClient(baseUrl.replace(/\/$/, ''));
}

const withBearer = (token: string | undefined) =>
  token ? { headers: { Authorization: `Bearer ${token}` } } : {};

/** The spec strips plus signs from phone codes before sending (spec 01 §5). */
export const stripPlus = (phone: string): string => phone.replace(/\+/g, '').trim();

export function createAuthClient(baseUrl: string): AuthClient {
  const send = sender(serviceClient(baseUrl));
  const post = <T>(url: string, data: unknown, token?: string) =>
    send<T>({ method: 'POST', url, data, ...withBearer(token) });
  return {
    login: (request) => post<AuthFlow>(AUTH_PATHS.login, request),
    token: (request) => post<Tokens>(AUTH_PATHS.token, request),
    refresh: (refreshToken) => post<Tokens>(AUTH_PATHS.refresh, { refreshToken }),
    logout: async (refreshToken) => {
      await post<unknown>(AUTH_PATHS.logout, { refreshToken });
    },
    scpRequest: (temporaryToken) => post<ScpRequestAnswer>(AUTH_PATHS.scpRequest, {}, temporaryToken),
    pushResend: async (temporaryToken) => {
      await post<unknown>(AUTH_PATHS.pushResend, {}, temporaryToken);
    },
    sendStoreLinks: async (phoneNumber, temporaryToken) => {
      await post<unknown>(AUTH_PATHS.storesUrlsSend, { phoneNumber: stripPlus(phoneNumber) }, temporaryToken);
    },
  };
}

/**
 * Signed-in calls of the auth service and the security settings (spec 01 §7, spec 02 §7): devices, push
 * enablement, authorize and the two-step verification change. They go through the session interceptors.
 */
export interface SecurityClient {
  scpRequest(): Promise<ScpRequestAnswer>;
  approveMethods(): Promise<DeviceApproveMethod[]>;
  devices(): Promise<Device[]>;
  deleteDevice(deviceId: number): Promise<void>;
  startDeviceApproval(deviceId: number, request: DeviceApproveStart): Promise<DeviceApproveStarted>;
  confirmDeviceApproval(deviceId: number, methodId: number, request: DeviceApproveConfirm): Promise<void>;
  authorizeInfo(query: AuthorizeQuery): Promise<AuthorizeRequestInfo>;
  authorizeDecision(authorizationId: string, decision: AuthorizeDecision): Promise<AuthorizeResult>;
  changeTwoStep(request: TwoStepChangeRequest): Promise<TwoStepChangeAnswer>;
  confirmTwoStep(reqId: string, request: TwoStepConfirmRequest): Promise<void>;
  /** `POST verification/phones/{phoneId}/verify` (spec 03 §7): an SMS code whose confirmation answers the challenge. */
  verifyPhone(phoneId: number, request: PhoneVerificationRequest): Promise<PhoneVerificationAnswer>;
  /**
   * The online identity check (spec 03 §7, contract identity-check.ts): `POST /identity-verification` for the
   * signed-in personal customer, `POST /customers/{id}/identity-verification` with a customer id (business or admin).
   */
  startIdentityVerification(customerId?: number): Promise<IdentityVerificationStarted>;
  /** `POST verification/customer/{id}/verify` (type, codeChallenge): the way to the provider. */
  sendIdentityVerification(
    customerId: number,
    request: IdentityVerificationChannelRequest,
  ): Promise<IdentityVerificationChannelAnswer>;
  /** A run's state, public: with its token the whole answer, by id alone the job's status. */
  identityWorkflowRun(workflowRunId: string, token?: string): Promise<IdentityWorkflowRun>;
}

export function createSecurityClient({
  baseUrl,
  tokens,
}: Pick<ApiClientOptions, 'baseUrl' | 'tokens'>): SecurityClient {
  const http = serviceClient(baseUrl);
  installSessionInterceptors(http, tokens, () => true);
  const send = sender(http);
  const ignore = () => undefined;
  return {
    scpRequest: () => send({ method: 'POST', url: AUTH_PATHS.scpRequest, data: {} }),
    approveMethods: () => send({ method: 'GET', url: AUTH_PATHS.approveMethods }),
    devices: () => send({ method: 'GET', url: AUTH_PATHS.devices }),
    deleteDevice: (deviceId) =>
      send({ method: 'DELETE', url: authPath(AUTH_PATHS.device, { deviceId }) }).then(ignore),
    startDeviceApproval: (deviceId, request) =>
      send({ method: 'POST', url: authPath(AUTH_PATHS.deviceApprove, { deviceId }), data: request }),
    confirmDeviceApproval: (deviceId, methodId, request) =>
      send({
        method: 'PATCH',
        url: authPath(AUTH_PATHS.deviceApproveConfirm, { deviceId, methodId }),
        data: request,
      }).then(ignore),
    authorizeInfo: (query) => send({ method: 'GET', url: AUTH_PATHS.authorize, params: { ...query } }),
    authorizeDecision: (authorizationId, decision) =>
      send({
        method: 'POST',
        url: authPath(AUTH_PATHS.authorizeDecision, { authorizationId }),
        data: decision,
      }),
    changeTwoStep: (request) => send({ method: 'POST', url: TWO_STEP_PATHS.change, data: request }),
    confirmTwoStep: (reqId, request) =>
      send({ method: 'POST', url: authPath(TWO_STEP_PATHS.confirm, { reqId }), data: request }).then(ignore),
    verifyPhone: (phoneId, request) =>
      send({ method: 'POST', url: authPath(PHONE_VERIFICATION_PATH, { phoneId }), data: request }),
    startIdentityVerification: (customerId) =>
      send({
        method: 'POST',
        url:
          customerId === undefined
            ? IDENTITY_CHECK_PATHS.start
            : authPath(IDENTITY_CHECK_PATHS.startForCustomer, { customerId }),
        data: {},
      }),
    sendIdentityVerification: (customerId, request) =>
      send({ method: 'POST', url: authPath(IDENTITY_CHECK_PATHS.verify, { customerId }), data: request }),
    identityWorkflowRun: (workflowRunId, token) =>
      send<{ run: IdentityWorkflowRun }>({
        method: 'GET',
        url: authPath(IDENTITY_CHECK_PATHS.status, { workflowRunId }),
        ...(token === undefined ? {} : { params: { token } }),
      }).then((answer) => answer.run),
  };
}
