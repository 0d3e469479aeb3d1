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
  CLIENT_VERSION,
  CLIENT_VERSION_HEADER,
  CUSTOMER_ID_HEADER,
  FILE_CALL_PARTS,
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
} from '@portal/api/catalogue';
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
  /**
   * Refreshes the tokens; concurrent callers share one refresh (single flight). Rejects when it fails; only a refusal
   * by the refresh endpoint ends the session, not an unreachable or failing back end (issue 22).
   */
  refresh(): Promise<string>;
  /** The server refused a token that was just refreshed: the session is over (spec 01 §4). */
  refused(): void;
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

/** An HTTP method the back-end services answer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of a service client. */
export interface HttpRequestConfig {
  method: HttpMethod;
  /** Path under the service's base URL; empty or absent for the base URL itself. */
  url?: string;
  /** Query parameters; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** The body, sent as JSON. */
  data?: unknown;
  /** A multipart body instead of `data` (a method call with a file, issue 15); the boundary is set by the platform. */
  form?: FormData;
  /** Told how much of the body went up; asked for, the request goes by XMLHttpRequest (fetch tells nothing). */
  onUploadProgress?: (progress: UploadProgress) => void;
  headers?: Record<string, string>;
}

/** How much of a request's body has been sent. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (0 when the platform cannot tell). */
  total: number;
}

/** A 2xx answer. `data` is the parsed JSON body, or the body text when it is not JSON. */
export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
}

/** A transport on the platform `fetch` for one back-end service. */
export interface HttpClient {
  /** Resolves with a 2xx answer; rejects with an `HttpError` otherwise. */
  request<T>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
}

/** Why a request failed below the API: the answer's status, the network, or no answer within the time-out. */
export type HttpFailure = 'status' | 'network' | 'timeout';

/** A failed request, before `toApiError` turns it into what the popup shows. */
export class HttpError extends Error {
  readonly failure: HttpFailure;
  /** The answer, when its status was outside 2xx. */
  readonly response?: HttpResponse;

  constructor(failure: HttpFailure, message: string, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.failure = failure;
    this.response = response;
  }
}

/** Maps a transport failure to the ApiError the popup shows (spec 01 §8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    if (error.response) {
      const { status, data } = error.response;
      if (status >= 500) return ApiError.serverUnavailable(status);
      if (data && typeof data === 'object') return ApiError.fromBody(data as ErrorBody, status);
      return ApiError.fromBody({ message: error.message }, status);
    }
    return error.failure === 'network' ? ApiError.network() : ApiError.noResponse();
  }
  return ApiError.noResponse();
}

/**
 * Why the back end could not serve a call although nothing was refused: no connection, no answer (in time, or one
 * that is not an answer), or a 5xx. Waiting and trying again can succeed, so the session stays (issue 22).
 */
export type Unavailability = 'network' | 'noResponse' | 'server';

/** The unavailability behind a failure, or undefined when the server answered (a refusal, a response code). */
export function backendUnavailable(error: unknown): Unavailability | undefined {
  if (error instanceof HttpError) {
    if (!error.response) return error.failure === 'network' ? 'network' : 'noResponse';
    return error.response.status >= 500 ? 'server' : undefined;
  }
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network' || error.kind === 'noResponse') return error.kind;
  return error.status !== undefined && error.status >= 500 ? 'server' : undefined;
}

// `:`, `$` and `,` stay literal and spaces become `+`: the query encoding the back ends have always been sent.
const encodeQuery = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

function requestUrl(baseUrl: string, { url, params }: HttpRequestConfig): string {
  const path = url ? `${baseUrl.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : baseUrl;
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeQuery(name)}=${encodeQuery(String(value))}`)
    .join('&');
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** A body that is not JSON (an empty 204, a proxy's HTML page) stays text, as the callers expect. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function commonHeaders(): Record<string, string> {
  return { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, 'Content-Type': 'application/json' };
}

/**
 * A client for one back-end service on the platform `fetch`: JSON in and out, the client-version header, and the
 * 5-minute time-out over the whole exchange (spec 01 §7).
 */
