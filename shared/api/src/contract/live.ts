/**
 * Live-channel messages (spec 03 §4 "Live events"; their payload shapes are not in the spec, these are ours).
 * The client sends `auth` first, within 5 s, and again with a fresh token when told `auth.expired`.
 */
export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

export type LiveServerMessage =
  | { type: 'auth.ok'; customerId: number }
  | { type: 'auth.expired' }
  | { type: 'pong' }
  | { type: 'transaction'; payload: { accountId: number; transactionId: number } }
  | { type: 'notification'; payload: { id: string; kind: string; text: string } };

/** Close code when the channel was not authenticated in time or the token was refused. */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;
