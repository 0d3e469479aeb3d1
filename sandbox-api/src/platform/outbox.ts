// The outbox: where the sandbox "sends" SMS, e-mail and one-time codes (the /sandbox/outbox tool reads them).

/** Where the sandbox "sends" SMS, e-mail and one-time codes. */
export interface OutboxSender {
  send(message: { channel: string; to: string; text: string; code?: string }): Promise<void>;
}
