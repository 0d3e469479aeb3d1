import type { TokenSource } from '../client';

/** A request as the stubbed `fetch` saw it: header names in lower case, a JSON body parsed. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the stubbed network answers: a status and a body (a string goes as it is, anything else as JSON). */
export interface StubReply {
  status: number;
  data?: unknown;
}

/** `fetch` answering from a function of the request (jsdom has no fetch of its own); answers the requests sent. */
export function stubNetwork(answer: (request: SentRequest) => StubReply): SentRequest[] {
  const calls: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(request);
    const { status, data } = answer(request);
    const text = data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => text,
      blob: async () => new Blob([text]),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A session whose token is fresh for ten minutes and never refused. */
export const stubSession: TokenSource = {
  accessToken: () => 'session-token',
  expiresAt: () => Date.now() + 600_000,
  refresh: async () => 'session-token',
  refused: () => undefined,
};
