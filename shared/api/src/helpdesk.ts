/**
 * The help-desk client (issue 31 item 2; spec 03 §4 "Support tickets", §6, §7 "Support", §8, §9): the product's
 * `zoho/*` calls on the back end with the session, and the provider's API with the provider's own token, which it gets
 * by exchanging the product's short-lived JWT at the provider's remote auth and keeps in memory only.
 *
 * - the provider token is refreshed before it expires (10 s margin, as the session's, spec 03 §9 / spec 01 §4);
 * - a provider 401 makes ONE token refresh, shared by every call that got it (single flight), and ONE retry (spec 03 §4);
 * - a 429 marks support as failed and stops further support requests until a call succeeds (or answers 204), never
 *   on a timer (spec 03 §4, §8; issue 47 item 7): the lock is one for the shell's unread badge and the support area
 *   (a shared store), readable and observable for the timed failure message, whose "try again" lets calls go out
 *   ({@link HelpdeskClient.tryAgain}) once the seconds the provider asked for have passed;
 * - business users send `fromCustomerId` and the customer-id header to the product's calls (spec 03 §6); the provider's
 *   token is the acting customer's, so another customer acted for gets a token of its own.
 */
import {
  REFRESH_MARGIN_MS,
  HttpError,
  createHttpClient,
  singleFlight,
  type HttpClient,
  type HttpRequestConfig,
  type RequestContext,
  type TokenSource,
  type UploadProgress,
} from '@portal/api/client';
import {
  HELPDESK_PATHS,
  SUPPORT_PATHS,
  SUPPORT_WIDGET_ID,
  type HelpdeskComposeTicket,
  type HelpdeskContact,
  type HelpdeskConversations,
  type HelpdeskReply,
  type HelpdeskThread,
  type HelpdeskTicket,
  type HelpdeskTicketField,
  type HelpdeskTicketList,
  type HelpdeskTicketQuery,
  type HelpdeskTokenResponse,
  type HelpdeskUpload,
  type SupportAgent,
  type SupportJwtResponse,
  type SupportStats,
  type SupportTicketsResponse,
} from '@portal/api/catalogue';
import { businessCustomerOf, createRestClient, customerIdHeader, restPath } from '@portal/api/rest-client';

/** When the provider says 429 without `retryAfter`, support waits this long before it may ask again. */
export const SUPPORT_LOCK_DEFAULT_SECONDS = 30;

/**
 * Support is failed (a 429): no support request goes out until the customer tries again and a call succeeds.
 * `until` (ms since the epoch) is when the provider's `retryAfter` ends: before it, "try again" is not offered.
 */
export interface SupportLock {
  until: number;
  /** Seconds the provider asked to wait. */
  retryAfter: number;
}

/**
 * Where the lock is kept: one store for every help-desk client of the session (the shell's badge and the support
 * area each have a client), so a 429 answered to one stops the other's calls too (a BehaviorSubject fits).
 */
export interface SupportLockStore {
  readonly value: SupportLock | null;
  next(lock: SupportLock | null): void;
  subscribe(listener: (lock: SupportLock | null) => void): unknown;
}

/** A store of one client's own, for a client not given the session's. */
function ownLockStore(): SupportLockStore {
  let value: SupportLock | null = null;
  const listeners = new Set<(lock: SupportLock | null) => void>();
  return {
    get value() {
      return value;
    },
    next(lock) {
      value = lock;
      for (const listener of listeners) listener(lock);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(value);
    },
  };
}

/** A support request refused without being sent, or answered 429: support is locked (spec 03 §4, §8). */
export class SupportLockedError extends Error {
  readonly lock: SupportLock;
  constructor(lock: SupportLock) {
    super('Support is locked');
    this.name = 'SupportLockedError';
    this.lock = lock;
  }
}

export interface HelpdeskClientOptions {
  /** The product's back end (the method client's base). */
  apiBaseUrl: string;
  /** `services.helpdeskBaseUrl`: the provider's API, e.g. `http://localhost:4000/helpdesk/api/v1`. */
  helpdeskBaseUrl: string;
  /** The session's tokens, for the product's `zoho/*` calls. */
  tokens: TokenSource;
  context: Pick<RequestContext, 'actingCustomerId' | 'isBusiness'>;
  widgetId?: string;
  now?: () => number;
  /** The session's one lock store (`supportLock$` of @portal/session); a store of its own without one. */
  lockStore?: SupportLockStore;
}

