import { createHmac, timingSafeEqual } from 'node:crypto';
import { HELPDESK_EVENT_SIGNATURE_HEADER, HELPDESK_EVENT_TIMESTAMP_HEADER } from './config';

/** What the provider tells the product (issue 31 item 4): an agent answered, or closed a ticket. */
export interface HelpdeskEvent {
  type: 'agentReply' | 'ticketClosed';
  customerId: number;
  ticketId: string;
  ticketNumber: string;
  /** The ticket's status after the event (`Closed-no-reply` when closed with no agent reply in it). */
  status: string;
  occurredAt: string;
}

/** Events older or newer than this (seconds) are refused: a replayed request is stale. */
export const HELPDESK_EVENT_MAX_AGE_SECONDS = 300;

export function signEvent(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/** Whether the signature is the body's, made with the secret, at a time within the allowed age. */
export function verifyEventSignature(
  secret: string,
  {
    signature,
    timestamp,
    body,
    nowMs,
  }: { signature?: string; timestamp?: string; body: string; nowMs: number },
): boolean {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > HELPDESK_EVENT_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signEvent(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface EventSender {
  send(event: HelpdeskEvent): Promise<boolean>;
}

/**
 * Posts an event to the product, signed. Never throws: the agent's action stands even when the product is down
 * (the failure is logged).
 */
export function createEventSender({
  url,
  secret,
  log,
  timeoutMs = 5000,
}: {
  url: string;
  secret: string;
  log: { warn(object: unknown, message: string): void };
  timeoutMs?: number;
}): EventSender {
  return {
    async send(event) {
      if (!url) return false;
      const body = JSON.stringify(event);
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [HELPDESK_EVENT_TIMESTAMP_HEADER]: timestamp,
            [HELPDESK_EVENT_SIGNATURE_HEADER]: signEvent(secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) log.warn({ status: response.status, event: event.type }, 'helpdesk event refused');
        return response.ok;
      } catch (error) {
        log.warn({ err: error, event: event.type }, 'helpdesk event not delivered');
        return false;
      }
    },
  };
}
