import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  AUTH_PATHS,
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
  type ScpRequestAnswer,
  type TwoStepChangeAnswer,
  type TwoStepChangeRequest,
  type TwoStepConfirmRequest,
  CLIENT_VERSION,
  CLIENT_VERSION_HEADER,
  CUSTOMER_ID_HEADER,
  METHOD_API_PATH,
  METHOD_CATALOGUE,
  RESPONSE_CODES,
  type AuthFlow,
  type LoginRequest,
  type MethodName,
  type MethodRequest,
  type MethodResponse,
  type ResponseEnvelope,
  type TokenRequest,
  type Tokens,
} from '@portal/api/contract';
import { bus } from '@portal/events/bus';
import { ApiError, type ErrorBody } from '@portal/api/errors';
import { convertNumericStrings, dropNulls } from '@portal/api/numeric';

/** spec 01 §7 and §9: request time-out 5 minutes. */
export const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;
/** spec 01 §4: refresh when the access token is within 10 s of expiry. */
export const REFRESH_MARGIN_MS = 10_000;

/** What the clients need to know about the session; `@portal/session` provides it. */
export interface TokenSource {
  accessToken(): string | undefined;
  /** Expiry of the access token, ms since the epoch. */
  expiresAt(): number | undefined;
  /** Refreshes the tokens; concurrent callers share one refresh (single flight). Rejects when it fails. */
  refresh(): Promise<string>;
}

/** Request context the method client adds to every body (spec 01 §7). */
export interface RequestContext {
  language(): string;
  /** The customer being acted for (business user's company, or an admin's `fromCustomerId`). */
  actingCustomerId(): number | undefined;
  /** Business users also send the customer-id header (spec 01 §6). */
  isBusiness(): boolean;
}

export interface ApiClientOptions {
  /** Back-end base URL from the brand and environment, e.g. `http://localhost:4000`. */
  baseUrl: string;
  tokens: TokenSource;
  context: RequestContext;
}

/** Shares one in-flight promise among concurrent callers of `run`. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** Maps a transport failure to the ApiError the popup shows (spec 01 §8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      const { status, data } = error.response;
      if (status >= 500) return ApiError.serverUnavailable(status);
      if (data && typeof data === 'object') return ApiError.fromBody(data as ErrorBody, status);
      return ApiError.fromBody({ message: error.message }, status);
    }
    if (error.request)
      return error.code === AxiosError.ERR_NETWORK ? ApiError.network() : ApiError.noResponse();
  }
  return ApiError.noResponse();
}

type RetriableConfig = AxiosRequestConfig & { _retried?: boolean };

function bearer(config: AxiosRequestConfig, token: string | undefined): void {
  if (!token) return;
  config.headers = { ...(config.headers as Record<string, string>), Authorization: `Bearer ${token}` };
}

/**
 * Session interceptors (DESIGN §3): refresh before a call when the token is within 10 s of expiry;
 * on 401, one shared refresh then one retry.
 */
export function installSessionInterceptors(
  instance: AxiosInstance,
  tokens: TokenSource,
  needsAuth: (config: AxiosRequestConfig) => boolean,
): void {
  instance.interceptors.request.use(async (config) => {
    if (!needsAuth(config)) return config;
    const expiresAt = tokens.expiresAt();
    let token = tokens.accessToken();
    if (token && expiresAt !== undefined && expiresAt - Date.now() <= REFRESH_MARGIN_MS) {
      token = await tokens.refresh();
    }
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401) throw error;
    const config = error.config as RetriableConfig | undefined;
    if (!config || config._retried || !needsAuth(config) || !tokens.accessToken()) throw error;
    config._retried = true;
    const fresh = await tokens.refresh();
    bearer(config, fresh);
    return instance.request(config);
  });
}

function commonHeaders(): Record<string, string> {
  return { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, 'Content-Type': 'application/json' };
}

/** The method API: `POST {apiRoot}?method=NAME` (spec 01 §7). */
export interface MethodClient {
  call<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
    options?: CallOptions,
  ): Promise<MethodResponse<M>>;
}

export interface CallOptions {
  /**
   * Report a failure on the bus so the shell shows the error popup (spec 01 §8). Default true; reads that
   * show their own error state, and calls the spec names (phone confirmation, global pay), turn it off.
   */
  popup?: boolean;
}