export interface HelpdeskClient {
  // The product (spec 03 §7 "Product side")
  stats(): Promise<SupportStats>;
  /** The business's manager agent, null when it has none (`{ agent }` of `GET zoho/agent`). */
  agent(): Promise<SupportAgent | null>;
  productTickets(): Promise<SupportTicketsResponse>;
  // The provider (spec 03 §7 "Help-desk provider")
  me(): Promise<HelpdeskContact>;
  tickets(query?: HelpdeskTicketQuery): Promise<HelpdeskTicketList>;
  ticket(ticketId: string): Promise<HelpdeskTicket>;
  conversations(ticketId: string, page: { from?: number; limit: number }): Promise<HelpdeskConversations>;
  ticketFields(): Promise<HelpdeskTicketField[]>;
  compose(ticket: HelpdeskComposeTicket): Promise<HelpdeskTicket>;
  reply(ticketId: string, reply: HelpdeskReply): Promise<HelpdeskThread>;
  /** `PUT /tickets/{id}` with `customerReadAt` (spec 03 §4 "Opening a ticket sets its customer read timestamp"). */
  markRead(ticketId: string, at?: string): Promise<HelpdeskTicket>;
  upload(file: File, onProgress?: (progress: UploadProgress) => void): Promise<HelpdeskUpload>;
  /** An attachment's content, as a Blob (it needs the provider's token, so no plain link). */
  attachment(ticketId: string, threadId: string, attachmentId: string): Promise<Blob>;
  /** The current lock, or null; a lock whose time has passed is still reported until a call succeeds. */
  lock(): SupportLock | null;
  /**
   * The customer's "try again": calls go out again, though locked, until one is answered; a success (or a 204)
   * lifts the lock for every client of the store, another 429 locks it anew.
   */
  tryAgain(): void;
  /** Told whenever the lock is set or cleared; answers a function that stops listening. */
  onLock(listener: (lock: SupportLock | null) => void): () => void;
  /** Forgets the provider token and the lock (sign-out). */
  reset(): void;
}

interface ProviderToken {
  accessToken: string;
  expiresAt: number;
  /** The customer it was issued for (undefined: the user's own). */
  customerId: number | undefined;
}

const retryAfterOf = (error: HttpError): number => {
  const data = error.response?.data as { retryAfter?: unknown } | undefined;
  const seconds = Number(data && typeof data === 'object' ? data.retryAfter : undefined);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : SUPPORT_LOCK_DEFAULT_SECONDS;
};

const statusOf = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.response?.status : undefined;

/** `GET /ticketsFields` may answer the list or `{ data }`. */
const listOf = <T>(answer: T[] | { data?: T[] } | undefined): T[] =>
  Array.isArray(answer) ? answer : Array.isArray(answer?.data) ? answer.data : [];

