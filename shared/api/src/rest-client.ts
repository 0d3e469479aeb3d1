/**
 * The core of the REST service clients (DESIGN §3: one client per back-end service): the contract service, the
 * merchant `public-api` and the product side of the help desk each make theirs with it, then only name their paths.
 * It owns the base URL, the session (its one token source and interceptors), JSON, the customer-id header business
 * users send (spec 01 §6) and the error mapping to the `ApiError` the shell's popup shows (spec 01 §8).
 */
import {
  createHttpClient,
  installSessionInterceptors,
  reportError,
  toApiError,
  type HttpClient,
  type HttpRequestConfig,
  type HttpResponse,
  type RequestContext,
  type TokenSource,
} from '@portal/api/client';
import { CUSTOMER_ID_HEADER } from '@portal/api/catalogue';

export interface RestCallOptions {
  /** Publish a failure for the shell's popup (default true). Reads with their own error state turn it off. */
  popup?: boolean;
}

/** Replaces `:name` in a service path with the value, URL-encoded. */
export function restPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The customer a business user acts for (spec 01 §6); undefined for a personal user. */
export function businessCustomerOf(
  context: Pick<RequestContext, 'actingCustomerId' | 'isBusiness'>,
): number | undefined {
  return context.isBusiness() ? context.actingCustomerId() : undefined;
}

/** The customer-id header of a call made for `customerId` (spec 01 §6); none without a customer. */
export function customerIdHeader(customerId: number | undefined): Record<string, string> {
  return customerId === undefined ? {} : { [CUSTOMER_ID_HEADER]: String(customerId) };
}

export interface RestClientOptions {
  /** The service's base URL; a trailing slash is dropped. */
  baseUrl: string;
  /** The session's one token source. */
  tokens: TokenSource;
  /** What a call adds before it goes (headers, the customer); may refuse it by throwing an `ApiError`. */
  prepare?: (config: HttpRequestConfig) => HttpRequestConfig;
  /** The data of a 2xx answer; throws when the answer is a failure all the same (an envelope's response code). */
  accept?: <T>(response: HttpResponse<T>) => T;
}

export interface RestClient {
  /** The transport with the session, for a client that maps its failures itself. */
  http: HttpClient;
  /** A call: its data, or an `ApiError` thrown (and published for the popup unless `popup: false`). */
  send<T>(config: HttpRequestConfig, options?: RestCallOptions): Promise<T>;
}

export function createRestClient({ baseUrl, tokens, prepare, accept }: RestClientOptions): RestClient {
  const http = createHttpClient(baseUrl.replace(/\/$/, ''));
  installSessionInterceptors(http, tokens, () => true);
  return {
    http,
    async send<T>(config: HttpRequestConfig, options: RestCallOptions = {}): Promise<T> {
      try {
        const response = await http.request<T>(prepare ? prepare(config) : config);
        return accept ? accept(response) : response.data;
      } catch (error) {
        const failure = toApiError(error);
        if (options.popup !== false) reportError(failure);
        throw failure;
      }
    },
  };
}