/** Tells the shell to show the error popup for a failure. */
export function reportError(error: ApiError): void {
  bus.publish('api.error', {
    title: error.title,
    message: error.message,
    code: error.code,
    textKey: error.textKey,
  });
}

/** Builds the body of a method call: the payload without nulls, plus what spec 01 §7 adds. */
export function methodBody<M extends MethodName>(
  method: M,
  request: MethodRequest<M>,
  context: RequestContext,
): Record<string, unknown> {
  const traits = METHOD_CATALOGUE[method];
  return dropNulls({
    ...(request as Record<string, unknown>),
    method,
    lang: traits.dictionary ? context.language() : undefined,
    fromCustomerId: traits.actingCustomer ? context.actingCustomerId() : undefined,
  });
}

export function createMethodClient({ baseUrl, tokens, context }: ApiClientOptions): MethodClient {
  const instance = axios.create({
    baseURL: baseUrl.replace(/\/$/, '') + METHOD_API_PATH,
    timeout: REQUEST_TIMEOUT_MS,
    headers: commonHeaders(),
  });
  installSessionInterceptors(instance, tokens, (config) => {
    const method = (config.params as { method?: MethodName } | undefined)?.method;
    return method !== undefined && !METHOD_CATALOGUE[method]?.public;
  });
  return {
    async call(method, request, options = {}) {
      try {
        return await send(method, request);
      } catch (error) {
        const failure = toApiError(error);
        if (options.popup !== false) reportError(failure);
        throw failure;
      }
    },
  };

  async function send<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
  ): Promise<MethodResponse<M>> {
    const headers: Record<string, string> = {};
    const acting = context.actingCustomerId();
    if (context.isBusiness() && acting !== undefined) headers[CUSTOMER_ID_HEADER] = String(acting);
    const response: AxiosResponse<ResponseEnvelope> = await instance.post(
      '',
      methodBody(method, request, context),
      {
        params: { method },
        headers,
      },
    );
    const envelope = response.data;
    if (!envelope || typeof envelope !== 'object') throw ApiError.noResponse();
    if (envelope.responseCode !== RESPONSE_CODES.success)
      throw ApiError.fromBody(envelope as ErrorBody, response.status);
    return convertNumericStrings(envelope) as unknown as MethodResponse<M>;
  }
}

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

type Send = <T>(config: AxiosRequestConfig) => Promise<T>;

function sender(instance: AxiosInstance): Send {
  return async <T>(config: AxiosRequestConfig): Promise<T> => {
    try {
      const response = await instance.request<T>({
        ...config,
        data: config.data === undefined ? undefined : dropNulls(config.data),
      });
      return response.data;
    } catch (error) {
      throw toApiError(error);
    }
  };
}

function serviceInstance(baseUrl: string): AxiosInstance {
  return axios.create({
    baseURL: baseUrl.replace(/\/$/, ''),
    timeout: REQUEST_TIMEOUT_MS,
    headers: commonHeaders(),
  });
}

const withBearer = (token: string | undefined) =>
  token ? { headers: { Authorization: `Bearer ${token}` } } : {};

/** The spec strips plus signs from phone codes before sending (spec 01 §5). */
export const stripPlus = (phone: string): string => phone.replace(/\+/g, '').trim();

export function createAuthClient(baseUrl: string): AuthClient {
  const send = sender(serviceInstance(baseUrl));
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
}

export function createSecurityClient({
  baseUrl,
  tokens,
}: Pick<ApiClientOptions, 'baseUrl' | 'tokens'>): SecurityClient {
  const instance = serviceInstance(baseUrl);
  installSessionInterceptors(instance, tokens, () => true);
  const send = sender(instance);
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
    authorizeInfo: (query) => send({ method: 'GET', url: AUTH_PATHS.authorize, params: query }),
    authorizeDecision: (authorizationId, decision) =>
      send({
        method: 'POST',
        url: authPath(AUTH_PATHS.authorizeDecision, { authorizationId }),
        data: decision,
      }),
    changeTwoStep: (request) => send({ method: 'POST', url: TWO_STEP_PATHS.change, data: request }),
    confirmTwoStep: (reqId, request) =>
      send({ method: 'POST', url: authPath(TWO_STEP_PATHS.confirm, { reqId }), data: request }).then(ignore),
  };
}
