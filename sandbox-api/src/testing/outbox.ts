import type { FastifyInstance } from 'fastify';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SentMessage {
  channel: string;
  to: string;
  text: string;
  code: string;
}

/** Every message the outbox holds for this e-mail, newest first. */
export async function messagesTo(app: FastifyInstance, email: string): Promise<SentMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/sandbox/outbox', query: { to: email } });
  return response.json<{ messages: SentMessage[] }>().messages;
}

/** The newest message the outbox holds for this e-mail. */
export async function latestMessage(app: FastifyInstance, email: string): Promise<SentMessage> {
  const [message] = await messagesTo(app, email);
  if (!message) throw new Error(`no message for ${email} in the outbox`);
  return message;
}