export function createHttpClient(baseUrl: string): HttpClient {
  return {
    async request<T>(config: HttpRequestConfig): Promise<HttpResponse<T>> {
      const body = config.form ?? (config.data === undefined ? undefined : JSON.stringify(config.data));
      const headers: Record<string, string> = {
        Accept: 'application/json, text/plain, */*',
        ...commonHeaders(),
        ...config.headers,
      };
      if (typeof body !== 'string') delete headers['Content-Type'];
      if (config.onUploadProgress && typeof XMLHttpRequest === 'function')
        return sendWithProgress<T>(requestUrl(baseUrl, config), config, headers, body);
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
      let status: number;
      let text: string;
      try {
        const response = await fetch(requestUrl(baseUrl, config), {
          method: config.method,
          headers,
          body,
          signal: timeout.signal,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (timeout.signal.aborted)
          throw new HttpError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
        // fetch rejects with a TypeError when the network fails (offline, DNS, CORS refusal).
        if (error instanceof TypeError) throw new HttpError('network', 'Network Error');
        throw error;
      } finally {
        clearTimeout(timer);
      }
      const data = parseBody(text);
      if (status < 200 || status >= 300)
        throw new HttpError('status', `Request failed with status code ${status}`, { status, data });
      return { status, data: data as T };
    },
  };
}

/** A request by XMLHttpRequest, which tells upload progress; the same answers and failures as by fetch. */
function sendWithProgress<T>(
  url: string,
  config: HttpRequestConfig,
  headers: Record<string, string>,
  body: FormData | string | undefined,
): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      config.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      const status = xhr.status;
      const data = parseBody(xhr.responseText);
      if (status < 200 || status >= 300)
        reject(new HttpError('status', `Request failed with status code ${status}`, { status, data }));
      else resolve({ status, data: data as T });
    };
    xhr.onerror = () => reject(new HttpError('network', 'Network Error'));
    xhr.ontimeout = () => reject(new HttpError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`));
    xhr.send(body ?? null);
  });
}

/**
 * Session handling (DESIGN §3), wrapped around the client's requests: refresh before a call when the token is
 * within 10 s of expiry; on 401, one refresh (shared through the TokenSource's single flight), then one retry. A
 * 401 to that retry ends the session; a refresh that could not reach the back end fails the call and keeps it.
 */
export function installSessionInterceptors(
  client: HttpClient,
  tokens: TokenSource,
  needsAuth: (config: HttpRequestConfig) => boolean,
): void {
  const send = client.request;
  /** The token a call goes with: the current one, refreshed first when it is about to expire. */
  const tokenFor = async (refreshed?: string): Promise<string | undefined> => {
    const expiresAt = tokens.expiresAt();
    let token = tokens.accessToken();
    if (token && expiresAt !== undefined && expiresAt - Date.now() <= REFRESH_MARGIN_MS) {
      token = await tokens.refresh();
    }
    return token || refreshed;
  };
  const withToken = (config: HttpRequestConfig, token: string | undefined): HttpRequestConfig =>
    token ? { ...config, headers: { ...config.headers, Authorization: `Bearer ${token}` } } : config;
  client.request = async <T>(config: HttpRequestConfig): Promise<HttpResponse<T>> => {
    if (!needsAuth(config)) return send<T>(config);
    const used = await tokenFor();
    try {
      return await send<T>(withToken(config, used));
    } catch (error) {
      if (!(error instanceof HttpError) || error.response?.status !== 401 || !tokens.accessToken())
        throw error;
      // A refresh made while this call was on its way replaced the token it was refused: the call goes again with
      // the new one. A second refresh with the same rotating refresh token would be taken for theft (spec 01 §4).
      const current = tokens.accessToken();
      const fresh = current !== undefined && current !== used ? current : await tokens.refresh();
      try {
        return await send<T>(withToken(config, await tokenFor(fresh)));
      } catch (retryError) {
        if (retryError instanceof HttpError && retryError.response?.status === 401) tokens.refused();
        throw retryError;
      }
    }
  };
}

/** The method API: `POST {apiRoot}?method=NAME` (spec 01 §7). */
export interface MethodClient {
  call<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
    options?: CallOptions,
  ): Promise<MethodResponse<M>>;
  /**
   * A call of an operation that takes a file (METHOD_CATALOGUE[method].file; spec 02 §7 "Mass transfer"): multipart
   * with the fields as JSON in `data` and the file in `file`; the same headers, session handling and errors as `call`.
   */
  callWithFile<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
    file: Blob | undefined,
    options?: FileCallOptions,
  ): Promise<MethodResponse<M>>;
}

export interface FileCallOptions extends CallOptions {
  /** Told as the file goes up (a page's upload progress). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The name the file is sent under; default the File's own name, else `upload.csv`. */
  fileName?: string;
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
    lang: traits.dictionary || traits.documentLanguage ? context.language() : undefined,
    fromCustomerId: traits.actingCustomer ? context.actingCustomerId() : undefined,
  });
}

export function createMethodClient({ baseUrl, tokens, context }: ApiClientOptions): MethodClient {
  const http = createHttpClient(baseUrl.replace(/\/$/, '') + METHOD_API_PATH);
  installSessionInterceptors(http, tokens, (config) => {
    const method = config.params?.method as MethodName | undefined;
    return method !== undefined && !METHOD_CATALOGUE[method]?.public;
  });
  const failed = (error: unknown, options: CallOptions): ApiError => {
    const failure = toApiError(error);
    if (options.popup !== false) reportError(failure);
    return failure;
  };
  return {
    async call(method, request, options = {}) {
      try {
        return await send(method, { data: methodBody(method, request, context) });
      } catch (error) {
        throw failed(error, options);
      }
    },
    async callWithFile(method, request, file, options = {}) {
      if (!METHOD_CATALOGUE[method].file) throw new Error(`${method} takes no file`);
      const form = new FormData();
      // The operation is named by ?method=NAME; a field of the request called `method` is the request's own (a mass
      // transfer's method, spec 02 §7 "batchName, accountId, method") and goes as it is, not overwritten by the name.
      const own = (request as Record<string, unknown>).method;
      const fields = {
        ...methodBody(method, request, context),
        ...(own === undefined ? {} : { method: own }),
      };
      form.append(FILE_CALL_PARTS.data, JSON.stringify(fields));
      if (file) {
        const name = options.fileName ?? (file instanceof File ? file.name : 'upload.csv');
        form.append(METHOD_CATALOGUE[method].file?.part ?? FILE_CALL_PARTS.file, file, name);
      }
      try {
        return await send(method, { form, onUploadProgress: options.onUploadProgress });
      } catch (error) {
        throw failed(error, options);
      }
    },
  };

  async function send<M extends MethodName>(
    method: M,
    body: Pick<HttpRequestConfig, 'data' | 'form' | 'onUploadProgress'>,
  ): Promise<MethodResponse<M>> {
    const headers: Record<string, string> = {};
    const acting = context.actingCustomerId();
    // Only an operation on the acting customer's data names it (as `fromCustomerId`): a public or the user's own
    // operation acts for no company, and a public one naming a customer without a session is refused (issue 22).
    if (METHOD_CATALOGUE[method].actingCustomer && context.isBusiness() && acting !== undefined)
      headers[CUSTOMER_ID_HEADER] = String(acting);
    const response = await http.request<ResponseEnvelope>({
      method: 'POST',
      url: '',
      params: { method },
      ...body,
      headers,
    });
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
