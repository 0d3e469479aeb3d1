import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@portal/api/catalogue';
import { ApiError, type ErrorBody } from '@portal/api/errors';

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