export function createHelpdeskClient({
  apiBaseUrl,
  helpdeskBaseUrl,
  tokens,
  context,
  widgetId = SUPPORT_WIDGET_ID,
  now = Date.now,
  lockStore = ownLockStore(),
}: HelpdeskClientOptions): HelpdeskClient {
  // The product's calls keep their transport failures: a 429 locks support, they are no popup's.
  const product: HttpClient = createRestClient({ baseUrl: apiBaseUrl, tokens }).http;
  const provider: HttpClient = createHttpClient(helpdeskBaseUrl.replace(/\/$/, ''));
  const base = helpdeskBaseUrl.replace(/\/$/, '');

  let token: ProviderToken | undefined;
  let lock: SupportLock | null = lockStore.value;
  /** The customer asked to try again: calls go out until one is answered. */
  let retrying = false;
  const listeners = new Set<(lock: SupportLock | null) => void>();
  // Another client's lock (or its lifting) is this client's too.
  lockStore.subscribe((next) => {
    if (next === lock) return;
    lock = next;
    if (!next) retrying = false;
    for (const listener of listeners) listener(lock);
  });
  const setLock = (next: SupportLock | null) => {
    if (next !== lockStore.value) lockStore.next(next);
  };

  /** spec 03 §6: business users send fromCustomerId to support calls, and the customer-id header. */
  const acting = () => businessCustomerOf(context);
  const productConfig = (url: string, params: Record<string, string | undefined> = {}): HttpRequestConfig => {
    const customerId = acting();
    return {
      method: 'GET',
      url,
      params: { ...params, fromCustomerId: customerId === undefined ? undefined : String(customerId) },
      headers: customerIdHeader(customerId),
    };
  };

  /**
   * Every support request goes through here: refused unsent while locked (unless the customer tries again); a 429
   * locks, a success (a 204 included) unlocks, whatever the time.
   */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    if (lock && !retrying) throw new SupportLockedError(lock);
    try {
      const answer = await run();
      retrying = false;
      setLock(null);
      return answer;
    } catch (error) {
      if (statusOf(error) === 429 && error instanceof HttpError) {
        const retryAfter = retryAfterOf(error);
        const next = { until: now() + retryAfter * 1000, retryAfter };
        retrying = false;
        setLock(next);
        throw new SupportLockedError(next);
      }
      // Any answer ends the try: another failure keeps the lock, and the next try is the customer's again.
      retrying = false;
      throw error;
    }
  }

  const productGet = <T>(url: string, params?: Record<string, string | undefined>) =>
    guarded(async () => (await product.request<T>(productConfig(url, params))).data);

  /** The product's JWT exchanged at the provider's remote auth (not guarded: part of the call that needed it). */
  const exchange = singleFlight(async (): Promise<ProviderToken> => {
    const customerId = acting();
    const { data: jwt } = await product.request<SupportJwtResponse>(
      productConfig(SUPPORT_PATHS.jwt, { widgetId }),
    );
    const { data } = await provider.request<HelpdeskTokenResponse>({
      method: 'POST',
      url: HELPDESK_PATHS.remoteAuth,
      data: { jwt: jwt.jwt },
    });
    token = { accessToken: data.accessToken, expiresAt: now() + data.expiresIn * 1000, customerId };
    return token;
  });

  /** A valid token for the customer acted for: the one in memory unless it is near expiry or another customer's. */
  async function currentToken(): Promise<ProviderToken> {
    if (token && token.customerId === acting() && token.expiresAt - now() > REFRESH_MARGIN_MS) return token;
    return exchange();
  }

  /** A provider call with its token; a 401 refreshes the token once (shared) and retries once (spec 03 §4). */
  async function withToken<T>(send: (accessToken: string) => Promise<T>): Promise<T> {
    const used = await currentToken();
    try {
      return await send(used.accessToken);
    } catch (error) {
      if (statusOf(error) !== 401) throw error;
      // Another call may have refreshed it meanwhile: then its token is the fresh one, and no second refresh.
      const fresh = token && token !== used ? token : await exchange();
      return send(fresh.accessToken);
    }
  }

  const call = <T>(config: HttpRequestConfig): Promise<T> =>
    guarded(() =>
      withToken(async (accessToken) => {
        const response = await provider.request<T>({
          ...config,
          headers: { ...config.headers, Authorization: `Bearer ${accessToken}` },
        });
        return response.data;
      }),
    );

  /** Raw content: fetch with the token, the same failures as the JSON calls. */
  const fetchBlob = (url: string): Promise<Blob> =>
    guarded(() =>
      withToken(async (accessToken) => {
        let response: Response;
        try {
          response = await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${accessToken}` } });
        } catch {
          throw new HttpError('network', 'Network Error');
        }
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            // not JSON: the text as it is
          }
          throw new HttpError('status', `Request failed with status code ${response.status}`, {
            status: response.status,
            data,
          });
        }
        return response.blob();
      }),
    );

  return {
    stats: () => productGet<SupportStats>(SUPPORT_PATHS.stats),
    agent: async () => (await productGet<{ agent: SupportAgent | null }>(SUPPORT_PATHS.agent)).agent,
    productTickets: () => productGet<SupportTicketsResponse>(SUPPORT_PATHS.tickets),
    me: () => call({ method: 'POST', url: HELPDESK_PATHS.me, data: {} }),
    tickets: (query = {}) =>
      call({
        method: 'POST',
        url: HELPDESK_PATHS.tickets,
        data: query.statusId === 'all' ? { ...query, statusId: undefined } : query,
      }),
    ticket: (ticketId) => call({ method: 'GET', url: restPath(HELPDESK_PATHS.ticket, { ticketId }) }),
    conversations: (ticketId, { from = 0, limit }) =>
      call({
        method: 'GET',
        url: restPath(HELPDESK_PATHS.conversations, { ticketId }),
        params: { from, limit },
      }),
    ticketFields: async () =>
      listOf(
        await call<HelpdeskTicketField[] | { data?: HelpdeskTicketField[] }>({
          method: 'GET',
          url: HELPDESK_PATHS.ticketsFields,
        }),
      ),
    compose: (ticket) => call({ method: 'POST', url: HELPDESK_PATHS.composeTickets, data: ticket }),
    reply: (ticketId, reply) =>
      call({ method: 'POST', url: restPath(HELPDESK_PATHS.threads, { ticketId }), data: reply }),
    markRead: (ticketId, at = new Date(now()).toISOString()) =>
      call({
        method: 'PUT',
        url: restPath(HELPDESK_PATHS.ticket, { ticketId }),
        data: { customerReadAt: at },
      }),
    upload: (file, onProgress) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call({ method: 'POST', url: HELPDESK_PATHS.uploads, form, onUploadProgress: onProgress });
    },
    attachment: (ticketId, threadId, attachmentId) =>
      fetchBlob(restPath(HELPDESK_PATHS.attachmentContent, { ticketId, threadId, attachmentId })),
    lock: () => lock,
    tryAgain: () => {
      if (lock) retrying = true;
    },
    onLock: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => {
      token = undefined;
      retrying = false;
      setLock(null);
    },
  };
}
