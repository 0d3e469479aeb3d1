// The outbox: where the sandbox "sends" SMS, e-mail and one-time codes (the /sandbox/outbox tool reads them).
import type { Database } from './db/client';
import { outboxMessages } from './db/tables';

/** Where the sandbox "sends" SMS, e-mail and one-time codes. */
export interface OutboxSender {
  send(message: { channel: string; to: string; text: string; code?: string }): Promise<void>;
}

/** The outbox as every slice sees it: somewhere to send to. */
export function createOutbox(db: Database): OutboxSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        text: message.text,
        code: message.code ?? null,
      });
    },
  };
}
