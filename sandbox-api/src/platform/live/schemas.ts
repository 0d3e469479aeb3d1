import type { LiveClientMessage } from '@portal/api/catalogue';

/** The most a client message may weigh; an auth message with a JWT is well under 4 KiB. */
export const LIVE_MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * A client message (contract live.ts) from the raw frame, or null for anything else. WebSocket frames do
 * not pass through Fastify's validation, so the check is written out here.
 */
export function parseClientMessage(raw: string): LiveClientMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, token, since } = message as Record<string, unknown>;
  if (type === 'ping') return { type };
  if (type === 'auth' && typeof token === 'string' && token.length > 0)
    return Number.isSafeInteger(since) && (since as number) >= 0
      ? { type, token, since: since as number }
      : { type, token };
  return null;
}

/** A server message the developer tools may push to a customer (POST /sandbox/live/emit). */
export const liveEmitMessageSchema = {
  oneOf: [
    {
      type: 'object',
      properties: {
        type: { const: 'transaction' },
        payload: {
          type: 'object',
          properties: { accountId: { type: 'integer' }, transactionId: { type: 'integer' } },
          required: ['accountId', 'transactionId'],
        },
      },
      required: ['type', 'payload'],
    },
    {
      type: 'object',
      properties: {
        type: { const: 'notification' },
        payload: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            kind: { type: 'string' },
            text: { type: 'string' },
            // issue 31: what a stored notification carries besides (optional, as the contract's live.ts)
            severity: { type: 'string', enum: ['error', 'info', 'warning', 'success'] },
            params: { type: 'object' },
            createdAt: { type: 'string' },
          },
          required: ['id', 'kind', 'text'],
        },
      },
      required: ['type', 'payload'],
    },
  ],
} as const;
